// @ts-check
// The grid's parts of `npm run bench` (run.mjs), for one lab and device: timed dashboard loads,
// and the rounds of filter, sort and search changes (interactionRounds.mjs), into the report.
import { runInteractions } from './interactionRounds.mjs';
import { FIRST_PAGE } from './interactions.mjs';
import { DEFAULT_VIEW, expectedView } from './lab.mjs';
import { measureLoads } from './load.mjs';
import { LOAD_TARGET, percentile } from './report.mjs';

/** @typedef {import('./boardHistory.mjs').Part} Part */
/** @typedef {import('./interactionSample.mjs').ProbeWindow} ProbeWindow */

/** @param {number | null} value */
const ms = (value) => (value === null ? 'never' : `${Math.round(value)} ms`);

/**
 * `loads` dashboard loads, navigation to the tiles and the first page of cards.
 * @param {Part & { loads: number }} part
 */
export async function benchLoad({ open, base, projects, device, loads, area, report, details, log }) {
  log(`${area}: load`);
  const { context, throttle } = await open();
  const times = await measureLoads(context, base, projects, loads, throttle);
  await context.close();
  // A load that never showed its first page counts as never: no median or max hides it.
  const shown = times.filter((time) => time !== null);
  const allShown = shown.length === times.length;
  const median = allShown ? percentile(shown, 50) : null;
  const target = device === LOAD_TARGET.device && projects.length === LOAD_TARGET.size;
  report.add(
    area,
    `dashboard load: navigation to tiles + first page of cards shown (median of ${times.length})`,
    `${ms(median)} (max ${ms(allShown ? Math.max(...shown) : null)})`,
    target ? `<= ${LOAD_TARGET.ms} ms` : 'info',
    !target || (median !== null && median <= LOAD_TARGET.ms),
  );
  details[`${area}: load`] = times;
}

/**
 * The grid's interactions from its first page (interactionRounds.mjs).
 * @param {Part} part
 */
export async function benchInteractions({ open, base, projects, device, touch, rounds, area, report, details, log }) {
  log(`${area}: interactions`);
  const { context, throttle } = await open();
  const page = await context.newPage();
  await throttle(page);
  await page.goto(`${base}/dashboard`);
  const { names, count } = expectedView(projects, DEFAULT_VIEW, FIRST_PAGE * 4);
  // Inline casts: a function page.evaluate sends to the page can use nothing of this module.
  await page.evaluate(
    ([n, k]) => /** @type {ProbeWindow} */ (/** @type {unknown} */ (window)).__bench.arm(n, k, 30_000),
    /** @type {[string[], number]} */ ([names, Math.min(FIRST_PAGE, count)]),
  );
  const first = await page.evaluate(() =>
    /** @type {ProbeWindow} */ (/** @type {unknown} */ (window)).__bench.collect(0),
  );
  if (first.shownAt === null) throw new Error(`${area}: the dashboard never showed its first page`);
  const samples = await runInteractions(page, projects, {
    touch,
    rounds,
    log: (/** @type {string} */ what) => log(`${area}: ${what}`),
  });
  await context.close();
  report.interactions(area, device, samples);
  details[`${area}: interactions`] = samples;
}
