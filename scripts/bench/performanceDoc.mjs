// @ts-check
// What a full run of `npm run bench` writes into docs/performance.md: the targets table and the
// latest run's summary table (docBlocks.mjs), with the commit and the date. The prose around them
// is the page's own.
import { measuredBy, PERFORMANCE_DOC, rewriteBlocks, table } from './docBlocks.mjs';
import { DEVTOOLS_TARGET } from './devtools.mjs';
import { PLANS_TARGETS } from './plans.mjs';
import { FLOOR_GOALS } from './floorCompare.mjs';
import { LIGHTHOUSE_TARGETS, LOAD_TARGET } from './report.mjs';

/** @typedef {import('./report.mjs').Row} Row */

/**
 * A run to publish: its rows (report.mjs), the commit and ISO date it ran on, the machine, and
 * an optional sentence on how the figures were gathered.
 * @typedef {{ rows: Row[], commit: string, date: string, machine: string, note?: string }} Run
 */

/** @typedef {{ area: string, figure: string, value: string, target: string, met: string }} SummaryRow */

/** @param {number | undefined} value */
const ms = (value) => (value !== undefined && Number.isFinite(value) ? `${Math.round(value)} ms` : 'never');

/**
 * The rows with a target, and every dashboard load; each area's interactions as one row, its
 * slowest kind by p75 and by max.
 * @param {Row[]} rows
 * @returns {SummaryRow[]}
 */
export function summarize(rows) {
  /** @type {Map<string, Row[]>} */
  const interactions = new Map();
  for (const row of rows)
    if (row.kind !== undefined) interactions.set(row.area, [...(interactions.get(row.area) ?? []), row]);
  /** @type {SummaryRow[]} */
  const summary = [];
  const done = new Set();
  for (const row of rows) {
    if (row.kind === undefined) {
      if (row.target !== 'info' || row.figure.startsWith('dashboard load'))
        summary.push({ ...row, value: String(row.value), met: row.ok ? 'yes' : 'NO' });
      continue;
    }
    if (done.has(row.area)) continue;
    done.add(row.area);
    const group = interactions.get(row.area) ?? [];
    /** @param {'p75' | 'max'} key */
    const slowest = (key) => group.reduce((worst, next) => ((next[key] ?? 0) > (worst[key] ?? 0) ? next : worst));
    const byP75 = slowest('p75');
    const byMax = slowest('max');
    const missed = group.filter((kind) => !kind.ok).length;
    const targets = new Set(group.map((kind) => kind.target));
    summary.push({
      area: row.area,
      figure: `interactions, the slowest of ${group.length} kinds (n >= ${Math.min(...group.map((kind) => kind.samples ?? 0))} each)`,
      value: `p75 ${ms(byP75.p75)} (${byP75.kind}), max ${ms(byMax.max)} (${byMax.kind})`,
      target: targets.size === 1 ? row.target : 'by kind',
      met: missed ? `NO: ${missed} of ${group.length} kinds` : 'yes',
    });
  }
  return summary;
}

/** The goals of the bench (floorCompare.mjs, devtools.mjs, report.mjs), as a table. */
export const targetsTable = () => {
  const lighthouse = LIGHTHOUSE_TARGETS.map(({ path, performance }) => `\`${path}\` ${performance}`).join(', ');
  const tbt = LIGHTHOUSE_TARGETS.flatMap(({ path, tbtMs }) =>
    tbtMs === null ? [] : [[`Lighthouse total blocking time, \`${path}\``, `<= ${tbtMs} ms`]],
  );
  const allHundred = LIGHTHOUSE_TARGETS.filter((page) => page.allHundred)
    .map(({ path }) => `\`${path}\``)
    .join(' and ');
  const { phone, desktop } = FLOOR_GOALS;
  const kinds = 'status, owner, sort and a search keystroke, every lab size';
  return table(
    ['what', 'target'],
    [
      [
        `the 390 px phone (4× CPU throttling): ${kinds}`,
        `Event Timing and cards in view <= ${phone.et}× the floor's, all cards <= ${phone.shown}×`,
      ],
      [`the 1440×900 desktop: ${kinds}`, `p75 <= ${desktop.figure}× the floor's`],
      ['every interaction against the run before (`--against`)', "p75 <= then + this run's p75 − p25"],
      [
        'a status change, 5,000 projects, desktop, with Redux DevTools attached',
        `<= ${DEVTOOLS_TARGET.ratio}× without it`,
      ],
      ['Needs attention pressed or released, 5,000 projects, desktop', `<= ${PLANS_TARGETS.toggle}× a status change`],
      [
        'a status change, 5,000 projects, desktop, a goal and a next step on every card',
        `<= ${PLANS_TARGETS.withPlans}× the same lab without them`,
      ],
      [
        `dashboard load, ${LOAD_TARGET.size.toLocaleString('en-US')} projects, ${LOAD_TARGET.device}`,
        `<= ${LOAD_TARGET.ms} ms`,
      ],
      ['Lighthouse performance score, mobile, median of 5', lighthouse],
      ...tbt,
      [`Lighthouse accessibility, best practices and SEO, ${allHundred}`, '100 each'],
    ],
  );
};

/**
 * The latest run's block: the line naming it, the summary table, the interactions that missed.
 * @param {Run} run
 */
export function latestRun(run) {
  const { rows, note } = run;
  const missedKinds = [...new Set(rows.filter((row) => row.kind !== undefined).map((row) => row.area))]
    .map((area) => [area, rows.filter((row) => row.area === area && row.kind !== undefined && !row.ok)])
    .filter(([, missed]) => missed.length > 0)
    .map(([area, missed]) => `- ${area}: ${/** @type {Row[]} */ (missed).map((row) => row.kind).join(', ')}.`);
  return [
    `${measuredBy(run)}${note ? ` ${note}` : ''}`,
    '',
    table(
      ['area', 'figure', 'value', 'target', 'met'],
      summarize(rows).map((row) => [row.area, row.figure, row.value, row.target, row.met]),
    ),
    '',
    ...(missedKinds.length ? ['The interactions that missed their target:', '', ...missedKinds] : []),
  ].join('\n');
}

/**
 * Rewrites the page's targets and latest-run blocks.
 * @param {Run} run
 * @param {string} [file]
 */
export const writePerformanceDoc = (run, file = PERFORMANCE_DOC) =>
  rewriteBlocks({ targets: targetsTable(), latest: latestRun(run) }, file);
