// @ts-check
// The app against its floor (floorPart.mjs): for each kind of interaction, the p75 of each side's
// Event Timing, cards in view and all cards of the first page, their ratios, and the targets:
//   phone    status, owner, sort and each search keystroke: Event Timing and cards in view within
//            1.2× the floor, all cards within 1.5×;
//   desktop  every interaction: p75 <= 50 ms (the bench's figure) and each of the three within 1.2×.
// Other kinds (opening a menu) are shown for information.
import { measuredBy, table } from './docBlocks.mjs';
import { percentile, TARGETS } from './report.mjs';

/** @typedef {import('./interactionSample.mjs').MeasuredSample} MeasuredSample */
/** @typedef {{ app: number, floor: number, ratio: number }} Pair */
/**
 * @typedef {{ device: string, size: number, kind: string, n: number, et: Pair, inView: Pair, shown: Pair,
 *   figure: number, target: string, ok: boolean }} Comparison
 */

const GOAL_KINDS = ['status All → Live', 'status Live → All', 'owner filter', 'sort change', 'search keystroke'];
/** @type {Record<string, { et: number, inView: number, shown: number, p75?: number }>} */
const RATIOS = {
  phone: { et: 1.2, inView: 1.2, shown: 1.5 },
  desktop: { et: 1.2, inView: 1.2, shown: 1.2, p75: TARGETS.desktop.p75 },
};

/**
 * @param {MeasuredSample[]} samples
 * @param {'et' | 'inView' | 'shown' | 'figure'} key
 */
const p75 = (samples, key) =>
  percentile(
    samples.map((sample) => (key === 'et' ? (sample.et ?? 16) : (sample[key] ?? Infinity))),
    75,
  );

/**
 * @param {string} device
 * @param {number} size
 * @param {MeasuredSample[]} app
 * @param {MeasuredSample[]} floor
 * @returns {Comparison[]}
 */
export function compare(device, size, app, floor) {
  return [...new Set(app.map((sample) => sample.kind))].map((kind) => {
    const ofApp = app.filter((sample) => sample.kind === kind);
    const ofFloor = floor.filter((sample) => sample.kind === kind);
    /** @param {'et' | 'inView' | 'shown'} key */
    const pair = (key) => {
      const [a, f] = [p75(ofApp, key), p75(ofFloor, key)];
      // Both 0: the page was already there (opening a menu).
      return { app: a, floor: f, ratio: a === f ? 1 : a / f };
    };
    const [et, inView, shown] = [pair('et'), pair('inView'), pair('shown')];
    const figure = p75(ofApp, 'figure');
    const limits = GOAL_KINDS.includes(kind) ? RATIOS[device] : null;
    const target = !limits
      ? 'info'
      : `${limits.p75 ? `p75 <= ${limits.p75} ms, ` : ''}× ${limits.et} / ${limits.inView} / ${limits.shown}`;
    const ok =
      !limits ||
      ((!limits.p75 || figure <= limits.p75) &&
        et.ratio <= limits.et &&
        inView.ratio <= limits.inView &&
        shown.ratio <= limits.shown);
    return { device, size, kind, n: Math.min(ofApp.length, ofFloor.length), et, inView, shown, figure, target, ok };
  });
}

/** @param {number} value */
const ms = (value) => (Number.isFinite(value) ? String(Math.round(value)) : 'never');
/** @param {number} ratio */
const times = (ratio) => (Number.isFinite(ratio) ? `${ratio.toFixed(2)}×` : '—');
const HEAD = ['projects', 'interaction', 'ET app', 'ET floor', 'ET ×', 'in view app', 'in view floor', 'in view ×'];
const HEAD_END = ['all cards app', 'all cards floor', 'all cards ×', 'target', 'met'];

/** @param {Comparison} row */
const cells = (row) => [
  row.size.toLocaleString('en-US'),
  `${row.kind} (n=${row.n})`,
  ...[row.et, row.inView, row.shown].flatMap((pair) => [ms(pair.app), ms(pair.floor), times(pair.ratio)]),
  row.target,
  row.ok ? 'yes' : 'NO',
];

/**
 * One markdown table per device (p75 in ms).
 * @param {Comparison[]} rows
 */
export function floorTables(rows) {
  return [...new Set(rows.map((row) => row.device))]
    .map(
      (device) =>
        `**${device}** (p75, ms)\n\n${table([...HEAD, ...HEAD_END], rows.filter((row) => row.device === device).map(cells))}`,
    )
    .join('\n\n');
}

/**
 * The docs block: the run it comes from, then the tables.
 * @param {Comparison[]} rows
 * @param {{ commit: string, date: string, machine: string }} run
 */
export const floorBlock = (rows, run) => `${measuredBy(run, 'floor')}\n\n${floorTables(rows)}`;
