// @ts-check
// The lab history's figures in the browser, each a sample of the grid's kind
// (interactions.mjs, probe.mjs) on a lab whose IndexedDB history was filled first (historySeed.mjs):
//   open History   the press on a card's "History" menu item to the dialog showing every entry of
//                  the project, at full opacity (the dialog fades in);
//   open Activity  the press on the header's "Activity" to the panel showing its first 50 entries,
//                  at full opacity and inside the window (the panel slides in).
// Targets: History p75 <= 100 ms and Activity p75 <= 150 ms on the desktop; the
// phone's figures are published for information.
import { toSample } from './interactionSample.mjs';

/** @typedef {import('@playwright/test').Page} Page */
/** @typedef {import('@playwright/test').Locator} Locator */
/** @typedef {import('./probe.mjs').Group} Group */
/** @typedef {import('./interactionSample.mjs').ProbeWindow} ProbeWindow */
/** @typedef {import('./interactionSample.mjs').MeasuredSample} MeasuredSample */

export const HISTORY_TARGETS = { history: 100, activity: 150 };
/** The Activity panel's first page (contract/history.ts, ACTIVITY_PAGE_SIZE). */
const ACTIVITY_FIRST = 50;
const SETTLE_TIMEOUT_MS = 15_000;

/**
 * Opens History on each of `names` in turn (`rounds` times in all) and Activity `rounds` times,
 * closing each with Escape before the next.
 * @param {Page} page
 * @param {{ names: string[], versionsPerProject: number, touch: boolean, rounds: number,
 *   log: (what: string) => void }} options
 */
export async function runHistory(page, { names, versionsPerProject, touch, rounds, log }) {
  /** @type {MeasuredSample[]} */
  const samples = [];
  /** @param {Locator} locator */
  const press = (locator) => (touch ? locator.tap() : locator.click());

  /**
   * @param {string} kind
   * @param {Group[]} groups
   * @param {() => Promise<unknown>} act
   */
  async function measure(kind, groups, act) {
    // Inline casts: a function page.evaluate sends to the page can use nothing of this module.
    const from = await page.evaluate(
      ([g, t]) => /** @type {ProbeWindow} */ (/** @type {unknown} */ (window)).__bench.armGroups(g, t),
      /** @type {[Group[], number]} */ ([groups, SETTLE_TIMEOUT_MS]),
    );
    await act();
    const data = await page.evaluate(
      (since) => /** @type {ProbeWindow} */ (/** @type {unknown} */ (window)).__bench.collect(since),
      from,
    );
    samples.push(toSample(kind, data, from, Infinity));
  }

  /** @param {Locator} dialog */
  async function close(dialog) {
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  }

  log('History');
  for (let round = 0; round < rounds; round += 1) {
    const name = names[round % names.length];
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name, exact: true }) });
    await press(card.getByRole('button', { name: `More actions for ${name}`, exact: true }));
    const item = page.getByRole('menuitem', { name: 'History' });
    await item.waitFor();
    const entries = { within: '[role="dialog"]', item: 'ol > li', names: [], needed: versionsPerProject };
    await measure('open History', [entries], () => press(item));
    await close(page.getByRole('dialog', { name: `History of ${name}`, exact: true }));
  }
  log('Activity');
  for (let round = 0; round < rounds; round += 1) {
    const button = page.getByRole('button', { name: /^Activity/ });
    const entries = {
      within: '[role="dialog"]',
      item: 'section > ul > li',
      names: [],
      needed: ACTIVITY_FIRST,
      inView: true,
    };
    await measure('open Activity', [entries], () => press(button));
    await close(page.getByRole('dialog', { name: 'Activity' }));
  }
  return samples;
}
