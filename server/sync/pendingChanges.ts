import * as Y from 'yjs';

/** Clock ranges [start, end) by client. */
type Ranges = Map<number, [number, number][]>;

function add(ranges: Ranges, client: number, clock: number, length: number) {
  const list = ranges.get(client) ?? [];
  list.push([clock, clock + length]);
  ranges.set(client, list);
}

/** What a Yjs document holds back, waiting for content it lacks: the structs, and the deletions. */
function pendingOf(store: Y.Doc['store']): { structs: Ranges; deletions: Ranges } {
  const structs: Ranges = new Map();
  const deletions: Ranges = new Map();
  if (store.pendingStructs) {
    for (const struct of Y.decodeUpdateV2(store.pendingStructs.update).structs) {
      // A Skip is the gap between two parts of a merged update, not content.
      if (!(struct instanceof Y.Skip)) add(structs, struct.id.client, struct.id.clock, struct.length);
    }
  }
  if (store.pendingDs) {
    for (const [client, items] of Y.decodeUpdateV2(store.pendingDs).ds.clients) {
      for (const { clock, len } of items) add(deletions, client, clock, len);
    }
  }
  return { structs, deletions };
}

/** Whether every range of `after` lies within the ranges of `before`. */
function within(after: Ranges, before: Ranges): boolean {
  for (const [client, ranges] of after) {
    const known = (before.get(client) ?? []).toSorted((a, b) => a[0] - b[0]);
    for (const [start, end] of ranges) {
      let reached = start;
      for (const [from, to] of known) if (from <= reached && to > reached) reached = to;
      if (reached < end) return false;
    }
  }
  return true;
}

export type PendingSnapshot = ReturnType<typeof pendingSnapshot>;

/** What `doc` holds back now, read only when it holds anything back (rarely). */
export const pendingSnapshot = (doc: Y.Doc) =>
  doc.store.pendingStructs || doc.store.pendingDs ? pendingOf(doc.store) : null;

/**
 * Whether `doc` now holds back content it did not before: an update that builds on changes the
 * document lacks. Compared by content, not by the objects Yjs keeps: Yjs makes its pending
 * deletions anew on every update it applies, and merges new pending structs into the same object.
 */
export function holdsBackMore(doc: Y.Doc, before: PendingSnapshot): boolean {
  const after = pendingSnapshot(doc);
  if (!after) return false;
  if (!before) return true;
  return !within(after.structs, before.structs) || !within(after.deletions, before.deletions);
}
