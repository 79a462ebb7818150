// @ts-check
// Every change the soak's founders make, and which of them the server acknowledged. A change
// carries a value no other change writes (a marker), so the end of the run can tell whether it is
// in the lab or in its history.

/**
 * @typedef {{ founder: string, number: number, kind: 'add' | 'edit' | 'figure' | 'delete' | 'restore',
 *   projectId: string, field?: string, value?: unknown, month?: string, lastUpdated?: string,
 *   acknowledged: boolean, superseded: boolean }} Change
 */

/** Changes that replace a project's whole map, or take it out: what an earlier change wrote goes with it. */
const WHOLE = new Set(['add', 'delete', 'restore']);

/** The key of the project's map a change wrote: a field, or a month's figures (`month:YYYY-MM`). */
const keyOf = (/** @type {Change} */ change) => (change.month === undefined ? change.field : `month:${change.month}`);

/**
 * Whether `later` overwrote what `earlier` wrote. Both were acknowledged at once (the server may have
 * received them as one update, after a reconnect), so only what `later` left is there to find:
 * an offline founder who edits a note twice, or a month's figures twice, has one change stored.
 * @param {Change} earlier
 * @param {Change} later
 */
const overwrites = (earlier, later) =>
  earlier.projectId === later.projectId &&
  (WHOLE.has(later.kind) || (keyOf(later) !== undefined && keyOf(later) === keyOf(earlier)));

/**
 * Whether a deletion, acknowledged at once with the changes before it, takes out a project those
 * changes added or restored: the server then received neither (the project absent before and after),
 * so it never had the project to record as deleted.
 * @param {Change} change
 * @param {Change[]} before the changes of its batch made before it
 */
const undoesItsBatch = (change, before) =>
  change.kind === 'delete' &&
  ['add', 'restore'].includes(
    before.find((earlier) => earlier.projectId === change.projectId && WHOLE.has(earlier.kind))?.kind ?? '',
  );

export function createLedger() {
  /** @type {Change[]} */
  const changes = [];
  /** @type {Map<string, Change[]>} each founder's changes not yet acknowledged, oldest first */
  const pending = new Map();

  return {
    changes,
    /**
     * @param {string} founder
     * @param {number} number the change's number in its client
     * @param {Omit<Change, 'founder' | 'number' | 'acknowledged' | 'superseded'>} change
     */
    record(founder, number, change) {
      const entry = { ...change, founder, number, acknowledged: false, superseded: false };
      changes.push(entry);
      pending.set(founder, [...(pending.get(founder) ?? []), entry]);
    },
    /** The server acknowledged every change of `founder` up to number `upTo`. */
    acknowledge(/** @type {string} */ founder, /** @type {number} */ upTo) {
      const waiting = pending.get(founder) ?? [];
      const batch = waiting.filter((change) => change.number <= upTo);
      if (batch.length === 0) return;
      pending.set(
        founder,
        waiting.filter((change) => change.number > upTo),
      );
      batch.forEach((change, index) => {
        change.acknowledged = true;
        change.superseded =
          batch.slice(index + 1).some((later) => overwrites(change, later)) ||
          undoesItsBatch(change, batch.slice(0, index));
      });
    },
    counts() {
      const acknowledged = changes.filter((change) => change.acknowledged);
      return {
        sent: changes.length,
        acknowledged: acknowledged.length,
        overwrittenBeforeStored: acknowledged.filter((change) => change.superseded).length,
        notAcknowledged: changes.length - acknowledged.length,
      };
    },
  };
}
