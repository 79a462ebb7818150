import type { HistoryKind } from '../../../../contract/history';
import { toCount } from './projectRecord';
import type { Project, ProjectInput } from './types';

/**
 * Changes that arrive from the team lab, and the founders who made them. `kinds`: what each
 * upserted project's change was, as its sender wrote it (see contract/history.ts, LAST_CHANGE_KEY);
 * `deletions`: who removed each removed project, and when, as the lab's deletion records say.
 */
export type RemoteChanges = {
  upserted: Project[];
  removed: string[];
  authors: string[];
  kinds?: Record<string, HistoryKind>;
  deletions?: Record<string, { deletedBy: string; deletedAt: string }>;
};

/** A project's own fields: what a version restore puts back (the rest says who changed it, and when). */
export type VersionFields = Pick<
  Project,
  | 'name'
  | 'description'
  | 'status'
  | 'owners'
  | 'revenue'
  | 'subscribers'
  | 'githubUrl'
  | 'liveUrl'
  | 'notes'
  | 'figures'
  | 'goal'
  | 'nextStep'
  | 'nextStepDue'
  | 'snooze'
>;

/** A change's amounts as the lab keeps them: whole, non-negative counts. */
export function normalizeNumbers({ revenue, subscribers }: Partial<Pick<ProjectInput, 'revenue' | 'subscribers'>>) {
  return {
    ...(revenue !== undefined && { revenue: toCount(revenue) }),
    ...(subscribers !== undefined && { subscribers: toCount(subscribers) }),
  };
}
