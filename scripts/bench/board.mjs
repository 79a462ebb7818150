// @ts-check
// The pipeline board's interactions, each a sample of the grid's kind (interactions.mjs,
// probe.mjs), against the same targets:
//   switch to Board          the View switch's press to every column's first cards shown;
//   keyboard move            the drop key (Space on the "Move {name}" handle, after Space and an
//                            arrow key) to the card shown first in its new column;
//   owner filter on the board the option's press to every column's first cards of the new view;
//   switch to Cards          back to the grid's first page (the grid's own probe).
// Every change starts from the page as the previous one left it, once it was shown.
import { toSample } from './interactionSample.mjs';
import { FIRST_PAGE } from './interactions.mjs';
import { DEFAULT_VIEW, expectedView, FILTER_OWNER } from './lab.mjs';

/** @typedef {import('@playwright/test').Page} Page */
/** @typedef {import('@playwright/test').Locator} Locator */
/** @typedef {import('./lab.mjs').BenchProject} BenchProject */
/** @typedef {import('./lab.mjs').View} View */
/** @typedef {import('./probe.mjs').Group} Group */
/** @typedef {import('./interactionSample.mjs').ProbeWindow} ProbeWindow */
/** @typedef {import('./interactionSample.mjs').MeasuredSample} MeasuredSample */

const STATUSES = ['Idea', 'In Dev', 'Live', 'Monetized', 'Paused'];
/** The cards of each column the probe waits for: half a column's first step (BoardColumn.tsx renders 8). */
const COLUMN_FIRST = 4;
const SETTLE_TIMEOUT_MS = 15_000;

/**
 * Each column of the view, as the probe must see it: its first cards in the view's order.
 * @param {BenchProject[]} projects
 * @param {View} view
 * @returns {Group[]}
 */
export function boardGroups(projects, view) {
  return STATUSES.filter((status) => view.status === 'all' || view.status === status).map((status) => {
    const { names, count } = expectedView(projects, { ...view, status }, COLUMN_FIRST);
    return {
      within: `section[aria-label^="${status}, "]`,
      item: 'article',
      names,
      needed: Math.min(COLUMN_FIRST, count),
    };
  });
}

/**
 * The board's interactions on `page`, one round at a time; `projects` is updated as the moves
 * change the lab.
 * @param {Page} page
 * @param {BenchProject[]} projects
 * @param {{ touch: boolean }} options
 */
export function createBoardSession(page, projects, { touch }) {
  const view = { ...DEFAULT_VIEW };
  /** @type {MeasuredSample[]} */
  const samples = [];
  /** @param {Locator} locator */
  const press = (locator) => (touch ? locator.tap() : locator.click());
  /** @param {'Cards' | 'Board'} name */
  const viewSwitch = (name) => page.getByRole('group', { name: 'View' }).getByRole('button', { name });
  const announcement = page.locator('[id^="DndLiveRegion"]');

  /**
   * One action, from a shown view to the next shown view.
   * @param {string} kind
   * @param {Group[] | null} groups the board's columns, or null for the grid's first page
   * @param {() => Promise<unknown>} act
   */
  async function measure(kind, groups, act) {
    const { names, count } = expectedView(projects, view, FIRST_PAGE * 4);
    // Inline casts: a function page.evaluate sends to the page can use nothing of this module.
    const from = groups
      ? await page.evaluate(
          ([g, t]) => /** @type {ProbeWindow} */ (/** @type {unknown} */ (window)).__bench.armGroups(g, t),
          /** @type {[Group[], number]} */ ([groups, SETTLE_TIMEOUT_MS]),
        )
      : await page.evaluate(
          ([n, k, t]) => /** @type {ProbeWindow} */ (/** @type {unknown} */ (window)).__bench.arm(n, k, t),
          /** @type {[string[], number, number]} */ ([names, Math.min(FIRST_PAGE, count), SETTLE_TIMEOUT_MS]),
        );
    await act();
    const data = await page.evaluate(
      (since) => /** @type {ProbeWindow} */ (/** @type {unknown} */ (window)).__bench.collect(since),
      from,
    );
    samples.push(toSample(kind, data, from, Infinity));
  }

  /**
   * Picks the first card of `from` up with the keyboard, carries it one column along and drops it
   * (the drop is the sample).
   * @param {string} from
   * @param {'ArrowRight' | 'ArrowLeft'} key
   */
  async function keyboardMove(from, key) {
    const [name] = expectedView(projects, { ...view, status: from }, 1).names;
    const to = STATUSES[STATUSES.indexOf(from) + (key === 'ArrowRight' ? 1 : -1)];
    await page.getByRole('button', { name: `Move ${name}`, exact: true }).focus();
    await page.keyboard.press('Space');
    await announcement.filter({ hasText: `Picked up ${name}.` }).waitFor();
    // dnd-kit's keyboard sensor starts listening for the arrow keys in a timer after the pick-up;
    // a key sent before that (faster than any hand) is lost now and then. The drop is what is
    // measured, not this.
    await page.evaluate(() => new Promise((settled) => requestAnimationFrame(() => setTimeout(settled))));
    await page.keyboard.press(key);
    await announcement.filter({ hasText: `${name} over ${to}.` }).waitFor();
    const project = /** @type {BenchProject} */ (projects.find((each) => each.name === name));
    // The move is an edit: the project leads its new column in the "Recently updated" order.
    Object.assign(project, { status: to, lastUpdated: new Date().toISOString() });
    await measure(
      'keyboard move',
      [{ within: `section[aria-label^="${to}, "]`, item: 'article', names: [name], needed: 1 }],
      () => page.keyboard.press('Space'),
    );
  }

  /** @param {string} owner */
  async function ownerFilter(owner) {
    const label = 'Owner';
    const name = owner === 'all' ? 'All Owners' : owner;
    const option = page.getByRole('listbox', { name: label }).getByRole('option', { name, exact: true });
    await press(page.getByRole('search').getByRole('combobox', { name: label }));
    await option.waitFor();
    view.owner = owner;
    await measure('owner filter on the board', boardGroups(projects, view), async () => {
      await press(option);
      await page.getByRole('listbox', { name: label }).waitFor({ state: 'hidden' });
    });
  }

  /** A keyboard move there and back, on the board already shown. */
  async function moveThereAndBack() {
    await keyboardMove('Idea', 'ArrowRight');
    await keyboardMove('In Dev', 'ArrowLeft');
  }

  /**
   * Round `index` of `rounds`: a switch to the board and back, and in the first half of the
   * rounds a keyboard move there and back and an owner filter change there and back (so `rounds`
   * rounds give at least `rounds` samples of each).
   * @param {number} index
   * @param {number} rounds
   */
  async function round(index, rounds) {
    await measure('switch to Board', boardGroups(projects, view), () => press(viewSwitch('Board')));
    if (index < Math.ceil(rounds / 2)) {
      await moveThereAndBack();
      await ownerFilter(FILTER_OWNER);
      await ownerFilter('all');
    }
    await measure('switch to Cards', null, () => press(viewSwitch('Cards')));
  }

  return { samples, round, moveThereAndBack, showBoard: () => press(viewSwitch('Board')) };
}

/**
 * Runs `rounds` rounds of the board's interactions (createBoardSession).
 * @param {Page} page
 * @param {BenchProject[]} projects
 * @param {{ touch: boolean, rounds: number, log: (what: string) => void }} options
 */
export async function runBoard(page, projects, { touch, rounds, log }) {
  const session = createBoardSession(page, projects, { touch });
  for (let round = 0; round < rounds; round += 1) {
    if (round % 5 === 0) log(`board round ${round + 1} of ${rounds}`);
    await session.round(round, rounds);
  }
  return session.samples;
}
