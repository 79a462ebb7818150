// Figures against targets: p75 and max of the samples, the table, and the JSON CI can keep.
import { execSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';

/** Interaction targets by device (issue targets, every lab size). */
export const TARGETS = {
  desktop: { p75: 50, max: 100 },
  phone: { p75: 150, max: 200 },
};

/** Nearest-rank percentile. */
export const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)];
};

const ms = (value) => (value === null ? '<16 ms' : Number.isFinite(value) ? `${Math.round(value)} ms` : 'never');

export function createReport() {
  const rows = [];
  const add = (area, figure, value, target, ok) => rows.push({ area, figure, value, target, ok });

  /** One row per kind of interaction: p75 and max of its figure (or of its Event Timing alone). */
  function interactions(area, device, samples) {
    const kinds = [...new Set(samples.map((sample) => sample.kind))];
    for (const kind of kinds) {
      const of = samples.filter((sample) => sample.kind === kind);
      const onlyEventTiming = of.every((sample) => sample.figure === undefined);
      const values = of.map((sample) => (onlyEventTiming ? (sample.et ?? 16) : sample.figure));
      const p75 = percentile(values, 75);
      const max = Math.max(...values);
      const ets = of.map((sample) => sample.et ?? 16);
      const detail = onlyEventTiming
        ? 'Event Timing only'
        : `Event Timing p75 ${ms(percentile(ets, 75))}, max ${ms(Math.max(...ets))}`;
      const spacing = of.flatMap((sample) => sample.spacing ?? []);
      const spaced = spacing.length ? `; changes ${ms(percentile(spacing, 50))} apart (median)` : '';
      const { p75: p75Target, max: maxTarget } = TARGETS[device];
      add(
        area,
        `${kind} (n=${of.length})`,
        `p75 ${ms(p75)}, max ${ms(max)} (${detail}${spaced})`,
        `p75 <= ${p75Target} ms, max <= ${maxTarget} ms`,
        p75 <= p75Target && max <= maxTarget,
      );
    }
  }

  function print() {
    const keys = ['area', 'figure', 'value', 'target', 'ok'];
    const cells = rows.map((row) => keys.map((key) => (key === 'ok' ? (row.ok ? 'yes' : 'NO') : String(row[key]))));
    const widths = keys.map((key, index) => Math.max(key.length, ...cells.map((row) => row[index].length)));
    const line = (row) => `| ${row.map((cell, index) => cell.padEnd(widths[index])).join(' | ')} |`;
    console.log(line(keys));
    console.log(line(widths.map((width) => '-'.repeat(width))));
    for (const row of cells) console.log(line(row));
  }

  async function save(options, details) {
    let commit = 'unknown';
    try {
      const git = (command) => execSync(command, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
      commit = git('git rev-parse --short HEAD');
      if (git('git status --porcelain -- src')) commit += ' (src with changes)';
    } catch {
      // Not a git checkout.
    }
    await mkdir('bench-results', { recursive: true });
    const json = { commit, date: new Date().toISOString(), options, rows, details };
    await writeFile('bench-results/bench.json', `${JSON.stringify(json, null, 2)}\n`);
    return commit;
  }

  return { rows, add, interactions, print, save, missed: () => rows.filter((row) => !row.ok) };
}
