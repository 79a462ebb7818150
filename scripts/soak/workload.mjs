// @ts-check
// What a founder does during the soak, at random: adds projects, edits them, enters monthly
// figures, deletes and restores them, and edits the shared projects. Every change writes a value
// of its own (a marker) and is written as the browser writes it (contract/labDocument.ts).
//
// Changes Yjs settles by its rules, and which the product tells the founder about (the same
// field written by two founders at once, an edit of a project another founder deleted), are left
// out of the run: a founder deletes only the projects they added, and on the shared projects each
// founder writes a field of their own. So any acknowledged change that cannot be found is a loss.
import * as Y from 'yjs';

/** The shared projects' field each founder writes, by the founder's place in the founders' list. */
const LANES = ['notes', 'description', 'liveUrl'];
export const SHARED_IDS = ['soak-shared-1', 'soak-shared-2', 'soak-shared-3', 'soak-shared-4', 'soak-shared-5'];

/**
 * A month between 1 and 12 months before the current one: always one a founder may write.
 * @param {number} back
 */
function pastMonth(back) {
  const now = new Date();
  const index = now.getUTCFullYear() * 12 + now.getUTCMonth() - back;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/**
 * @param {string} id
 * @param {string} name the founder's
 * @param {string} notes
 * @param {'added' | 'restored'} lastChange
 */
function projectFields(id, name, notes, lastChange) {
  const at = new Date().toISOString();
  return {
    id,
    name: `Soak ${id}`,
    description: 'A project the soak run keeps changing.',
    status: 'In Dev',
    owners: [name],
    revenue: 0,
    subscribers: 0,
    githubUrl: '',
    liveUrl: '',
    notes,
    createdAt: at,
    lastUpdated: at,
    lastUpdatedBy: name,
    lastChange,
  };
}

/**
 * @param {{ client: Awaited<ReturnType<typeof import('./founderClient.mjs').founderClient>>,
 *   place: number, ledger: ReturnType<typeof import('./ledger.mjs').createLedger>, random: () => number }} options
 */
export function founderWork({ client, place, ledger, random }) {
  const { name, email } = client.founder;
  const key = email.split('@')[0];
  const projects = /** @type {Y.Map<Y.Map<unknown>>} */ (client.doc.getMap('projects'));
  const deletions = /** @type {Y.Map<unknown>} */ (client.doc.getMap('deletions'));
  let added = 0;
  /** @template T @param {T[]} items */
  const pick = (items) => items[Math.floor(random() * items.length)];
  const own = () => [...projects.keys()].filter((id) => id.startsWith(`soak-${key}-`));
  const ownDeleted = () => [...deletions.keys()].filter((id) => id.startsWith(`soak-${key}-`) && !projects.has(id));

  /**
   * Writes a project's map whole (an add, a restore) in one transaction, ending any deletion of it.
   * @param {string} id
   * @param {'add' | 'restore'} kind
   */
  function writeWhole(id, kind) {
    const number = client.change((n) => {
      const map = projects.set(id, new Y.Map());
      const notes = `${key} #${n} ${kind}`;
      for (const [field, value] of Object.entries(
        projectFields(id, name, notes, kind === 'add' ? 'added' : 'restored'),
      ))
        map.set(field, value);
      deletions.delete(id);
    });
    ledger.record(name, number, { kind, projectId: id, field: 'notes', value: `${key} #${number} ${kind}` });
  }

  /**
   * Sets fields of a project as an edit, naming its author.
   * @param {string} id
   * @param {(number: number) => [string, unknown]} write the key and value, from the change's number
   * @param {'edit' | 'figure'} kind
   */
  function edit(id, write, kind) {
    const map = /** @type {Y.Map<unknown>} */ (projects.get(id));
    /** @type {[string, unknown]} */
    let written = ['', null];
    const number = client.change((n) => {
      written = write(n);
      map.set(written[0], written[1]);
      map.set('lastUpdated', new Date().toISOString());
      map.set('lastUpdatedBy', name);
      map.set('lastChange', 'edited');
    });
    const [field, value] = written;
    const month = field.startsWith('month:') ? field.slice('month:'.length) : undefined;
    ledger.record(name, number, month ? { kind, projectId: id, month, value } : { kind, projectId: id, field, value });
  }

  /** The shared projects, added by the first founder before the run. */
  function addShared() {
    for (const id of SHARED_IDS) writeWhole(id, 'add');
  }

  /** One change, at random. */
  function step() {
    const mine = own();
    const roll = random();
    if (roll < 0.15 || mine.length === 0) return writeWhole(`soak-${key}-${(added += 1)}`, 'add');
    if (roll < 0.4) {
      const field = pick(['notes', 'revenue', 'subscribers', 'name']);
      return edit(
        pick(mine),
        (number) => [field, field === 'notes' || field === 'name' ? `${key} #${number}` : number * 10 + place],
        'edit',
      );
    }
    if (roll < 0.65) {
      const lane = LANES[place % LANES.length];
      const value = (/** @type {number} */ number) =>
        lane === 'liveUrl' ? `https://example.com/${key}/${number}` : `${key} #${number}`;
      return edit(pick(SHARED_IDS), (number) => [lane, value(number)], 'edit');
    }
    if (roll < 0.85) {
      const month = pastMonth(1 + Math.floor(random() * 12));
      return edit(
        pick(mine),
        (number) => [`month:${month}`, { revenue: number * 10 + place, subscribers: number }],
        'figure',
      );
    }
    const deleted = ownDeleted();
    if (roll < 0.93 || deleted.length === 0) {
      const id = pick(mine);
      const lastUpdated = String(projects.get(id)?.get('lastUpdated') ?? '');
      const number = client.change(() => {
        deletions.set(id, { deletedBy: name, deletedAt: new Date().toISOString(), lastUpdated });
        projects.delete(id);
      });
      return ledger.record(name, number, { kind: 'delete', projectId: id, lastUpdated });
    }
    return writeWhole(pick(deleted), 'restore');
  }

  return { addShared, step };
}
