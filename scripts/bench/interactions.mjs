// @ts-check
// The dashboard interactions a founder makes, each measured as a sample (see probe.mjs):
//   et     the longest Event Timing duration of the interactions in the sample's window
//          (null: every one was under the API's 16 ms threshold);
//   shown  from the input that completes the action (pointerup or keydown) to the end of the
//          frame that shows the view's first page, every card at full opacity;
//   figure the later of the two ends, from the same input: what the founder waits for.
// Every change starts from the page as the previous one left it, once its first page was shown;
// a burst makes its changes 150 ms apart with no settling in between, with the keyboard (a mouse
// cannot reopen a menu that is still closing).
import { toSample } from './interactionSample.mjs';
import { DEFAULT_VIEW, expectedView } from './lab.mjs';

/** @typedef {import('@playwright/test').Page} Page */
/** @typedef {import('@playwright/test').Locator} Locator */
/** @typedef {import('./lab.mjs').BenchProject} BenchProject */
/** @typedef {import('./interactionSample.mjs').ProbeWindow} ProbeWindow */
/** @typedef {import('./interactionSample.mjs').MeasuredSample} MeasuredSample */

/** The first page of a grid: docs/features.md, "Large labs" (a 12-card page). */
export const FIRST_PAGE = 12;
const SETTLE_TIMEOUT_MS = 15_000;
const BURST_GAP_MS = 150;
const SEARCH_WORD = 'resume';
/** @type {Record<string, string>} */
const STATUS_LABELS = { all: 'All Status' };
/** @type {Record<string, string>} */
const OWNER_LABELS = { all: 'All Owners' };
/** @type {Record<string, string>} */
const SORT_LABELS = { updated: 'Recently updated', name: 'Name A–Z' };

/**
 * @param {Page} page
 * @param {BenchProject[]} projects
 * @param {{ touch: boolean }} options
 */
export function createSession(page, projects, { touch }) {
  const view = { ...DEFAULT_VIEW };
  /** @type {MeasuredSample[]} */
  const samples = [];
  /** @param {Locator} locator */
  const press = (locator) => (touch ? locator.tap() : locator.click());
  /** @param {string} label */
  const combobox = (label) => page.getByRole('search').getByRole('combobox', { name: label });
  /**
   * @param {string} label
   * @param {string} name
   */
  const option = (label, name) => page.getByRole('listbox', { name: label }).getByRole('option', { name, exact: true });
  const expected = () => expectedView(projects, view, FIRST_PAGE * 4);

  /**
   * One action, from a shown page to the next shown page.
   * @param {string} kind
   * @param {() => Promise<unknown>} act
   */
  async function measure(kind, act, record = true, shows = expected()) {
    const { names, count } = shows;
    const needed = Math.min(FIRST_PAGE, count);
    // Inline casts: a function page.evaluate sends to the page can use nothing of this module.
    const from = await page.evaluate(
      ([n, k, t]) => /** @type {ProbeWindow} */ (/** @type {unknown} */ (window)).__bench.arm(n, k, t),
      /** @type {[string[], number, number]} */ ([names, needed, SETTLE_TIMEOUT_MS]),
    );
    await act();
    const data = await page.evaluate(
      (since) => /** @type {ProbeWindow} */ (/** @type {unknown} */ (window)).__bench.collect(since),
      from,
    );
    if (record) samples.push(toSample(kind, data, from, Infinity));
  }

  /**
   * Opens a filter menu (a sample of its own) and chooses an option (the change).
   * @param {string} kind
   * @param {string} label
   * @param {string} name
   * @param {() => void} change
   */
  async function choose(kind, label, name, change, record = true) {
    await measure(
      'open a filter menu',
      async () => {
        await press(combobox(label));
        await option(label, name).waitFor();
      },
      record,
    );
    change();
    await measure(
      kind,
      async () => {
        await press(option(label, name));
        await page.getByRole('listbox', { name: label }).waitFor({ state: 'hidden' });
      },
      record,
    );
  }

  /** @param {string} value */
  const status = (value, record = true) =>
    choose(
      value === 'Live' ? 'status All → Live' : 'status Live → All',
      'Status',
      STATUS_LABELS[value] ?? value,
      () => (view.status = value),
      record,
    );
  /** @param {string} value */
  const owner = (value) => choose('owner filter', 'Owner', OWNER_LABELS[value] ?? value, () => (view.owner = value));
  /** @param {string} value */
  const sort = (value) => choose('sort change', 'Sort', SORT_LABELS[value], () => (view.sort = value));

  async function typeSearch() {
    const box = page.getByRole('searchbox', { name: 'Search projects' });
    await press(box);
    for (const letter of SEARCH_WORD) {
      view.query += letter;
      await measure('search keystroke', () => page.keyboard.press(letter));
    }
    // Deleting is typing too: back to an empty search one key at a time.
    while (view.query) {
      view.query = view.query.slice(0, -1);
      await measure('search keystroke', () => page.keyboard.press('Backspace'));
    }
  }

  /**
   * Changes made 150 ms apart (start to start) with no settling: each `step` is one change,
   * sent as key presses; then the time from the last change's input to its first page.
   * @param {string} kind
   * @param {string[][]} steps
   */
  async function burst(kind, steps) {
    const { names, count } = expected();
    /** @type {[string[], number, number]} */
    const armArgs = [names, Math.min(FIRST_PAGE, count), SETTLE_TIMEOUT_MS];
    const from = await page.evaluate(
      (args) => /** @type {ProbeWindow} */ (/** @type {unknown} */ (window)).__bench.arm(...args),
      armArgs,
    );
    const began = Date.now();
    /** @type {number[]} */
    const marks = [];
    for (const [index, keys] of steps.entries()) {
      const due = began + index * BURST_GAP_MS;
      if (Date.now() < due) await new Promise((resolve) => setTimeout(resolve, due - Date.now()));
      marks.push(await page.evaluate(() => performance.now()));
      for (const key of keys) await page.keyboard.press(key);
    }
    const data = await page.evaluate(
      (since) => /** @type {ProbeWindow} */ (/** @type {unknown} */ (window)).__bench.collect(since),
      from,
    );
    marks.push(Infinity);
    for (let index = 0; index < steps.length; index += 1)
      samples.push({ ...toSample(`${kind}: each change`, data, marks[index], marks[index + 1]), figure: undefined });
    const last = toSample(`${kind}: last change to first page`, data, marks[marks.length - 2], Infinity);
    // When each change's last key went in, to show how far apart the changes really were.
    const ends = marks.slice(0, -1).map((mark, index) => {
      const inputs = data.inputs.filter((input) => input.at >= mark && input.at < marks[index + 1]);
      return inputs.at(-1)?.at ?? mark;
    });
    last.spacing = ends.slice(1).map((end, index) => end - ends[index]);
    samples.push(last);
  }

  /** Five status changes with the keyboard (Enter, ArrowDown, Enter): Idea, In Dev, … Paused. */
  async function statusBurst() {
    await combobox('Status').focus();
    view.status = 'Paused';
    await burst('burst of status changes', Array(5).fill(['Enter', 'ArrowDown', 'Enter']));
    await status('all', false);
  }

  /** "resume" typed at 150 ms a key, then cleared. */
  async function typingBurst() {
    const box = page.getByRole('searchbox', { name: 'Search projects' });
    await press(box);
    view.query = SEARCH_WORD;
    await burst(
      'burst of search keystrokes',
      [...SEARCH_WORD].map((letter) => [letter]),
    );
    view.query = '';
    await measure(
      'search cleared',
      () => page.keyboard.press('ControlOrMeta+A').then(() => page.keyboard.press('Backspace')),
      false,
    );
  }

  /**
   * Needs attention pressed, showing `shows` (its first page's names and its count, read from the
   * page: plans.mjs), or released (null), back to the view as it was.
   * @param {{ names: string[], count: number } | null} shows
   */
  const attention = (shows) =>
    measure(
      shows ? 'Needs attention pressed' : 'Needs attention released',
      () => press(page.getByRole('search').getByRole('button', { name: /^Needs attention, / })),
      true,
      shows ?? expected(),
    );

  return { samples, status, owner, sort, typeSearch, statusBurst, typingBurst, attention };
}
