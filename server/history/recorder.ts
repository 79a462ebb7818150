import { Connection } from '@hocuspocus/server';
import * as Y from 'yjs';
import type { HistoryKind } from '../../contract/history.js';
import { heldBackBy, readDeletion } from '../../contract/labDocument.js';
import type { Project } from '../../contract/project.js';
import { labRoots } from '../store/labShape.js';
import type { SyncContext } from '../sync/connections.js';
import type { HistoryDb, NewVersion } from './historyDb.js';
import { claimedKind, projectChange, projectSnapshot } from './projectChange.js';
import type { Log } from '../log.js';

/**
 * The origin of a change the server makes itself, in the name of the founder it acts for (or of
 * `restore --by`); `kind` names what it does to the projects it keeps ("restored").
 */
export class ServerChange {
  constructor(
    readonly author: string,
    readonly kind?: HistoryKind,
  ) {}
}

/**
 * Who sent a transaction's change: the signed-in founder of the connection it came from (never a
 * name the change carries), or the founder the server acts for. Null for what reaches the lab
 * otherwise (the stored lab, other instances through Redis): not recorded here.
 */
function authorOf(origin: unknown): string | null {
  if (origin instanceof Connection) return (origin.context as SyncContext).user.name;
  if (origin instanceof ServerChange) return origin.author;
  return null;
}

type RecordOptions = {
  /** Whether the versions recorded here are also for the other instances (Redis). */
  share: boolean;
  /** Runs after each stored change; `versions`: how many versions it recorded. */
  onRecorded: (versions: number) => void;
  log: Log;
};

/** The ids of the projects a transaction touched: added, removed or replaced, or a field changed. */
function touchedProjects(transaction: Y.Transaction, projects: Y.Map<unknown>): Set<string> {
  const ids = new Set<string>();
  for (const [type, keys] of transaction.changed) {
    if ((type as unknown) === projects) for (const key of keys) if (key !== null) ids.add(key);
    const item = type._item;
    if (item?.parent === projects && item.parentSub !== null) ids.add(item.parentSub);
  }
  return ids;
}

/**
 * Records a version in `db` for every project each stored change touches, comparing the lab's
 * projects before and after it (a copy of each is kept, so no change needs the lab read whole).
 * Enforces the restore-from-deletion rule (contract/labDocument.ts, heldBackBy): a project brought
 * back while a deletion it did not see still stands is taken out again, in that deletion's name.
 * Returns the function that stops it.
 */
export function recordHistory(doc: Y.Doc, db: HistoryDb, { share, onRecorded, log }: RecordOptions): () => void {
  const { projects, deletions } = labRoots(doc);
  const known = new Map<string, Project>();
  projects.forEach((map, id) => {
    if (map instanceof Y.Map) known.set(id, projectSnapshot(id, map));
  });

  function holdBack(id: string, deletedBy: string) {
    queueMicrotask(() => {
      const deletion = readDeletion(deletions.get(id));
      if (!deletion || !projects.has(id)) return;
      doc.transact(() => projects.delete(id), new ServerChange(deletedBy));
    });
  }

  function afterTransaction(transaction: Y.Transaction) {
    const author = authorOf(transaction.origin);
    const versions: NewVersion[] = [];
    for (const id of touchedProjects(transaction, projects)) {
      const map = projects.get(id);
      const before = known.get(id) ?? null;
      const after = map instanceof Y.Map ? projectSnapshot(id, map) : null;
      if (after) known.set(id, after);
      else known.delete(id);
      if (author === null) continue;
      const claimed =
        transaction.origin instanceof ServerChange && transaction.origin.kind
          ? transaction.origin.kind
          : map instanceof Y.Map
            ? claimedKind(map, transaction)
            : undefined;
      const change = projectChange({ before, after, claimed, wasDeleted: () => db.latestOf(id)?.kind === 'deleted' });
      if (change) versions.push({ projectId: id, ...change, at: db.nextAt(), author });
      const heldBack = transaction.origin instanceof Connection && heldBackBy(!!before, !!after, deletions.get(id));
      if (heldBack) holdBack(id, heldBack.deletedBy);
    }
    if (versions.length > 0) db.recordAll(versions, share);
    return versions.length;
  }

  const safely = (transaction: Y.Transaction) => {
    try {
      onRecorded(afterTransaction(transaction));
    } catch (error) {
      // The change itself is stored: a history that cannot be written must not stop the lab.
      log.error({ err: error }, 'Could not record the lab history of a change');
    }
  };
  doc.on('afterTransaction', safely);
  return () => doc.off('afterTransaction', safely);
}
