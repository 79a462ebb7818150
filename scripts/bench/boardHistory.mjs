// @ts-check
// The board's and the history's parts of `npm run bench` (run.mjs): for one lab and device, a
// fresh context (run.mjs's openContext: the lab stored, the probe installed, the CPU throttled),
// the dashboard's first page shown, then the samples of board.mjs or history.mjs, into the report.
import { runBoard } from './board.mjs';
import { runHistory, HISTORY_TARGETS } from './history.mjs';
import { seedHistory } from './historySeed.mjs';
import { FIRST_PAGE } from './interactions.mjs';
import { DEFAULT_VIEW, expectedView } from './lab.mjs';

/** @typedef {import('@playwright/test').Page} Page */
/** @typedef {import('@playwright/test').BrowserContext} BrowserContext */
/** @typedef {import('./lab.mjs').BenchProject} BenchProject */
/** @typedef {import('./report.mjs').Device} Device */
/** @typedef {import('./interactionSample.mjs').ProbeWindow} ProbeWindow */
/**
 * What each part needs from run.mjs.
 * @typedef {{
 *   open: () => Promise<{ context: BrowserContext, throttle: (page: Page) => Promise<void> }>,
 *   base: string, projects: BenchProject[], device: Device, touch: boolean, rounds: number,
 *   area: string, report: ReturnType<typeof import('./report.mjs').createReport>,
 *   details: Record<string, unknown>, log: (message: string) => void,
 * }} Part
 */

/** The first load is not a figure here; a long one (a large history being read) must not end the run. */
const FIRST_LOAD_TIMEOUT_MS = 120_000;

/**
 * Opens the dashboard (or the floor page at `path`) and waits for its first page of cards, as
 * run.mjs's interactions do.
 * @param {Page} page
 * @param {string} base
 * @param {BenchProject[]} projects
 * @param {string} area
 */
export async function openDashboard(page, base, projects, area, path = '/dashboard') {
  await page.goto(`${base}${path}`);
  const { names, count } = expectedView(projects, DEFAULT_VIEW, FIRST_PAGE * 4);
  // Inline casts: a function page.evaluate sends to the page can use nothing of this module.
  await page.evaluate(
    ([n, k, t]) => /** @type {ProbeWindow} */ (/** @type {unknown} */ (window)).__bench.arm(n, k, t),
    /** @type {[string[], number, number]} */ ([names, Math.min(FIRST_PAGE, count), FIRST_LOAD_TIMEOUT_MS]),
  );
  const first = await page.evaluate(() =>
    /** @type {ProbeWindow} */ (/** @type {unknown} */ (window)).__bench.collect(0),
  );
  if (first.shownAt === null) {
    const shot = `bench-results/never-shown-${area.replace(/\W+/g, '-')}.png`;
    await page.screenshot({ path: shot });
    throw new Error(`${area}: the dashboard never showed its first page (${shot})`);
  }
  return names;
}

/**
 * Switching to Board, keyboard moves and owner filter changes there, back to Cards.
 * @param {Part} part
 */
export async function benchBoard({ open, base, projects, device, touch, rounds, area, report, details, log }) {
  log(`${area}: board`);
  // The moves change the lab: this context's copy follows them.
  const lab = structuredClone(projects);
  const { context, throttle } = await open();
  const page = await context.newPage();
  await throttle(page);
  await openDashboard(page, base, lab, area);
  const samples = await runBoard(page, lab, { touch, rounds, log: (what) => log(`${area}: ${what}`) });
  await context.close();
  report.interactions(area, device, samples);
  details[`${area}: board`] = samples;
}

/**
 * History and Activity opened over a history of `versions` versions in IndexedDB; the bytes the
 * browser stores per version.
 * @param {Part & { versions: number }} part
 */
export async function benchHistory({
  open,
  base,
  projects,
  device,
  touch,
  rounds,
  area,
  report,
  details,
  log,
  versions,
}) {
  const { context, throttle } = await open();
  log(`${area}: filling the history with ${versions.toLocaleString('en-US')} versions`);
  const bytesPerVersion = await seedHistory(context, base, projects, versions);
  const page = await context.newPage();
  await throttle(page);
  const names = await openDashboard(page, base, projects, area);
  const samples = await runHistory(page, {
    names: names.slice(0, FIRST_PAGE),
    versionsPerProject: Math.ceil(versions / projects.length),
    touch,
    rounds,
    log: (what) => log(`${area}: ${what}`),
  });
  await context.close();
  report.interactions(area, device, samples, (kind) =>
    device !== 'desktop' ? null : { p75: kind === 'open History' ? HISTORY_TARGETS.history : HISTORY_TARGETS.activity },
  );
  report.add(
    area,
    'IndexedDB bytes per version (growth of the storage estimate over the versions written)',
    `${Math.round(bytesPerVersion).toLocaleString('en-US')} B`,
    'info',
    true,
  );
  details[`${area}: history`] = { samples, bytesPerVersion };
}
