// @ts-check
// The team server's figures: the load run (N clients × M edits/s through the real server, beside
// the engine alone) and what founders feel (an edit saved in one dashboard until it shows in
// another, at each lab size, beside the engine alone). Adds its rows to the bench's report.
//   node scripts/bench/team/teamBench.mjs [--clients 20] [--rate 5] [--seconds 60] [--sizes 100,5000]
//     [--load-only] (the load run alone: Node, no browser) [--server-node-args "--cpu-prof ..."]
//     (node's own options for the team server's process, to profile it under the load)
import { parseArgs } from 'node:util';
import { launchChromium } from '../../lib/browser.mjs';
import { build } from '../../lib/preview.mjs';
import { createReport, percentile } from '../report.mjs';
import { dashboardFeel, engineFeel, seedLab } from './feel.mjs';
import { runLoad } from './load.mjs';
import { compileTeamServer, startEngine, startTeamServer } from './servers.mjs';

/** Targets of the issue: p95 within 2× the engine alone, memory growth ≤ 30 MB, p95 ≤ 100 ms at 5,000. */
export const TEAM_TARGETS = { loadP95Ratio: 2, memoryGrowthMb: 30, feelP95Ms: 100, feelTargetSize: 5000 };

/** The run: 20 founders' clients × 5 edits/s for 60 s; the founders' feel at 100 and 5,000. */
export const TEAM_RUN = { clients: 20, editsPerSecond: 5, seconds: 60, sizes: [100, 5000], edits: 25 };

/** @param {number} value */
const ms = (value) => `${Math.round(value)} ms`;
/** @param {string} message */
const log = (message) => console.error(`bench: ${message}`);

/**
 * @param {ReturnType<typeof import('../report.mjs').createReport>} report
 * @param {{ distDir: string, loadOnly?: boolean, serverNodeArgs?: string[] } & Partial<typeof TEAM_RUN>} choices
 */
export async function runTeamBench(report, choices) {
  const options = { ...TEAM_RUN, ...choices };
  const main = compileTeamServer();
  const load = { clients: options.clients, editsPerSecond: options.editsPerSecond, seconds: options.seconds };
  const area = `team server, ${options.clients} clients × ${options.editsPerSecond} edits/s × ${options.seconds} s`;

  log(`${area}: engine alone`);
  const engine = await startEngine();
  const alone = await runLoad(engine, false, load).finally(() => engine.stop());
  log(`${area}: team server`);
  const team = await startTeamServer(main, options.distDir, options.serverNodeArgs);
  const served = await runLoad(team, true, load).finally(() => team.stop());

  const growth = served.memoryAfterMb - served.memoryBeforeMb;
  const ratio = served.p95 / alone.p95;
  report.add(
    area,
    'edits lost',
    `${served.lost} of ${served.edits} (each to ${options.clients - 1} others)`,
    '0',
    served.lost === 0,
  );
  report.add(
    area,
    'propagation to the other clients',
    `p50 ${ms(served.p50)}, p95 ${ms(served.p95)}; engine alone p50 ${ms(alone.p50)}, p95 ${ms(alone.p95)} (${ratio.toFixed(2)}×)`,
    `p95 <= ${TEAM_TARGETS.loadP95Ratio}× the engine alone`,
    ratio <= TEAM_TARGETS.loadP95Ratio,
  );
  report.add(
    area,
    'server memory (RSS)',
    `${Math.round(served.memoryBeforeMb)} → ${Math.round(served.memoryAfterMb)} MB (+${Math.round(growth)}); engine alone +${Math.round(alone.memoryAfterMb - alone.memoryBeforeMb)} MB`,
    `growth <= ${TEAM_TARGETS.memoryGrowthMb} MB`,
    growth <= TEAM_TARGETS.memoryGrowthMb,
  );
  report.add(
    area,
    'server CPU time over the run',
    `${served.cpuSeconds.toFixed(1)} s; engine alone ${alone.cpuSeconds.toFixed(1)} s`,
    'info',
    true,
  );
  if (options.loadOnly) return;

  const browser = await launchChromium();
  try {
    for (const size of options.sizes) {
      const feelArea = `desktop, ${size.toLocaleString('en-US')} projects, two founders`;
      log(`${feelArea}: engine alone`);
      const engineServer = await startEngine();
      const baseline = await engineFeel(engineServer.url, size, options.edits).finally(() => engineServer.stop());
      log(`${feelArea}: team server`);
      const server = await startTeamServer(main, options.distDir);
      try {
        const seeded = await seedLab(server.url, size, true);
        seeded.disconnect();
        const samples = await dashboardFeel(browser, server.url, options.edits);
        const p95 = percentile(samples, 95);
        const target = size === TEAM_TARGETS.feelTargetSize;
        report.add(
          feelArea,
          `saved in one dashboard → shown in the other (n=${samples.length})`,
          `p50 ${ms(percentile(samples, 50))}, p95 ${ms(p95)}; engine alone p50 ${ms(percentile(baseline, 50))}, p95 ${ms(percentile(baseline, 95))}`,
          target ? `p95 <= ${TEAM_TARGETS.feelP95Ms} ms` : 'reported',
          !target || p95 <= TEAM_TARGETS.feelP95Ms,
        );
      } finally {
        await server.stop();
      }
    }
  } finally {
    await browser.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      clients: { type: 'string', default: String(TEAM_RUN.clients) },
      rate: { type: 'string', default: String(TEAM_RUN.editsPerSecond) },
      seconds: { type: 'string', default: String(TEAM_RUN.seconds) },
      sizes: { type: 'string', default: TEAM_RUN.sizes.join(',') },
      edits: { type: 'string', default: String(TEAM_RUN.edits) },
      'skip-build': { type: 'boolean' },
      'out-dir': { type: 'string', default: 'dist-bench' },
      'load-only': { type: 'boolean' },
      'server-node-args': { type: 'string', default: '' },
    },
  });
  if (!values['skip-build']) build(values['out-dir']);
  const report = createReport();
  await runTeamBench(report, {
    distDir: values['out-dir'],
    clients: Number(values.clients),
    editsPerSecond: Number(values.rate),
    seconds: Number(values.seconds),
    sizes: values.sizes.split(',').map(Number),
    edits: Number(values.edits),
    loadOnly: values['load-only'],
    serverNodeArgs: values['server-node-args'].split(' ').filter(Boolean),
  });
  report.print();
  process.exit(report.missed().length ? 1 : 0);
}
