// @ts-check
// The board against its floor (boardFloorPart.mjs): for each board interaction (board.mjs), the
// p75 of each side's Event Timing and of the figure (the later of Event Timing and every
// column's first cards shown), their ratios, and the targets:
//   phone    switch to Board, keyboard move and owner filter on the board: both within 1.5× the
//            floor; switch to Cards: both within 1.2×;
//   desktop  every interaction: p75 <= 50 ms (the figure) and both within 1.2×.
import { measuredBy } from './docBlocks.mjs';
import { byKind, comparisonCells, pairOf, tablesByDevice } from './floorCompare.mjs';
import { TARGETS } from './report.mjs';

/** @typedef {import('./interactionSample.mjs').MeasuredSample} MeasuredSample */
/** @typedef {import('./floorCompare.mjs').Pair} Pair */
/**
 * @typedef {{ device: string, size: number, kind: string, n: number, et: Pair, figure: Pair,
 *   target: string, ok: boolean }} BoardComparison
 */

/** @type {Record<string, number>} */
const PHONE_RATIOS = {
  'switch to Board': 1.5,
  'keyboard move': 1.5,
  'owner filter on the board': 1.5,
  'switch to Cards': 1.2,
};

/**
 * @param {string} device
 * @param {string} kind
 * @returns {{ ratio: number, p75?: number } | null} null: shown for information
 */
const limitsFor = (device, kind) =>
  !(kind in PHONE_RATIOS)
    ? null
    : device === 'desktop'
      ? { ratio: 1.2, p75: TARGETS.desktop.p75 }
      : { ratio: PHONE_RATIOS[kind] };

/**
 * @param {string} device
 * @param {number} size
 * @param {MeasuredSample[]} app
 * @param {MeasuredSample[]} floor
 * @returns {BoardComparison[]}
 */
export function compareBoard(device, size, app, floor) {
  return byKind(app, floor).map(({ kind, ofApp, ofFloor, n }) => {
    const et = pairOf(ofApp, ofFloor, 'et');
    const figure = pairOf(ofApp, ofFloor, 'figure');
    const limits = limitsFor(device, kind);
    const target = !limits ? 'info' : `${limits.p75 ? `p75 <= ${limits.p75} ms, ` : ''}× ${limits.ratio}`;
    const ok =
      !limits ||
      ((!limits.p75 || figure.app <= limits.p75) && et.ratio <= limits.ratio && figure.ratio <= limits.ratio);
    return { device, size, kind, n, et, figure, target, ok };
  });
}

const HEAD = ['projects', 'interaction', 'ET app', 'ET floor', 'ET ×', 'figure app', 'figure floor', 'figure ×'];

/**
 * One markdown table per device (p75 in ms).
 * @param {BoardComparison[]} rows
 */
export const boardFloorTables = (rows) =>
  tablesByDevice(rows, [...HEAD, 'target', 'met'], (row) => comparisonCells(row, [row.et, row.figure]));

/**
 * The docs block: the run it comes from, then the tables.
 * @param {BoardComparison[]} rows
 * @param {{ commit: string, date: string, machine: string }} run
 */
export const boardFloorBlock = (rows, run) => `${measuredBy(run, 'boardFloor')}\n\n${boardFloorTables(rows)}`;
