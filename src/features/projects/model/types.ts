import type { Project, ProjectStatus } from '../../../../contract/project';

// The project's shape and statuses are the lab's contract with the team server.
export {
  isProjectStatus,
  PROJECT_FIELDS,
  PROJECT_STATUSES,
  sameFieldValue,
  sameProject,
} from '../../../../contract/project';
export type { Project, ProjectStatus } from '../../../../contract/project';

/** What the add/edit form hands in: numbers may still be raw text. */
export type ProjectInput = Omit<
  Project,
  'id' | 'createdAt' | 'lastUpdated' | 'lastUpdatedBy' | 'revenue' | 'subscribers' | 'status' | 'figures'
> & {
  status?: ProjectStatus;
  revenue: number | string;
  subscribers: number | string;
};
