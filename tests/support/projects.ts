import { monthOfTime } from '../../src/features/projects/figures/months';
import type { Project } from '../../src/features/projects/model/types';
import type { DocProject } from '../../src/features/team/doc';

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

/**
 * The project with its figures as a record from before them is read: its revenue and subscribers
 * as the figure of the month of its last update (in local time). Figures it has are kept.
 */
export const withFigures = <P extends Omit<Project, 'figures'> & { figures?: Project['figures'] }>(
  project: P,
): P & Pick<Project, 'figures'> => ({
  ...project,
  figures: project.figures ?? {
    [monthOfTime(project.lastUpdated) ?? '2026-01']: { revenue: project.revenue, subscribers: project.subscribers },
  },
});

/** A complete project for selector and helper tests: "Project {id}", empty fields, dated 2026-01-01. */
export const aProject = (id: string, extra: Partial<Project> = {}): Project =>
  withFigures({
    id,
    name: `Project ${id}`,
    ...emptyProjectFields,
    createdAt: '2026-01-01T00:00:00.000Z',
    lastUpdated: '2026-01-01T00:00:00.000Z',
    ...extra,
  });

/** AutoFlow Engine as the team's lab document holds it, last changed by Alex: for the doc's tests. */
export const autoFlowInDoc = (overrides: Partial<DocProject> = {}): DocProject =>
  withFigures({
    id: '1',
    name: 'AutoFlow Engine',
    description: 'Workflow automation',
    status: 'In Dev',
    owners: ['Alex Rivera', 'Sam Okafor'],
    revenue: 0,
    subscribers: 0,
    githubUrl: 'https://github.com/forgelab/autoflow',
    liveUrl: '',
    notes: '',
    createdAt: '2026-01-01T10:00:00.000Z',
    lastUpdated: '2026-01-02T10:00:00.000Z',
    lastUpdatedBy: 'Alex Rivera',
    ...overrides,
  });
