// @ts-check
// The team server's history figures (historyBench.mjs, run as a process of its own, as it is
// on its own) as rows of the bench's report: one project's history as the server answers it
// (p95 <= 20 ms), the Activity panel's first page, and the bytes its database stores per version.
import { spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

const SCRIPT = fileURLToPath(new URL('./historyBench.mjs', import.meta.url));
const RESULTS = 'bench-results/history-server.json';

/**
 * What historyBench.mjs writes.
 * @typedef {{ projects: number, versions: number, requests: number,
 *   historyMs: { p50: number, p95: number, target: number },
 *   activityFirstPageMs: { p50: number, p95: number }, bytesPerVersion: number, databaseMb: number }} Results
 */

/**
 * @param {ReturnType<typeof import('../report.mjs').createReport>} report
 * @param {Record<string, unknown>} details
 * @param {{ projects: number, versions: number, log: (message: string) => void }} options
 */
export async function benchHistoryServer(report, details, { projects, versions, log }) {
  log(`team server history: ${projects} projects, ${versions} versions`);
  const args = [SCRIPT, '--projects', String(projects), '--versions', String(versions)];
  const run = spawnSync(process.execPath, args, { stdio: ['ignore', 'ignore', 'inherit'] });
  if (run.status !== 0 && run.status !== 1) throw new Error(`historyBench.mjs exited with ${run.status}`);
  /** @type {Results} */
  const results = JSON.parse(await readFile(RESULTS, 'utf8'));
  const area = `team server, ${projects.toLocaleString('en-US')} projects, ${versions.toLocaleString('en-US')} versions: history`;
  /** @param {number} value */
  const ms = (value) => `${value.toFixed(1)} ms`;
  const { historyMs, activityFirstPageMs } = results;
  report.add(
    area,
    `one project's history, answered and read (p95 of ${results.requests} requests)`,
    `p95 ${ms(historyMs.p95)} (median ${ms(historyMs.p50)})`,
    `p95 <= ${historyMs.target} ms`,
    historyMs.p95 <= historyMs.target,
  );
  report.add(
    area,
    `Activity's first page, answered and read (p95 of ${results.requests} requests)`,
    `p95 ${ms(activityFirstPageMs.p95)} (median ${ms(activityFirstPageMs.p50)})`,
    'info',
    true,
  );
  report.add(
    area,
    'bytes the history database stores per version',
    `${results.bytesPerVersion.toLocaleString('en-US')} B (${results.databaseMb} MB in all)`,
    'info',
    true,
  );
  details[area] = results;
}
