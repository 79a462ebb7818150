import type { Project } from '../../src/features/projects/model/types';

/** Every field a project has that a founder may leave empty, empty: what a bare record is repaired to. */
export const emptyProjectFields = {
  description: '',
  status: 'Idea',
  owners: [],
  revenue: 0,
  subscribers: 0,
  githubUrl: '',
  liveUrl: '',
  notes: '',
} satisfies Partial<Project>;

/** A complete project for selector and helper tests: "Project {id}", empty fields, dated 2026-01-01. */
export const aProject = (id: string, extra: Partial<Project> = {}): Project => ({
  id,
  name: `Project ${id}`,
  ...emptyProjectFields,
  createdAt: '2026-01-01T00:00:00.000Z',
  lastUpdated: '2026-01-01T00:00:00.000Z',
  ...extra,
});
