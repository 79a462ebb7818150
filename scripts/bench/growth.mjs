// @ts-check
// The Growth view's part of `npm run bench` (run.mjs), for one lab and device:
//   open Growth      the View switch's press to the Growth table's rows of the range and the
//                    charts (both lines and the movement bars) shown, from the grid;
//   back to Cards    to the grid's first page again;
//   trend lines      the grid's status and owner changes on this lab (36 months of figures, a
//                    revenue line on every card) and on the same lab with only the current month
//                    (no line), round by round in turn, in the same run: what the lines cost,
//                    as the ratio of the two pages' mean figures.
import { openDashboard } from './boardHistory.mjs';
import { createSession, FIRST_PAGE } from './interactions.mjs';
import { toSample } from './interactionSample.mjs';
import { DEFAULT_VIEW, expectedView, FILTER_OWNER } from './lab.mjs';

/** @typedef {import('@playwright/test').Page} Page */
/** @typedef {import('./interactionSample.mjs').ProbeWindow} ProbeWindow */
/** @typedef {import('./interactionSample.mjs').MeasuredSample} MeasuredSample */
/** @typedef {import('./boardHistory.mjs').Part} Part */

/** The Growth view's targets: the Growth view open in 150 ms on the desktop; the lines cost at most 10 %. */
export const GROWTH_TARGETS = { open: 150, trendCost: 1.1 };
const SETTLE_TIMEOUT_MS = 15_000;
/** The default range, Last 12 months: the table's rows. */
const RANGE_MONTHS = 12;
/** The Growth view as shown: every row of the table, both lines and the movement bars. */
const GROWTH_SHOWN = [
  { within: '[role="region"][aria-label="Lab figures by month"]', item: 'tbody tr', names: [], needed: RANGE_MONTHS },
  { within: '#main', item: 'svg polyline', names: [], needed: 2 },
  { within: '#main', item: 'svg rect', names: [], needed: 1 },
];

/**
 * `rounds` switches from Cards to Growth and back.
 * @param {Page} page
 * @param {import('./lab.mjs').BenchProject[]} projects
 * @param {{ touch: boolean, rounds: number }} options
 */
async function openGrowthRounds(page, projects, { touch, rounds }) {
  /** @type {MeasuredSample[]} */
  const samples = [];
  /** @param {'Cards' | 'Growth'} name */
  const button = (name) => page.getByRole('group', { name: 'View' }).getByRole('button', { name });
  const { names, count } = expectedView(projects, DEFAULT_VIEW, FIRST_PAGE * 4);
  // Inline casts: a function page.evaluate sends to the page can use nothing of this module.
  const armGrowth = () =>
    page.evaluate(
      ([g, t]) => /** @type {ProbeWindow} */ (/** @type {unknown} */ (window)).__bench.armGroups(g, t),
      /** @type {[import('./probe.mjs').Group[], number]} */ ([GROWTH_SHOWN, SETTLE_TIMEOUT_MS]),
    );
  const armGrid = () =>
    page.evaluate(
      ([n, k, t]) => /** @type {ProbeWindow} */ (/** @type {unknown} */ (window)).__bench.arm(n, k, t),
      /** @type {[string[], number, number]} */ ([names, Math.min(FIRST_PAGE, count), SETTLE_TIMEOUT_MS]),
    );
  /** @type {[string, 'Growth' | 'Cards', () => Promise<number>][]} */
  const steps = [
    ['open Growth', 'Growth', armGrowth],
    ['back to Cards', 'Cards', armGrid],
  ];
  for (let round = 0; round < rounds; round += 1) {
    for (const [kind, name, arm] of steps) {
      const from = await arm();
      await (touch ? button(name).tap() : button(name).click());
      const data = await page.evaluate(
        (since) => /** @type {ProbeWindow} */ (/** @type {unknown} */ (window)).__bench.collect(since),
        from,
      );
      samples.push(toSample(kind, data, from, Infinity));
    }
  }
  return samples;
}

/**
 * The Growth view's figures and the trend lines' cost, into the report.
 * @param {Part & { openWithoutLines: Part['open'] }} part
 */
export async function benchGrowth({
  open,
  openWithoutLines,
  base,
  projects,
  device,
  touch,
  rounds,
  area,
  report,
  details,
  log,
}) {
  log(`${area}: Growth view`);
  const withLines = await open();
  const page = await withLines.context.newPage();
  await withLines.throttle(page);
  await openDashboard(page, base, projects, area);
  const growth = await openGrowthRounds(page, projects, { touch, rounds });
  report.interactions(area, device, growth, (kind) =>
    kind === 'open Growth' && device === 'desktop' ? { p75: GROWTH_TARGETS.open } : null,
  );

  log(`${area}: the grid with and without trend lines`);
  const without = await openWithoutLines();
  const plain = await without.context.newPage();
  await without.throttle(plain);
  await openDashboard(plain, base, projects, `${area} without trend lines`);
  const sessions = [createSession(page, projects, { touch }), createSession(plain, projects, { touch })];
  for (let round = 0; round < Math.ceil(rounds / 2); round += 1)
    for (const session of sessions) {
      await session.status('Live');
      await session.status('all');
      await session.owner(FILTER_OWNER);
      await session.owner('all');
    }
  await Promise.all([withLines.context.close(), without.context.close()]);
  const [lined, bare] = sessions.map((session) =>
    session.samples.filter((sample) => sample.kind !== 'open a filter menu'),
  );
  report.interactions(`${area}: with trend lines`, device, lined, () => null);
  report.interactions(`${area}: without trend lines`, device, bare, () => null);
  // A figure ends on a frame, so one p75 against another moves in steps of 16.7 ms (a third of a
  // change at 50 ms): the cost is read from the mean of every change's figure instead.
  /** @param {MeasuredSample[]} samples */
  const mean = (samples) => samples.reduce((sum, sample) => sum + (sample.figure ?? Infinity), 0) / samples.length;
  const ratio = mean(lined) / mean(bare);
  report.add(
    area,
    `trend lines' cost: status and owner changes with them / without (mean of ${lined.length} and ${bare.length})`,
    `${ratio.toFixed(2)}× (${Math.round(mean(lined))} ms / ${Math.round(mean(bare))} ms)`,
    `<= ${GROWTH_TARGETS.trendCost}×`,
    ratio <= GROWTH_TARGETS.trendCost,
  );
  details[`${area}: growth`] = { growth, lined, bare };
}
