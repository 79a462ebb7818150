import * as Y from 'yjs';
import { projectsMap } from './layout';

/** A field this browser wrote that another founder's concurrent write replaced (Yjs kept theirs). */
export type ReplacedWrite = { projectId: string; fields: string[] };

/**
 * The item this transaction's new value of a key replaced: the first one to its left that the
 * transaction did not add (a founder who wrote the key twice offline sends both items at once).
 * `origin` of each added item is the item its writer saw as the key's value when writing.
 */
function replacedItemOf(event: Y.YEvent<Y.AbstractType<unknown>>, winner: Y.Item) {
  const added: Y.Item[] = [];
  let item: Y.Item | null = winner;
  while (item && event.adds(item)) {
    added.push(item);
    item = item.left;
  }
  return { replaced: item, added };
}

/**
 * The keys of the event's map that this browser had written and this remote transaction replaced
 * with a value written without having seen ours: a concurrent write that won. A later write by
 * someone who saw our value (their item's origin is ours) is a sequential edit, not a conflict.
 */
export function replacedKeysIn(doc: Y.Doc, event: Y.YEvent<Y.AbstractType<unknown>>): string[] {
  const keys: string[] = [];
  for (const [key, change] of event.changes.keys) {
    if (change.action !== 'update') continue;
    const winner = event.target._map.get(key);
    if (!winner || winner.deleted) continue;
    const { replaced, added } = replacedItemOf(event, winner);
    if (!replaced || replaced.id.client !== doc.clientID || !event.deletes(replaced)) continue;
    if (added.some((item) => item.origin && Y.compareIDs(item.origin, replaced.id))) continue;
    // Both wrote the same value (say, the same month's figure): nothing of ours was lost.
    if (JSON.stringify(replaced.content.getContent()) === JSON.stringify(winner.content.getContent())) continue;
    keys.push(key);
  }
  return keys;
}

/**
 * Which fields of which projects this browser had written and a remote transaction replaced (see
 * `replacedKeysIn`). Call from `projectsMap(doc).observeDeep` for a transaction that is not this
 * browser's own.
 */
export function replacedWritesIn(doc: Y.Doc, events: readonly Y.YEvent<Y.AbstractType<unknown>>[]): ReplacedWrite[] {
  const projects = projectsMap(doc);
  const byProject = new Map<string, string[]>();
  for (const event of events) {
    const projectId = event.path[0];
    if (event.target === projects || event.path.length !== 1 || typeof projectId !== 'string') continue;
    const keys = replacedKeysIn(doc, event);
    if (keys.length > 0) byProject.set(projectId, [...(byProject.get(projectId) ?? []), ...keys]);
  }
  return [...byProject].map(([projectId, fields]) => ({ projectId, fields }));
}
