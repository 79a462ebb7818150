// @ts-check
// Dashboard load: from the navigation's start to the end of the first frame that shows the four
// tiles, the lab's total in the first, and the first page of cards, each at full opacity (the
// same end as an interaction's, see probe.mjs). The page is reloaded in a context that has
// loaded it once, as a founder coming back finds it (scripts cached, the lab in localStorage).
import { DEFAULT_VIEW, expectedView } from './lab.mjs';
import { FIRST_PAGE } from './interactions.mjs';

/**
 * The page's window once watchLoad ran: `__benchLoad` resolves with the load's end (null: never).
 * @typedef {import('./probe.mjs').BenchWindow & { __benchLoad: Promise<number | null> }} LoadWindow
 */
/** @typedef {[names: string[], needed: number, total: string]} LoadWatch */

/**
 * An init script, added after the probe: watches from the document's start.
 * @param {LoadWatch} watch the first page's names, how many must show, the total tile's text
 */
function watchLoad([names, needed, total]) {
  const tiles = ['Total Projects', 'Live Projects', 'Total Revenue', 'Subscribers'];
  const tilesShown = () => {
    // Every tile matched has an aria-label.
    const labels = [...document.querySelectorAll('[role="group"][aria-label]')].map(
      (tile) => /** @type {string} */ (tile.ariaLabel),
    );
    return (
      tiles.every((tile) => labels.some((label) => label.startsWith(`${tile}: `))) &&
      labels.includes(`Total Projects: ${total}`)
    );
  };
  /** @type {LoadWindow} */ (window).__benchLoad = (async () => {
    const { shows, frame, afterFrame } = /** @type {LoadWindow} */ (window).__bench;
    for (;;) {
      const now = await afterFrame();
      if (tilesShown() && shows(names, needed)) return frame();
      if (now > 60_000) return null;
    }
  })();
}

/**
 * The load times of `runs` reloads, in ms; a load that never showed its first page is recorded
 * as null, with what the page showed instead.
 * @param {import('@playwright/test').BrowserContext} context
 * @param {string} baseUrl
 * @param {import('./lab.mjs').BenchProject[]} projects
 * @param {number} runs
 * @param {(page: import('@playwright/test').Page) => Promise<void>} prepare
 * @returns {Promise<(number | null)[]>}
 */
export async function measureLoads(context, baseUrl, projects, runs, prepare) {
  const { names, count } = expectedView(projects, DEFAULT_VIEW, FIRST_PAGE * 4);
  await context.addInitScript(
    watchLoad,
    /** @type {LoadWatch} */ ([names, Math.min(FIRST_PAGE, count), count.toLocaleString('en-US')]),
  );
  const page = await context.newPage();
  await prepare(page);
  /** @type {(number | null)[]} */
  const times = [];
  // The first load fills the HTTP cache; it is not counted.
  for (let run = 0; run <= runs; run += 1) {
    await page.goto(`${baseUrl}/dashboard`);
    const time = await page.evaluate(() => /** @type {LoadWindow} */ (window).__benchLoad);
    if (time === null)
      console.error(
        `bench: load never showed the first page; at ${page.url()}:`,
        await page.evaluate(() => [...document.querySelectorAll('article h3')].map((name) => name.textContent)),
      );
    if (run > 0) times.push(time);
  }
  await page.close();
  return times;
}
