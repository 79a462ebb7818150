import type * as Y from 'yjs';
import { labRoots } from '../store/labShape.js';

/**
 * Removes every deletion record that sits beside a live project, and returns the update that did
 * it (to store), or null when there was none. Such a record is an offline founder's delete of an
 * older version, which Yjs could not apply to the project written since (contract/labDocument.ts,
 * heldBackBy): it means nothing, and left there it would read as if the project were deleted.
 * Run when the server loads the lab, before anyone connects.
 */
export function repairStaleDeletions(doc: Y.Doc): Uint8Array | null {
  const { projects, deletions } = labRoots(doc);
  const stale = [...deletions.keys()].filter((id) => projects.has(id));
  if (stale.length === 0) return null;
  let repair: Uint8Array | null = null;
  const capture = (update: Uint8Array) => void (repair = update);
  doc.on('update', capture);
  doc.transact(() => stale.forEach((id) => deletions.delete(id)));
  doc.off('update', capture);
  return repair;
}
