import type { DocProject } from '../../../src/features/team/doc';

export const sampleProject = (overrides: Partial<DocProject> = {}): DocProject => ({
  id: '1',
  name: 'AutoFlow Engine',
  description: '',
  status: 'In Dev',
  owners: ['Alex Rivera'],
  revenue: 0,
  subscribers: 0,
  githubUrl: '',
  liveUrl: '',
  notes: '',
  createdAt: '2026-01-01T00:00:00.000Z',
  lastUpdated: '2026-01-01T00:00:00.000Z',
  lastUpdatedBy: 'Alex Rivera',
  ...overrides,
});
