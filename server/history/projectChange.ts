import type * as Y from 'yjs';
import { figuresFromEntries } from '../../contract/figures.js';
import { LAST_CHANGE_KEY, type HistoryKind } from '../../contract/history.js';
import { DOC_FIELDS } from '../../contract/labDocument.js';
import { sameRecordedProject, type Project } from '../../contract/project.js';

/**
 * A project's fields as the lab holds them (the lab's field order, `id` its key, its months gathered
 * into `figures`), without `lastChange`.
 */
export function projectSnapshot(id: string, map: Y.Map<unknown>): Project {
  const fields: Record<string, unknown> = {};
  for (const field of DOC_FIELDS) {
    const value = field === 'id' ? id : map.get(field);
    if (value !== undefined) fields[field] = value;
  }
  fields.figures = figuresFromEntries(map.entries());
  return fields as Project;
}

/** The kinds a founder's browser may claim for its change: the others the server sees for itself. */
const CLAIMABLE: ReadonlySet<unknown> = new Set<HistoryKind>(['restored', 'imported']);

export type ProjectChange = { kind: HistoryKind; project: Project };

type Seen = {
  before: Project | null;
  after: Project | null;
  /** The `lastChange` the change wrote (undefined when it wrote none). */
  claimed: unknown;
  /** Whether the project's history ends with its deletion. */
  wasDeleted: () => boolean;
};

/**
 * What a change did to one project, as a history version, or null when it changed none of its
 * fields (a snooze alone is none). The kind is what the server sees (added, edited, deleted; restored when a deleted
 * project comes back), except that a change claiming "restored" or "imported" is taken at its
 * word: those are edits or adds the server cannot tell apart.
 */
export function projectChange({ before, after, claimed, wasDeleted }: Seen): ProjectChange | null {
  if (!after) return before ? { kind: 'deleted', project: before } : null;
  if (before && sameRecordedProject(before, after)) return null;
  if (CLAIMABLE.has(claimed)) return { kind: claimed as HistoryKind, project: after };
  if (before) return { kind: 'edited', project: after };
  return { kind: wasDeleted() ? 'restored' : 'added', project: after };
}

/** The `lastChange` a transaction wrote into a project's map (any, for a map it created), else undefined. */
export function claimedKind(map: Y.Map<unknown>, transaction: Y.Transaction): unknown {
  const item = map._item;
  const created = item !== null && item.id.clock >= (transaction.beforeState.get(item.id.client) ?? 0);
  return created ||
    transaction.changed.get(map as unknown as Y.AbstractType<Y.YEvent<Y.Map<unknown>>>)?.has(LAST_CHANGE_KEY)
    ? map.get(LAST_CHANGE_KEY)
    : undefined;
}
