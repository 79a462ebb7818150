import { isDateText, isText, TEXT_LIMITS } from './project.js';

/**
 * The lab's deletion records (contract/labDocument.ts, `deletions`): project id → who deleted the
 * project, when, and which version of it they saw.
 */
export type Deletion = {
  /** The name of the founder who deleted the project. */
  deletedBy: string;
  deletedAt: string;
  /** The project's `lastUpdated` when it was deleted: the version the founder chose to delete. */
  lastUpdated: string;
};

/** Why `author` may not record this deletion of project `id`, or null: its exact shape, in their own name. */
export function deletionWriteProblem(id: string, value: unknown, author: string): string | null {
  const deletion = readDeletion(value);
  if (!deletion) return `deletion ${id.slice(0, 40)}: not a {deletedBy, deletedAt, lastUpdated} record`;
  return deletion.deletedBy === author ? null : `deletion ${id.slice(0, 40)}: "deletedBy" is not the sender's name`;
}

/** A deletion record as stored, or null when the value is not one (the doc is shared: read defensively). */
export function readDeletion(value: unknown): Deletion | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const { deletedBy, deletedAt, lastUpdated, ...rest } = value as Record<string, unknown>;
  if (Object.keys(rest).length > 0) return null;
  if (!isText(deletedBy, TEXT_LIMITS.name) || !isDateText(deletedAt) || !isDateText(lastUpdated)) return null;
  return { deletedBy, deletedAt: deletedAt as string, lastUpdated: lastUpdated as string };
}

/**
 * The restore-from-deletion rule. A change that brings project `id` back into the lab (it was
 * absent before the change, present after) must also remove the project's deletion record, as
 * the founder who restores it sees that record. When a deletion record is still there after such
 * a change, its founder had not seen that deletion (a concurrent delete, or one made while they
 * were offline): the deletion is the later word, so the project is held back, and the team server
 * takes it out again at once. Returns the deletion that holds the project back, or null.
 *
 * A deletion never removes a project written after the version its founder saw: Yjs removes only
 * the map that founder's copy held, so an offline founder's stale delete cannot delete a restored
 * project again (its record then sits beside the project and means nothing until the next delete).
 */
export function heldBackBy(wasInLab: boolean, isInLab: boolean, deletionAfter: unknown): Deletion | null {
  if (wasInLab || !isInLab) return null;
  return readDeletion(deletionAfter);
}
