// @ts-check
// Where the receiving founder's time goes: `node scripts/bench/team/receiverProfile.mjs --size 5000`
// starts the team server (compiled as `npm run team` runs it) on a fresh lab of --size bench
// projects, opens Alex's and Maya's dashboards, and has Alex save --edits revenues, twice: with a
// Chrome trace of Maya's page (her main-thread work by kind), then with the CPU profiler on it
// (self time per function, and per module when --maps names a `vite build --sourcemap` build,
// matched to the served chunks by name). Each edit's feel (saved → shown on Maya's card) is
// printed too. Serves the build in --out-dir (default dist-bench, `npm run bench -- --only none`).
import { parseArgs } from 'node:util';
import { launchChromium } from '../../lib/browser.mjs';
import { printSummary, summarizeProfile, summarizeTrace } from '../profileSummary.mjs';
import { openFounders, seedLab, timeOneEdit } from './feel.mjs';
import { compileTeamServer, startTeamServer } from './servers.mjs';

/** @typedef {import('../profileSummary.mjs').CpuProfile} CpuProfile */
const { values } = parseArgs({
  options: {
    size: { type: 'string', default: '5000' },
    edits: { type: 'string', default: '10' },
    maps: { type: 'string' },
    'out-dir': { type: 'string', default: 'dist-bench' },
  },
});
const EDITS = Number(values.edits);
const RECEIVER_MARK = 'forge-bench-receiver';

const server = await startTeamServer(compileTeamServer(), values['out-dir']);
const browser = await launchChromium();
try {
  const seeded = await seedLab(server.url, Number(values.size), true);
  seeded.disconnect();
  const { alex, maya, close } = await openFounders(browser, server.url);
  /** @type {number[]} */
  const feel = [];
  /** @param {number} pass */
  const edits = async (pass) => {
    for (let edit = 1; edit <= EDITS; edit += 1) feel.push(await timeOneEdit(alex, maya, pass * EDITS + edit));
  };

  await browser.startTracing(maya, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing'],
  });
  // Both founders' pages are in the trace: the mark tells Maya's renderer from Alex's.
  await maya.evaluate((mark) => performance.mark(mark), RECEIVER_MARK);
  await edits(0);
  const trace = summarizeTrace(await browser.stopTracing(), RECEIVER_MARK);
  const cdp = await maya.context().newCDPSession(maya);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await edits(1);
  const { profile } = await cdp.send('Profiler.stop');
  printSummary(
    `a revenue saved by Alex × ${EDITS}, shown on Maya's dashboard, ${values.size} projects (Maya's page)`,
    trace,
    summarizeProfile(/** @type {CpuProfile} */ (profile), values.maps),
  );
  console.log(`saved → shown, each edit (ms): ${feel.map(Math.round).join(', ')}`);
  await close();
} finally {
  await browser.close();
  await server.stop();
}
