// @ts-check
// docs/performance.md, written by `npm run bench` after a full run: the fixed text of performanceText.mjs
// (method, targets, route budgets, what keeps the app fast), then a short table of the run's figures
// against their targets, with the commit and the date. Edit the text there, not in the page.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import * as prettier from 'prettier';
import { ANALYSIS, introduction } from './performanceText.mjs';
import { LIGHTHOUSE_TARGETS, LOAD_TARGET, TARGETS } from './report.mjs';

/** @typedef {import('./report.mjs').Row} Row */

/**
 * A run to publish: its rows (report.mjs), the commit and ISO date it ran on, the machine, and
 * an optional sentence on how the figures were gathered.
 * @typedef {{ rows: Row[], commit: string, date: string, machine: string, note?: string }} Run
 */

/** @typedef {{ area: string, figure: string, value: string, target: string, met: string }} SummaryRow */

export const PERFORMANCE_DOC = 'docs/performance.md';

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

/** @param {string} cell */
const escapeCell = (cell) => cell.replaceAll('|', '\\|');

/**
 * @param {string[]} head
 * @param {string[][]} body
 */
const table = (head, body) =>
  [head, head.map(() => '---'), ...body].map((cells) => `| ${cells.map(escapeCell).join(' | ')} |`).join('\n');

/** The targets of report.mjs, as a table. */
const targetsTable = () => {
  const lighthouse = LIGHTHOUSE_TARGETS.map(({ path, performance }) => `\`${path}\` ${performance}`).join(', ');
  const tbt = LIGHTHOUSE_TARGETS.flatMap(({ path, tbtMs }) =>
    tbtMs === null ? [] : [[`Lighthouse total blocking time, \`${path}\``, `<= ${tbtMs} ms`]],
  );
  const allHundred = LIGHTHOUSE_TARGETS.filter((page) => page.allHundred)
    .map(({ path }) => `\`${path}\``)
    .join(' and ');
  /** @param {import('./report.mjs').Device} device */
  const interaction = (device) => `p75 <= ${TARGETS[device].p75} ms, max <= ${TARGETS[device].max} ms`;
  return table(
    ['what', 'target'],
    [
      ['an interaction on the 1440×900 desktop, every lab size', interaction('desktop')],
      ['an interaction on the 390 px phone (4× CPU throttling), every lab size', interaction('phone')],
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
 * The page's markdown (not yet formatted).
 * @param {Run} run
 */
export function renderPerformanceDoc({ rows, commit, date, machine, note }) {
  const summary = summarize(rows);
  const [hash, ...rest] = commit.split(' ');
  const missedKinds = [...new Set(rows.filter((row) => row.kind !== undefined).map((row) => row.area))]
    .map((area) => [area, rows.filter((row) => row.area === area && row.kind !== undefined && !row.ok)])
    .filter(([, missed]) => missed.length > 0)
    .map(([area, missed]) => `- ${area}: ${/** @type {Row[]} */ (missed).map((row) => row.kind).join(', ')}.`);
  const latest = [
    '## Latest run',
    '',
    `Measured by \`npm run bench\` on commit \`${hash}\`${rest.length ? ` ${rest.join(' ')}` : ''}, ${date.slice(0, 10)}, on ${machine}.${note ? ` ${note}` : ''}`,
    '',
    table(
      ['area', 'figure', 'value', 'target', 'met'],
      summary.map((row) => [row.area, row.figure, row.value, row.target, row.met]),
    ),
    '',
    ...(missedKinds.length ? ['The interactions that missed their target:', '', ...missedKinds, ''] : []),
    'The run prints every row (each kind of interaction on its own) and saves them, with every',
    'sample, to `bench-results/bench.json`, which git ignores.',
    '',
  ].join('\n');
  return `${introduction(targetsTable())}\n${latest}\n${ANALYSIS}`;
}

/**
 * Renders the run, formats it as the repository's Prettier does, and writes the page.
 * @param {Run} run
 * @param {string} [file]
 */
export async function writePerformanceDoc(run, file = PERFORMANCE_DOC) {
  const options = (await prettier.resolveConfig(file)) ?? {};
  const markdown = await prettier.format(renderPerformanceDoc(run), { ...options, filepath: file });
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, markdown);
  return file;
}
