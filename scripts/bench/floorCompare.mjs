// @ts-check
// The app against its floor (floorPart.mjs): for each kind of interaction, the p75 of each side's
// Event Timing, cards in view and all cards of the first page, their ratios, and the goals
// (docs/performance.md, "Goals"), for status, owner, sort and each search keystroke:
//   phone    Event Timing and cards in view within 1.5× the floor, all cards within 2×;
//   desktop  the bench's figure (the later of Event Timing's end and all cards shown) within 1.5×.
// Other kinds (opening a menu) are shown for information.
import { measuredBy, table } from './docBlocks.mjs';
import { percentile } from './report.mjs';

/** @typedef {import('./interactionSample.mjs').MeasuredSample} MeasuredSample */
/** @typedef {{ app: number, floor: number, ratio: number }} Pair */
/**
 * @typedef {{ device: string, size: number, kind: string, n: number, et: Pair, inView: Pair, shown: Pair,
 *   figure: number, target: string, ok: boolean }} Comparison
 */

const GOAL_KINDS = ['status All → Live', 'status Live → All', 'owner filter', 'sort change', 'search keystroke'];
/** The most each side may be of the floor's: Event Timing, cards in view, all cards, the bench's figure. */
/** @type {Record<string, { et: number, inView: number, shown: number, figure: number }>} */
export const FLOOR_GOALS = {
  phone: { et: 1.5, inView: 1.5, shown: 2, figure: Infinity },
  desktop: { et: Infinity, inView: Infinity, shown: Infinity, figure: 1.5 },
};

/** @typedef {'et' | 'inView' | 'shown' | 'figure'} Key */

/**
 * @param {MeasuredSample[]} samples
 * @param {Key} key
 */
const p75 = (samples, key) =>
  percentile(
    samples.map((sample) => (key === 'et' ? (sample.et ?? 16) : (sample[key] ?? Infinity))),
    75,
  );

/**
 * The p75 of `key` on each side, and their ratio.
 * @param {MeasuredSample[]} app
 * @param {MeasuredSample[]} floor
 * @param {Key} key
 * @returns {Pair}
 */
export function pairOf(app, floor, key) {
  const [a, f] = [p75(app, key), p75(floor, key)];
  // Both 0: the page was already there (opening a menu).
  return { app: a, floor: f, ratio: a === f ? 1 : a / f };
}

/**
 * The samples of each kind the app has, on each side.
 * @param {MeasuredSample[]} app
 * @param {MeasuredSample[]} floor
 * @returns {{ kind: string, ofApp: MeasuredSample[], ofFloor: MeasuredSample[], n: number }[]}
 */
export const byKind = (app, floor) =>
  [...new Set(app.map((sample) => sample.kind))].map((kind) => {
    const ofApp = app.filter((sample) => sample.kind === kind);
    const ofFloor = floor.filter((sample) => sample.kind === kind);
    return { kind, ofApp, ofFloor, n: Math.min(ofApp.length, ofFloor.length) };
  });

/**
 * @param {string} device
 * @param {number} size
 * @param {MeasuredSample[]} app
 * @param {MeasuredSample[]} floor
 * @returns {Comparison[]}
 */
export function compare(device, size, app, floor) {
  return byKind(app, floor).map(({ kind, ofApp, ofFloor, n }) => {
    const [et, inView, shown] = [
      pairOf(ofApp, ofFloor, 'et'),
      pairOf(ofApp, ofFloor, 'inView'),
      pairOf(ofApp, ofFloor, 'shown'),
    ];
    const figurePair = pairOf(ofApp, ofFloor, 'figure');
    const figure = figurePair.app;
    const limits = GOAL_KINDS.includes(kind) ? FLOOR_GOALS[device] : null;
    const target = !limits
      ? 'info'
      : Number.isFinite(limits.figure)
        ? `figure × ${limits.figure}`
        : `× ${limits.et} / ${limits.inView} / ${limits.shown}`;
    const ok =
      !limits ||
      (figurePair.ratio <= limits.figure &&
        et.ratio <= limits.et &&
        inView.ratio <= limits.inView &&
        shown.ratio <= limits.shown);
    return { device, size, kind, n, et, inView, shown, figure, target, ok };
  });
}

/** @param {number} value */
const ms = (value) => (Number.isFinite(value) ? String(Math.round(value)) : 'never');
/** @param {number} ratio */
const times = (ratio) => (Number.isFinite(ratio) ? `${ratio.toFixed(2)}×` : '—');
/**
 * A pair's three cells: app, floor, ratio.
 * @param {Pair} pair
 */
export const pairCells = (pair) => [ms(pair.app), ms(pair.floor), times(pair.ratio)];
/**
 * A pair for the bench's printed report: "120 / 80 ms (1.50×)".
 * @param {Pair} pair
 */
export const sideText = (pair) => `${Math.round(pair.app)} / ${Math.round(pair.floor)} ms (${pair.ratio.toFixed(2)}×)`;
const HEAD = ['projects', 'interaction', 'ET app', 'ET floor', 'ET ×', 'in view app', 'in view floor', 'in view ×'];
const HEAD_END = ['all cards app', 'all cards floor', 'all cards ×', 'target', 'met'];

/**
 * A comparison's cells: its size, its kind, each of `pairs` (app, floor, ratio), its target.
 * @param {{ size: number, kind: string, n: number, target: string, ok: boolean }} row
 * @param {Pair[]} pairs
 */
export const comparisonCells = (row, pairs) => [
  row.size.toLocaleString('en-US'),
  `${row.kind} (n=${row.n})`,
  ...pairs.flatMap(pairCells),
  row.target,
  row.ok ? 'yes' : 'NO',
];

/** @param {Comparison} row */
const cells = (row) => comparisonCells(row, [row.et, row.inView, row.shown]);

/**
 * One markdown table per device (p75 in ms).
 * @template {{ device: string }} Row
 * @param {Row[]} rows
 * @param {string[]} head
 * @param {(row: Row) => string[]} toCells
 */
export const tablesByDevice = (rows, head, toCells) =>
  [...new Set(rows.map((row) => row.device))]
    .map(
      (device) => `**${device}** (p75, ms)\n\n${table(head, rows.filter((row) => row.device === device).map(toCells))}`,
    )
    .join('\n\n');

/** @param {Comparison[]} rows */
export const floorTables = (rows) => tablesByDevice(rows, [...HEAD, ...HEAD_END], cells);

/**
 * The docs block: the run it comes from, then the tables.
 * @param {Comparison[]} rows
 * @param {{ commit: string, date: string, machine: string }} run
 */
export const floorBlock = (rows, run) => `${measuredBy(run, 'floor')}\n\n${floorTables(rows)}`;
