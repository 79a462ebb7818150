// @ts-check
// The end of the soak: is every acknowledged change in the lab or in its history (each instance's,
// GET /api/projects/{id}/history), and do all the clients hold the same lab?
import { isDeepStrictEqual } from 'node:util';
import { labText } from './founderClient.mjs';

/**
 * @typedef {import('./ledger.mjs').Change} Change
 * @typedef {{ kind: string, project: Record<string, unknown> & { figures?: Record<string, unknown> } }} Version
 */

/**
 * Every version of each project, as one instance's history answers.
 * @param {string} url @param {string} cookie @param {Iterable<string>} ids
 * @returns {Promise<Map<string, Version[]>>}
 */
export async function historiesOf(url, cookie, ids) {
  const histories = new Map();
  for (const id of ids) {
    const response = await fetch(`${url}/api/projects/${encodeURIComponent(id)}/history`, {
      headers: { Cookie: cookie },
    });
    if (response.status !== 200 && response.status !== 404) throw new Error(`History of ${id}: ${response.status}`);
    const body = /** @type {{ versions?: Version[] }} */ (await response.json());
    histories.set(id, body.versions ?? []);
  }
  return histories;
}

/**
 * Whether a version, or the lab's own map of the project, holds what the change wrote.
 * @param {Change} change
 * @param {Record<string, unknown> | undefined} fields the project's fields, months as `figures`
 */
function holds(change, fields) {
  if (!fields) return false;
  if (change.kind === 'delete') return false;
  if (change.month)
    return isDeepStrictEqual(/** @type {Record<string, unknown>} */ (fields.figures ?? {})[change.month], change.value);
  return isDeepStrictEqual(fields[/** @type {string} */ (change.field)], change.value);
}

/**
 * The project as the lab holds it, with its months gathered as `figures` as a version holds them.
 * @param {Record<string, unknown>} map
 */
function asVersion(map) {
  /** @type {Record<string, unknown>} */
  const figures = {};
  for (const [key, value] of Object.entries(map)) if (key.startsWith('month:')) figures[key.slice(6)] = value;
  return { ...map, figures };
}

/**
 * Where each acknowledged change is found. `lost`: in neither the lab nor any instance's history;
 * `missingFrom[name]`: not in that instance's history though in the lab's state or another's.
 * @param {Change[]} changes
 * @param {{ projects: Record<string, Record<string, unknown>>, deletions: Record<string, Record<string, unknown>> }} lab
 * @param {Record<string, Map<string, Version[]>>} histories by instance name
 */
export function findChanges(changes, lab, histories) {
  /** @type {Change[]} */
  const lost = [];
  /** @type {Record<string, Change[]>} */
  const missingFrom = Object.fromEntries(Object.keys(histories).map((name) => [name, []]));
  const checked = changes.filter((change) => change.acknowledged && !change.superseded);
  // A deletion's version holds the project as the server last had it, which an offline founder may
  // have changed before deleting it: the n-th deletion of a project is found by counting them.
  const deletes = (/** @type {string} */ id) => checked.filter((c) => c.kind === 'delete' && c.projectId === id);
  for (const change of checked) {
    const nth = change.kind === 'delete' ? deletes(change.projectId).indexOf(change) + 1 : 0;
    const inLab =
      change.kind === 'delete'
        ? nth === deletes(change.projectId).length && !(change.projectId in lab.projects)
        : holds(change, lab.projects[change.projectId] && asVersion(lab.projects[change.projectId]));
    let anywhere = inLab;
    for (const [name, history] of Object.entries(histories)) {
      const versions = history.get(change.projectId) ?? [];
      const found =
        change.kind === 'delete'
          ? versions.filter((version) => version.kind === 'deleted').length >= nth
          : versions.some((version) => holds(change, version.project));
      anywhere ||= found;
      if (!found) missingFrom[name].push(change);
    }
    if (!anywhere) lost.push(change);
  }
  return { lost, missingFrom };
}

/**
 * Waits until every doc holds the same lab; returns how many distinct labs there are at the end.
 * @param {import('yjs').Doc[]} docs
 * @param {number} timeoutMs
 */
export async function converge(docs, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const labs = new Set(docs.map(labText));
    if (labs.size === 1 || Date.now() > deadline) return labs.size;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
