// @ts-check
// Figures against targets: p75 and max of the samples, the table, and the JSON CI can keep.
import { execSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';

/** @typedef {'desktop' | 'phone'} Device */

/**
 * One figure against its target. Interaction rows also carry their kind, their number of samples
 * and their p75 and max in ms (Infinity: the page never showed), for docs/performance.md's summary.
 * @typedef {{
 *   area: string, figure: string, value: string | number, target: string, ok: boolean,
 *   kind?: string, samples?: number, p75?: number, max?: number,
 * }} Row
 */

/**
 * One measured interaction (interactions.mjs): its longest Event Timing entry (null: under 16 ms),
 * its figure in ms (undefined: only Event Timing counts) and, for a burst, how far apart its
 * changes went in.
 * @typedef {{ kind: string, et: number | null, figure?: number, spacing?: number[] }} Sample
 */

/**
 * The earlier absolute targets of an interaction, by device: the board's floor comparison still
 * holds the desktop to its p75. The grid's interactions are held to their floor instead
 * (floorCompare.mjs) and to the run before (regression.mjs), and reported here for information.
 */
export const TARGETS = {
  desktop: { p75: 50, max: 100 },
  phone: { p75: 150, max: 200 },
};

/** The dashboard load with a target: the largest lab, on the desktop. */
export const LOAD_TARGET = { device: 'desktop', size: 5000, ms: 1000 };

/**
 * Lighthouse (mobile) targets by page, opened signed in or not: the performance score, the total
 * blocking time where one is set, and whether accessibility, best practices and SEO must each
 * score 100.
 * @type {{ path: string, signedIn: boolean, performance: number, tbtMs: number | null, allHundred: boolean }[]}
 */
export const LIGHTHOUSE_TARGETS = [
  { path: '/', signedIn: false, performance: 100, tbtMs: null, allHundred: true },
  { path: '/login', signedIn: false, performance: 98, tbtMs: null, allHundred: true },
  { path: '/dashboard', signedIn: true, performance: 97, tbtMs: 150, allHundred: false },
];

/**
 * Nearest-rank percentile.
 * @param {number[]} values
 * @param {number} p
 */
export const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)];
};

/** @param {number | null} value */
const ms = (value) => (value === null ? '<16 ms' : Number.isFinite(value) ? `${Math.round(value)} ms` : 'never');

export function createReport() {
  /** @type {Row[]} */
  const rows = [];
  /**
   * @param {string} area
   * @param {string} figure
   * @param {string | number} value
   * @param {string} target
   * @param {boolean} ok
   */
  const add = (area, figure, value, target, ok) => rows.push({ area, figure, value, target, ok });

  /**
   * One row per kind of interaction: p75 and max of its figure (or of its Event Timing alone).
   * @param {string} area
   * @param {Device} _device the device (every kind is reported for information)
   * @param {Sample[]} samples
   * @param {(kind: string) => { p75: number, max?: number } | null} [targetOf] a kind's own target
   *   (null, the default: published for information)
   */
  function interactions(area, _device, samples, targetOf = () => null) {
    const kinds = [...new Set(samples.map((sample) => sample.kind))];
    for (const kind of kinds) {
      const of = samples.filter((sample) => sample.kind === kind);
      const onlyEventTiming = of.every((sample) => sample.figure === undefined);
      const values = of.map((sample) => (onlyEventTiming ? (sample.et ?? 16) : (sample.figure ?? Infinity)));
      const p75 = percentile(values, 75);
      const max = Math.max(...values);
      const ets = of.map((sample) => sample.et ?? 16);
      const detail = onlyEventTiming
        ? 'Event Timing only'
        : `Event Timing p75 ${ms(percentile(ets, 75))}, max ${ms(Math.max(...ets))}`;
      const spacing = of.flatMap((sample) => sample.spacing ?? []);
      const spaced = spacing.length ? `; changes ${ms(percentile(spacing, 50))} apart (median)` : '';
      const target = targetOf(kind);
      const maxTarget = target?.max ?? Infinity;
      rows.push({
        area,
        figure: `${kind} (n=${of.length})`,
        value: `p75 ${ms(p75)}, max ${ms(max)} (${detail}${spaced})`,
        target: !target
          ? 'info'
          : `p75 <= ${target.p75} ms${Number.isFinite(maxTarget) ? `, max <= ${maxTarget} ms` : ''}`,
        ok: !target || (p75 <= target.p75 && max <= maxTarget),
        kind,
        samples: of.length,
        p75,
        max,
      });
    }
  }

  function print() {
    /** @type {(keyof Row)[]} */
    const keys = ['area', 'figure', 'value', 'target', 'ok'];
    const cells = rows.map((row) => keys.map((key) => (key === 'ok' ? (row.ok ? 'yes' : 'NO') : String(row[key]))));
    const widths = keys.map((key, index) => Math.max(key.length, ...cells.map((row) => row[index].length)));
    /** @param {string[]} row */
    const line = (row) => `| ${row.map((cell, index) => cell.padEnd(widths[index])).join(' | ')} |`;
    console.log(line(keys));
    console.log(line(widths.map((width) => '-'.repeat(width))));
    for (const row of cells) console.log(line(row));
  }

  /**
   * Writes bench-results/bench.json; returns the commit measured and when.
   * @param {object} options
   * @param {Record<string, unknown>} details
   */
  async function save(options, details) {
    let commit = 'unknown';
    try {
      /** @param {string} command */
      const git = (command) => execSync(command, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
      commit = git('git rev-parse --short HEAD');
      if (git('git status --porcelain -- src')) commit += ' (src with changes)';
    } catch {
      // Not a git checkout.
    }
    const date = new Date().toISOString();
    await mkdir('bench-results', { recursive: true });
    const json = { commit, date, options, rows, details };
    const text = `${JSON.stringify(json, null, 2)}\n`;
    await writeFile('bench-results/bench.json', text);
    // Kept by commit too, for a later run to compare with (`--against`, regression.mjs).
    if (!commit.includes(' ')) await writeFile(`bench-results/${commit}.json`, text);
    return { commit, date };
  }

  return { rows, add, interactions, print, save, missed: () => rows.filter((row) => !row.ok) };
}
