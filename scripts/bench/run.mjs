// @ts-check
// `npm run bench`: builds the app into dist-bench/, serves it on a free port, drives the system
// Chromium and prints every performance figure against its target; the table and the samples go
// to bench-results/bench.json, and a full run (every part, size and device) rewrites the targets
// and summary tables of docs/performance.md (performanceDoc.mjs). Exits non-zero when any target
// is missed.
//
// Options (to run it in pieces):
//   --only lighthouse,load,interactions,board,growth,history,team,floor,boardFloor,devtools,plans
//                                         parts to run (default: all; board: boardHistory.mjs;
//                                         history: the browser's at the largest size, then
//                                         team/historyBench.mjs; team: team/teamBench.mjs; floor and
//                                         boardFloor: floorPart.mjs, boardFloorPart.mjs; devtools and
//                                         plans: largestDesktop.mjs)
//   --versions 100000                     versions in the history the history part fills
//   --sizes 100,1000,5000                 lab sizes (default: all three)
//   --devices desktop,phone               desktop 1440×900; phone 390×844 with 4× CPU throttling
//   --rounds 20                           rounds of each interaction (20 gives ≥ 20 samples of each)
//   --loads 5                             timed dashboard loads per lab and device
//   --runs 5                              Lighthouse runs per page
//   --skip-build, --out-dir dist-bench    measure a build already there
//   --port 4180                           serve it on this port (default: a free one)
//   --against bench-results/abc1234.json  each interaction against an earlier run's, which every
//                                         run saves under its commit (regression.mjs)
import { readFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';
import { launchChromium } from '../lib/browser.mjs';
import { build, freePort, startPreview } from '../lib/preview.mjs';
import { boardFloorBlock, boardFloorTables } from './boardFloorCompare.mjs';
import { benchBoardFloor } from './boardFloorPart.mjs';
import { buildFloor } from './floorBuild.mjs';
import { floorBlock, floorTables } from './floorCompare.mjs';
import { benchFloor } from './floorPart.mjs';
import { benchInteractions, benchLoad } from './gridParts.mjs';
import { benchGrowth } from './growth.mjs';
import { buildLab, withCurrentMonthOnly, withPlans } from './lab.mjs';
import { benchLighthouse } from './lighthouseRows.mjs';
import { DEVICES, openDeviceContext } from './devices.mjs';
import { benchBoard, benchHistory } from './boardHistory.mjs';
import { FIGURES_DOC, rewriteBlocks } from './docBlocks.mjs';
import { publishedSections, writeSections } from './performanceSections.mjs';
import { benchHistoryServer } from './team/historyServerRows.mjs';
import { writePerformanceDoc } from './performanceDoc.mjs';
import { regressions, reportRegressions } from './regression.mjs';
import { benchLargestDesktop, DESKTOP_PARTS } from './largestDesktop.mjs';
import { createReport } from './report.mjs';
import { storedLab } from './seed.mjs';
import { runTeamBench } from './team/teamBench.mjs';

const { values } = parseArgs({
  options: {
    only: {
      type: 'string',
      default: 'lighthouse,load,interactions,board,growth,history,team,floor,boardFloor,devtools',
    },
    versions: { type: 'string', default: '100000' },
    sizes: { type: 'string', default: '100,1000,5000' },
    devices: { type: 'string', default: 'desktop,phone' },
    rounds: { type: 'string', default: '20' },
    loads: { type: 'string', default: '5' },
    runs: { type: 'string', default: '5' },
    'skip-build': { type: 'boolean' },
    'out-dir': { type: 'string', default: 'dist-bench' },
    port: { type: 'string' },
    against: { type: 'string' },
  },
});
/** @param {string} value */
const list = (value) => value.split(',').filter(Boolean);
const options = {
  only: list(values.only),
  sizes: list(values.sizes).map(Number),
  devices: /** @type {import('./report.mjs').Device[]} */ (list(values.devices)),
  rounds: Number(values.rounds),
  loads: Number(values.loads),
  runs: Number(values.runs),
  versions: Number(values.versions),
};
/** @param {string} message */
const log = (message) => console.error(`bench: ${message}`);
/** Every part, lab size and device: the runs docs/performance.md publishes. */
const fullRun =
  ['lighthouse', 'load', 'interactions', 'board', 'growth', 'history', 'team'].every((part) =>
    options.only.includes(part),
  ) &&
  [100, 1000, 5000].every((size) => options.sizes.includes(size)) &&
  ['desktop', 'phone'].every((device) => options.devices.some((chosen) => chosen === device));

/** The parts measured on the dashboard, lab by lab. */
const DASHBOARD_PARTS = ['load', 'interactions', 'board', 'growth', 'history', 'floor', 'boardFloor', ...DESKTOP_PARTS];

/** @typedef {import('@playwright/test').Browser} Browser */
/** @typedef {import('@playwright/test').Page} Page */

if (!values['skip-build']) build(values['out-dir']);
const floorDir = options.only.some((part) => ['floor', 'boardFloor'].includes(part))
  ? await buildFloor(values['out-dir'])
  : '';
const preview = await startPreview(values['out-dir'], values.port ? Number(values.port) : await freePort());
const base = preview.url;
const report = createReport();
/** @type {Record<string, unknown>} */
const details = {};
/** @type {import('./floorCompare.mjs').Comparison[]} */
const floorRows = [];
/** @type {import('./boardFloorCompare.mjs').BoardComparison[]} */
const boardFloorRows = [];

/**
 * A page of a fresh context holding the lab (none: null), on the device, with the probe installed.
 * @param {Browser} browser
 * @param {import('./report.mjs').Device} device
 * @param {Record<string, string> | null} entries
 */
const openContext = (browser, device, entries) => openDeviceContext(browser, base, device, entries);

/**
 * @param {Browser} browser
 * @param {number} size
 */
async function dashboard(browser, size) {
  log(`lab of ${size}: importing`);
  const projects = buildLab(size);
  const entries = await storedLab(browser, base, projects);
  /** @type {Record<string, string> | undefined} the same lab with only the current month (growth.mjs) */
  let flatEntries;
  for (const device of options.devices) {
    const area = `${device}, ${size.toLocaleString('en-US')} projects`;
    const { touch } = DEVICES[device];
    const open = () => openContext(browser, device, entries);
    const part = { open, base, projects, device, touch, rounds: options.rounds, report, details, log };
    if (options.only.includes('board')) await benchBoard({ ...part, area: `${area}: board` });
    const versions = options.versions;
    if (options.only.includes('history') && size === Math.max(...options.sizes))
      await benchHistory({ ...part, versions, area: `${area}, ${versions.toLocaleString('en-US')} versions: history` });
    if (options.only.includes('growth')) {
      flatEntries ??= await storedLab(browser, base, withCurrentMonthOnly(projects));
      const openWithoutLines = () => openContext(browser, device, /** @type {Record<string, string>} */ (flatEntries));
      await benchGrowth({ ...part, openWithoutLines, area: `${area}: growth` });
    }
    if (options.only.includes('load')) await benchLoad({ ...part, loads: options.loads, area });
    if (options.only.includes('interactions')) await benchInteractions({ ...part, area });
    if (device === 'desktop' && size === Math.max(...options.sizes))
      await benchLargestDesktop(options.only, { ...part, area }, async () =>
        openContext(browser, device, await storedLab(browser, base, withPlans(projects))),
      );
    const floorPart = { ...part, openFloor: () => openContext(browser, device, null), floorDir, area };
    if (options.only.includes('floor')) floorRows.push(...(await benchFloor(floorPart)));
    if (options.only.includes('boardFloor')) boardFloorRows.push(...(await benchBoardFloor(floorPart)));
  }
}

const browser = await launchChromium();
try {
  if (options.only.includes('lighthouse'))
    await benchLighthouse({ browser, base, runs: options.runs, report, details, log });
  if (options.only.some((part) => DASHBOARD_PARTS.includes(part)))
    for (const size of options.sizes) await dashboard(browser, size);
} finally {
  await browser.close();
  preview.stop();
}
if (options.only.includes('history'))
  await benchHistoryServer(report, details, { projects: Math.max(...options.sizes), versions: options.versions, log });
if (options.only.includes('team')) await runTeamBench(report, { distDir: values['out-dir'] });

if (values.against) {
  /** @type {import('./regression.mjs').EarlierRun} */
  const earlier = JSON.parse(await readFile(values.against, 'utf8'));
  const samplesOf = (/** @type {string} */ area) =>
    /** @type {import('./regression.mjs').Sample[]} */ (details[`${area}: interactions`] ?? []);
  reportRegressions(report, regressions(report.rows, samplesOf, earlier), earlier.commit.split(' ')[0]);
}
report.print();
if (floorRows.length) console.log(`\nThe app against its floor\n\n${floorTables(floorRows)}\n`);
if (boardFloorRows.length) console.log(`\nThe board against its floor\n\n${boardFloorTables(boardFloorRows)}\n`);
const { commit, date } = await report.save(options, { ...details, floor: floorRows, boardFloor: boardFloorRows });
const machine = `${availableParallelism()} cores`;
// The board, the history and the Growth view have tables of their own, rewritten by any run that
// measured all of their figures (performanceSections.mjs); a full run rewrites the summary too.
const sections = publishedSections(options);
if (fullRun) {
  const rows = report.rows.filter((row) => !sections.some((section) => section.owns(row)));
  log(`wrote ${await writePerformanceDoc({ rows, commit, date, machine })}`);
}
if (sections.length) log(`wrote ${await writeSections(sections, { rows: report.rows, commit, date, machine })}`);
// The floors' tables, from any run that compared on both devices (docs/performance.md, "The floor").
/** @param {{ device: string }[]} rows */
const bothDevices = (rows) => ['desktop', 'phone'].every((device) => rows.some((row) => row.device === device));
if (bothDevices(floorRows))
  log(`wrote ${await rewriteBlocks({ floor: floorBlock(floorRows, { commit, date, machine }) })}`);
if (bothDevices(boardFloorRows))
  log(
    `wrote ${await rewriteBlocks({ boardFloor: boardFloorBlock(boardFloorRows, { commit, date, machine }) }, FIGURES_DOC)}`,
  );
const missed = report.missed();
console.log(`measured on ${commit}; ${missed.length ? `${missed.length} target(s) missed` : 'every target met'}`);
process.exit(missed.length ? 1 : 0);
