import type { DocProject } from '../../../src/features/team/doc';
import { aProject } from '../../support/projects';

export const sampleProject = (overrides: Partial<DocProject> = {}): DocProject => ({
  ...aProject('1', { name: 'AutoFlow Engine', status: 'In Dev', owners: ['Alex Rivera'] }),
  lastUpdatedBy: 'Alex Rivera',
  ...overrides,
});
