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

/** A key's value this browser wrote (`mine`) that a concurrent write replaced. */
export type ReplacedValue = { key: string; mine: unknown };

/**
 * The keys of the event's map that this browser had written and this remote transaction replaced
 * with a value written without having seen ours (a concurrent write that won), with our value. A
 * later write by someone who saw our value (their item's origin is ours) is a sequential edit.
 */
export function replacedValuesIn(doc: Y.Doc, event: Y.YEvent<Y.AbstractType<unknown>>): ReplacedValue[] {
  const lost: ReplacedValue[] = [];
  for (const [key, change] of event.changes.keys) {
    if (change.action !== 'update') continue;
    const winner = event.target._map.get(key);
    if (!winner || winner.deleted) continue;
    const { replaced, added } = replacedItemOf(event, winner);
    if (!replaced || replaced.id.client !== doc.clientID || !event.deletes(replaced)) continue;
    if (added.some((item) => item.origin && Y.compareIDs(item.origin, replaced.id))) continue;
    const mine: unknown = replaced.content.getContent()[0];
    // Both wrote the same value (say, the same month's figure): nothing of ours was lost.
    if (JSON.stringify(mine) === JSON.stringify(winner.content.getContent()[0])) continue;
    lost.push({ key, mine });
  }
  return lost;
}

/**
 * Which fields of which projects this browser had written and a remote transaction replaced (see
 * `replacedValuesIn`). Call from `projectsMap(doc).observeDeep` for a transaction that is not this
 * browser's own.
 */
export function replacedWritesIn(doc: Y.Doc, events: readonly Y.YEvent<Y.AbstractType<unknown>>[]): ReplacedWrite[] {
  const projects = projectsMap(doc);
  const byProject = new Map<string, string[]>();
  for (const event of events) {
    const projectId = event.path[0];
    if (event.target === projects || event.path.length !== 1 || typeof projectId !== 'string') continue;
    const keys = replacedValuesIn(doc, event).map(({ key }) => key);
    if (keys.length > 0) byProject.set(projectId, [...(byProject.get(projectId) ?? []), ...keys]);
  }
  return [...byProject].map(([projectId, fields]) => ({ projectId, fields }));
}
