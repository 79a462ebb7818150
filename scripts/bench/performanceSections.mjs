// @ts-check
// The board's, the history's and the Growth view's tables in docs/performance-figures.md. Each is a block
// of its own (docBlocks.mjs), rewritten by any run that measured every figure of it (`npm run bench
// -- --only board,history` is enough: it need not be a full run), with the commit it ran on.
import { FIGURES_DOC, measuredBy, rewriteBlocks, table } from './docBlocks.mjs';

/** @typedef {import('./report.mjs').Row} Row */
/** @typedef {import('./performanceDoc.mjs').Run} Run */
/** @typedef {{ key: 'board' | 'history' | 'growth', owns: (row: Row) => boolean }} Section */

/** @type {Section[]} */
const SECTIONS = [
  { key: 'board', owns: (row) => row.area.endsWith(': board') },
  { key: 'history', owns: (row) => row.area.endsWith(': history') },
  { key: 'growth', owns: (row) => row.area.includes(': growth') },
];

/**
 * The sections whose every figure this run measured.
 * @param {{ only: string[], sizes: number[], devices: string[], versions: number }} options
 */
export function publishedSections({ only, sizes, devices, versions }) {
  const bothDevices = ['desktop', 'phone'].every((device) => devices.includes(device));
  const complete = {
    board: bothDevices && [100, 1000, 5000].every((size) => sizes.includes(size)),
    history: bothDevices && Math.max(...sizes) === 5000 && versions === 100_000,
    growth: bothDevices && sizes.includes(5000),
  };
  return SECTIONS.filter((section) => only.includes(section.key) && complete[section.key]);
}

/**
 * A section's block: the line naming the run, and the section's rows.
 * @param {Section} section
 * @param {Run} run
 */
export function renderSection(section, run) {
  const body = run.rows
    .filter(section.owns)
    .map((row) => [row.area, row.figure, String(row.value), row.target, row.ok ? 'yes' : 'NO']);
  return `${measuredBy(run, section.key)}\n\n${table(['area', 'figure', 'value', 'target', 'met'], body)}`;
}

/**
 * Rewrites each section's block of the page.
 * @param {Section[]} sections
 * @param {Run} run
 * @param {string} [file]
 */
export const writeSections = (sections, run, file = FIGURES_DOC) =>
  rewriteBlocks(Object.fromEntries(sections.map((section) => [section.key, renderSection(section, run)])), file);
