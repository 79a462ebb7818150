import * as Y from 'yjs';
import { labRoots, labShapeProblem } from './labShape.js';

/** A stored update and where it was found, e.g. "lab.ydoc" or "lab.log record 3 at byte 120". */
export type StoredRecord = { update: Uint8Array; position: string };

export type RejectedRecord = StoredRecord & { reason: string };

class ShapeError extends Error {}

function freshDoc(): { doc: Y.Doc; problem: () => string | null } {
  const doc = new Y.Doc();
  labRoots(doc);
  let problem: string | null = null;
  doc.on('afterTransaction', (transaction: Y.Transaction) => {
    problem ??= labShapeProblem(doc, transaction.changed);
  });
  return { doc, problem: () => problem };
}

/**
 * Applies stored records in order to one document and returns its state (deleted content dropped:
 * a fresh Y.Doc collects it), leaving out each record that throws when applied or that breaks the
 * lab's shape. The document is rebuilt from the records kept so far when one is left out, since
 * a failed update may have half-applied; that only costs anything when a record is bad.
 */
export function foldRecords(records: readonly StoredRecord[]): { state: Uint8Array; rejected: RejectedRecord[] } {
  const kept: Uint8Array[] = [];
  const rejected: RejectedRecord[] = [];
  let current = freshDoc();
  for (const record of records) {
    try {
      Y.applyUpdate(current.doc, record.update);
      const problem = current.problem();
      if (problem) throw new ShapeError(problem);
      kept.push(record.update);
    } catch (error) {
      const reason = error instanceof ShapeError ? error.message : `unreadable: ${String(error)}`;
      rejected.push({ ...record, reason });
      current.doc.destroy();
      current = freshDoc();
      for (const update of kept) Y.applyUpdate(current.doc, update);
    }
  }
  const state = Y.encodeStateAsUpdate(current.doc);
  current.doc.destroy();
  return { state, rejected };
}
