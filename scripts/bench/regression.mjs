// @ts-check
// "No interaction slower than the release before it by more than the noise of its own run"
// (docs/performance.md, "Goals"): each kind of interaction's p75 against the same kind's in an
// earlier run (`npm run bench -- --against bench-results/COMMIT.json`, which that run saved). The
// noise is this run's own spread of the kind: its p75 less its p25.
import { percentile } from './report.mjs';

/** @typedef {import('./report.mjs').Row} Row */
/** @typedef {{ kind: string, et: number | null, figure?: number }} Sample */
/** @typedef {{ commit: string, rows: Row[] }} EarlierRun */
/**
 * @typedef {{ area: string, kind: string, now: number, before: number, noise: number, ok: boolean }} Regression
 */

/** @param {Sample} sample */
const valueOf = (sample) => sample.figure ?? sample.et ?? 16;

/**
 * Each kind both runs measured in the same area: this run's p75, the earlier one's, the noise.
 * @param {Row[]} rows this run's rows
 * @param {(area: string) => Sample[]} samplesOf this run's samples of an area's interactions
 * @param {EarlierRun} earlier
 * @returns {Regression[]}
 */
export function regressions(rows, samplesOf, earlier) {
  const before = new Map(earlier.rows.filter((row) => row.kind).map((row) => [`${row.area}\n${row.kind}`, row]));
  return rows.flatMap((row) => {
    const then = before.get(`${row.area}\n${row.kind}`);
    if (!row.kind || row.p75 === undefined || then?.p75 === undefined) return [];
    const values = samplesOf(row.area)
      .filter((sample) => sample.kind === row.kind)
      .map(valueOf);
    const noise = values.length ? percentile(values, 75) - percentile(values, 25) : 0;
    const ok = row.p75 <= then.p75 + noise;
    return [{ area: row.area, kind: row.kind, now: row.p75, before: then.p75, noise, ok }];
  });
}

/**
 * Adds a row to the report for each regression compared.
 * @param {{ add: (area: string, figure: string, value: string, target: string, ok: boolean) => void }} report
 * @param {Regression[]} compared
 * @param {string} commit the earlier run's
 */
export function reportRegressions(report, compared, commit) {
  const ms = (/** @type {number} */ value) => (Number.isFinite(value) ? `${Math.round(value)} ms` : 'never');
  for (const { area, kind, now, before, noise, ok } of compared)
    report.add(
      `${area}: against ${commit}`,
      `${kind}: p75 now, then (noise: this run's p75 − p25)`,
      `${ms(now)}, ${ms(before)} (noise ${ms(noise)})`,
      '<= then + noise',
      ok,
    );
}
