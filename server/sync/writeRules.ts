import * as Y from 'yjs';
import { isMonthKey } from '../../contract/figures.js';
import { LAST_CHANGE_KEY } from '../../contract/history.js';
import {
  deletionWriteProblem,
  isCarriedBack,
  DELETIONS_KEY,
  LAB_KEY,
  labEntryProblem,
  monthCountProblem,
  projectProblem,
  PROJECTS_KEY,
  projectWriteProblem,
} from '../../contract/labDocument.js';
import { roleChangeProblem, type GuardedChange, type TeamRole } from '../../contract/roles.js';
import { missingFieldProblem, removalProblem } from '../../contract/wholeProject.js';

/** A value no field rule takes: what a map entry holds when it is not one plain value. */
const NOT_A_VALUE = Symbol('not a value');

/** The value an entry written into a map holds, as Y.Map's `get` reads it. */
function valueOf(item: Y.Item): unknown {
  const content: unknown[] = item.content.getContent();
  return content.length === 1 && !(content[0] instanceof Y.AbstractType) ? content[0] : NOT_A_VALUE;
}

/**
 * The items a transaction integrated: per client, the structs from its clock before the transaction
 * on (Yjs keeps each client's structs in clock order), so the cost follows the change, not the lab.
 */
function* itemsAddedBy(doc: Y.Doc, transaction: Y.Transaction): Generator<Y.Item> {
  for (const [client, structs] of doc.store.clients) {
    const before = transaction.beforeState.get(client) ?? 0;
    for (let index = structs.length - 1; index >= 0 && structs[index].id.clock >= before; index--) {
      const struct = structs[index];
      if (struct instanceof Y.Item) yield struct;
    }
  }
}

type Roots = { projects: Y.Map<unknown>; deletions: Y.Map<unknown>; lab: Y.Map<unknown> };

/** The id of the project whose map `type` is, or null when it is none. */
function projectIdOf(type: Y.AbstractType<unknown>, projects: Y.Map<unknown>): string | null {
  const item = type._item;
  return type.constructor === Y.Map && item?.parent === projects ? item.parentSub : null;
}

function itemProblem(item: Y.Item, roots: Roots, author: string): string | null {
  const parent = item.parent as Y.AbstractType<unknown>;
  const key = item.parentSub;
  if (key === null) return 'a list where the lab keeps only maps';
  if (parent === roots.projects) {
    const isMap = item.content instanceof Y.ContentType && item.content.type.constructor === Y.Map;
    return projectProblem(key, {}) ?? (isMap ? null : `project ${key.slice(0, 40)}: not a map of fields`);
  }
  if (parent === roots.deletions) return deletionWriteProblem(key, valueOf(item), author);
  if (parent === roots.lab) return labEntryProblem(key, valueOf(item), new Date());
  const projectId = projectIdOf(parent, roots.projects);
  if (projectId === null) return 'a change outside the lab’s projects, deletions and settings';
  const carriedBack = isCarriedBack((parent as Y.Map<unknown>).get(LAST_CHANGE_KEY));
  const problem = projectWriteProblem(projectId, key, valueOf(item), author, new Date(), carriedBack);
  return problem ?? (isMonthKey(key) ? monthCountProblem(projectId, monthsIn(parent as Y.Map<unknown>)) : null);
}

/** How many months of figures a project's map holds now. */
function monthsIn(map: Y.Map<unknown>): number {
  let months = 0;
  for (const key of map.keys()) if (isMonthKey(key)) months += 1;
  return months;
}

const touchedKeys = (transaction: Y.Transaction, root: Y.Map<unknown>) =>
  [...(transaction.changed.get(root as never) ?? [])].filter((key): key is string => key !== null);

/** Whether `item` was written by the transaction (it was not in the lab before it). */
const isNew = (item: Y.Item, transaction: Y.Transaction) =>
  item.id.clock >= (transaction.beforeState.get(item.id.client) ?? 0);

/**
 * Whether the transaction replaced a project's map with another: the key's entry is new, and the
 * entry before it was in the lab until this transaction removed it. That throws the project's
 * fields away as a delete does, so it counts as one.
 */
function replacedMap(key: string, projects: Y.Map<unknown>, transaction: Y.Transaction): boolean {
  const entry = projects._map.get(key);
  const previous = entry?.left;
  if (!entry || entry.deleted || !isNew(entry, transaction) || !(previous instanceof Y.Item)) return false;
  return !isNew(previous, transaction) && Y.isDeleted(transaction.deleteSet, previous.id);
}

/**
 * The deletes and restores a transaction made: a project gone from `projects` or its map replaced,
 * a deletion record written (a delete) or removed (a project brought back). A deletion record that
 * the change did not write excuses no project's removal: a stale one beside a live project (an
 * offline founder's delete of an older version) lets no one remove it outright. Only the keys the
 * change touched are read.
 */
function guardedChange(transaction: Y.Transaction, { projects, deletions }: Roots): GuardedChange {
  const records = touchedKeys(transaction, deletions);
  const written = new Set(records.filter((key) => deletions.has(key)));
  const projectKeys = touchedKeys(transaction, projects);
  const gone = projectKeys.filter((key) => !projects.has(key) && !written.has(key));
  const replaced = projectKeys.filter((key) => replacedMap(key, projects, transaction));
  return {
    deletes: gone.length + written.size + replaced.length,
    restores: records.length - written.size,
  };
}

/**
 * Why the change leaves a project it touched without a field every project keeps
 * (contract/wholeProject.ts), or null: a map written anew holds them all, and no change removes one.
 */
function wholenessProblem(transaction: Y.Transaction, { projects }: Roots): string | null {
  for (const key of touchedKeys(transaction, projects)) {
    const map = projects.get(key);
    const entry = projects._map.get(key);
    if (map instanceof Y.Map && entry && isNew(entry, transaction)) {
      const problem = missingFieldProblem(key, (field) => map.has(field));
      if (problem) return problem;
    }
  }
  for (const [changed, keys] of transaction.changed) {
    const type = changed as unknown as Y.AbstractType<unknown>;
    const id = projectIdOf(type, projects);
    const map = id === null ? null : projects.get(id);
    if (id === null || map !== type || !(map instanceof Y.Map)) continue;
    for (const key of keys) {
      const problem = key !== null && !map.has(key) ? removalProblem(id, key) : null;
      if (problem) return problem;
    }
  }
  return null;
}

/**
 * Why the change a transaction applied to the lab breaks its rules (contract/labDocument.ts) when
 * `author` sends it, or null. Only what the change wrote is read: an entry it wrote that is not
 * shown (it lost to a concurrent write, or the change removed it too) holds nothing to check.
 * Removing a project is a founder's right (a delete); removing a field every project keeps is no one's.
 */
export function changeProblem(doc: Y.Doc, transaction: Y.Transaction, author: string, role: TeamRole): string | null {
  const roots = {
    projects: doc.getMap<unknown>(PROJECTS_KEY),
    deletions: doc.getMap<unknown>(DELETIONS_KEY),
    lab: doc.getMap<unknown>(LAB_KEY),
  };
  const refused = roleChangeProblem(role, guardedChange(transaction, roots)) ?? wholenessProblem(transaction, roots);
  if (refused) return refused;
  for (const item of itemsAddedBy(doc, transaction)) {
    if (item.deleted) continue;
    const problem = itemProblem(item, roots, author);
    if (problem) return problem;
  }
  return null;
}
