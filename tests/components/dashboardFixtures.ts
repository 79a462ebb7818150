import { FOUNDERS } from '../../contract/founders';
import type { ProjectsState } from '../../src/features/projects/projectsSlice';
import { buildSeedProjects } from '../../src/features/projects/model/seed';
import type { Project } from '../../src/features/projects/model/types';
import { DEFAULT_VIEW } from '../../src/features/projects/model/view';
import type { PreloadedState } from '../../src/app/store';
import { aProject } from '../support/projects';

export const signedIn = { token: 'forge-lab-token-1', user: FOUNDERS[0], loginPending: false };

/** A signed-in founder's store with the given projects (the seed by default) and filters. */
export function labState(
  items: Project[] = buildSeedProjects(),
  filters: Partial<ProjectsState['filters']> = {},
): PreloadedState {
  return { auth: signedIn, projects: { items, filters: { ...DEFAULT_VIEW, ...filters } } };
}

export const makeProject = (overrides: Partial<Project> = {}): Project =>
  aProject('100', {
    name: 'Ember CLI',
    description: 'A command line for the lab.',
    owners: ['Maya Chen'],
    createdAt: '2026-03-01T10:00:00.000Z',
    lastUpdated: '2026-03-04T10:00:00.000Z',
    ...overrides,
  });
