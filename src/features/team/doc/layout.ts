import type * as Y from 'yjs';
import { PROJECT_FIELDS as PROJECT_RECORD_FIELDS, type Project } from '../../projects/model/types';

/**
 * The lab's Y.Doc, as the team server syncs it (document "lab"):
 *
 * - `projects`: Y.Map of project id → Y.Map of that project's fields, one entry per field, so
 *   concurrent edits to different fields of a project both survive, and the same field resolves
 *   by Yjs's rule. `owners` is one value (the whole list); `lastUpdatedBy` is the founder's name.
 * - `deletions`: Y.Map of project id → Deletion, who deleted a project and which version they
 *   saw, so an edit made without knowing of the delete can be told apart and reported.
 *
 * The team server accepts updates to these two root types only.
 */
export const PROJECTS_KEY = 'projects';
export const DELETIONS_KEY = 'deletions';

/** A project as the team shares it: who changed it last travels with it. */
export type DocProject = Project & { lastUpdatedBy: string };

/** Accepted on write: a project not carrying `lastUpdatedBy` (nobody known) keeps the doc's value. */
export type ProjectToWrite = Project;

export type Deletion = {
  /** The name of the founder who deleted the project. */
  deletedBy: string;
  deletedAt: string;
  /** The project's `lastUpdated` when it was deleted: the version the founder chose to delete. */
  lastUpdated: string;
};

/** The lab's project fields, who changed the project last included. */
export const PROJECT_FIELDS = PROJECT_RECORD_FIELDS;

export type ProjectMap = Y.Map<unknown>;

export const projectsMap = (doc: Y.Doc): Y.Map<ProjectMap> => doc.getMap<ProjectMap>(PROJECTS_KEY);

export const deletionsMap = (doc: Y.Doc): Y.Map<Deletion> => doc.getMap<Deletion>(DELETIONS_KEY);

/** A deletion record as stored, or null when the entry is not one (the doc is shared: read defensively). */
export function readDeletion(value: unknown): Deletion | null {
  const record = value as Partial<Deletion> | null;
  if (!record || typeof record !== 'object') return null;
  const { deletedBy, deletedAt, lastUpdated } = record;
  if (typeof deletedBy !== 'string' || typeof deletedAt !== 'string' || typeof lastUpdated !== 'string') return null;
  return { deletedBy, deletedAt, lastUpdated };
}
