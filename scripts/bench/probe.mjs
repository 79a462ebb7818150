// @ts-check
// What the bench reads inside the page. Installed as an init script, so it runs before the app:
//  - the browser's Event Timing entries (PerformanceObserver, type "event", durationThreshold 16,
//    interactionId > 0): an interaction's duration runs from its input to the next paint after
//    its handlers, as Interaction to Next Paint counts it;
//  - the timestamp of every trusted pointerup and keydown, the input that completes a click or
//    a key press (MUI applies a menu choice on the click, so from the pointerup);
//  - long tasks, for saying where the time goes;
//  - a watcher that, from the frame it is armed, looks after every frame for the view's first
//    page: the expected cards, in order, each at full opacity (its own computed opacity times
//    its ancestors'). It looks in a task after the frame, not in requestAnimationFrame, so its
//    style reads never delay the frame an interaction waits for. The end of an interaction is
//    the start of the frame after the one the watcher saw showing the page, i.e. once a frame
//    that shows it has surely been produced. The board and the history views use the same
//    watcher with groups instead of one grid (`armGroups`): each column's first cards, a
//    dialog's entries.
/**
 * An Event Timing entry as the probe keeps it.
 * @typedef {Pick<PerformanceEventTiming, 'name' | 'startTime' | 'duration' | 'processingStart' |
 *   'processingEnd' | 'interactionId'>} EventEntry
 */
/** @typedef {{ type: string, at: number }} Input */
/** @typedef {{ startTime: number, duration: number }} LongTask */
/**
 * What `collect` returns: when the first page showed (null: it never did), and the window's
 * inputs, Event Timing entries and long tasks.
 * @typedef {{ shownAt: number | null, inputs: Input[], events: EventEntry[], longTasks: LongTask[] }} Collected
 */
/**
 * One part of a view that must show for it to count as shown (a board column, a dialog's list):
 * the first element matching `within` (the whole document when null), the `item`s in it, the
 * first of which carry `names` in order (an item's name: its h3's text), and the first `needed`
 * of which are at full opacity and, with `inView`, inside the window's width (a drawer that is
 * still sliding in is not shown).
 * @typedef {{ within: string | null, item: string, names: string[], needed: number, inView?: boolean }} Group
 */
/**
 * `window.__bench`, as installProbe fills it in.
 * @typedef {{
 *   events: EventEntry[], inputs: Input[], longTasks: LongTask[], observer: PerformanceObserver,
 *   shows: (names: string[], needed: number) => boolean,
 *   frame: () => Promise<number>,
 *   afterFrame: () => Promise<number>,
 *   armedAt: number,
 *   settled: Promise<{ shownAt: number | null }>,
 *   arm: (names: string[], needed: number, timeoutMs: number) => number,
 *   armGroups: (groups: Group[], timeoutMs: number) => number,
 *   collect: (from: number, to?: number) => Promise<Collected>,
 * }} Bench
 */
/**
 * The page's window with the probe in it. Functions sent to the page cast `window` to this:
 * they run there, where nothing of this module exists.
 * @typedef {Window & typeof globalThis & { __bench: Bench }} BenchWindow
 */

export function installProbe() {
  // The rest of it is filled in below, member by member.
  const bench = /** @type {Bench} */ (/** @type {unknown} */ ({ events: [], inputs: [], longTasks: [] }));
  /** @type {BenchWindow} */ (window).__bench = bench;
  /** @param {PerformanceEntryList} entries the "event" observer's: PerformanceEventTiming only */
  const record = (entries) => {
    for (const entry of /** @type {PerformanceEventTiming[]} */ (entries))
      if (entry.interactionId > 0)
        bench.events.push({
          name: entry.name,
          startTime: entry.startTime,
          duration: entry.duration,
          processingStart: entry.processingStart,
          processingEnd: entry.processingEnd,
          interactionId: entry.interactionId,
        });
  };
  bench.observer = new PerformanceObserver((list) => record(list.getEntries()));
  // durationThreshold (Event Timing) is missing from TypeScript's PerformanceObserverInit.
  bench.observer.observe(
    /** @type {PerformanceObserverInit} */ ({ type: 'event', durationThreshold: 16, buffered: true }),
  );
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      bench.longTasks.push({ startTime: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  for (const type of ['pointerup', 'keydown'])
    addEventListener(type, (event) => event.isTrusted && bench.inputs.push({ type, at: event.timeStamp }), {
      capture: true,
    });

  /** @param {Element | null} element */
  const opacity = (element) => {
    let value = 1;
    for (let node = element; node && node !== document.documentElement; node = node.parentElement)
      value *= Number(getComputedStyle(node).opacity);
    return value;
  };
  /**
   * True when the articles start with the expected names and the first `needed` are opaque.
   * @param {string[]} names
   * @param {number} needed
   */
  const shows = (names, needed) => {
    const articles = document.querySelectorAll('article');
    if (articles.length < needed) return false;
    for (let index = 0; index < articles.length; index += 1) {
      if (index >= names.length) return index >= needed;
      if (articles[index].querySelector('h3')?.textContent !== names[index]) return false;
      if (index < needed && opacity(articles[index]) !== 1) return false;
    }
    return true;
  };
  /** @returns {Promise<number>} the next frame's start */
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  /**
   * Resolves in a task after the next frame (its rendering is done), with the frame's start.
   * @returns {Promise<number>}
   */
  const afterFrame = () => new Promise((resolve) => requestAnimationFrame((time) => setTimeout(resolve, 0, time)));
  /** @param {Group} group */
  const groupShows = ({ within, item, names, needed, inView }) => {
    const root = within === null ? document : document.querySelector(within);
    if (!root) return false;
    const items = root.querySelectorAll(item);
    if (items.length < Math.max(needed, names.length)) return false;
    for (let index = 0; index < names.length; index += 1)
      if (items[index].querySelector('h3')?.textContent !== names[index]) return false;
    for (let index = 0; index < needed; index += 1) {
      if (opacity(items[index]) !== 1) return false;
      const box = items[index].getBoundingClientRect();
      if (inView && (box.left < 0 || box.right > innerWidth)) return false;
    }
    return true;
  };
  Object.assign(bench, { shows, frame, afterFrame });

  /**
   * Starts watching, from the next frame, for `done` to hold; returns the page's clock now.
   * @param {() => boolean} done
   * @param {number} timeoutMs
   */
  const watch = (done, timeoutMs) => {
    const armedAt = performance.now();
    bench.armedAt = armedAt;
    bench.settled = (async () => {
      for (;;) {
        const now = await afterFrame();
        if (done()) return { shownAt: await frame() };
        if (now - armedAt > timeoutMs) return { shownAt: null };
      }
    })();
    return armedAt;
  };
  /** Starts watching for the first page of cards. */
  bench.arm = (names, needed, timeoutMs) => watch(() => shows(names, needed), timeoutMs);
  /** Starts watching for every group to show (the board's columns, a dialog's entries). */
  bench.armGroups = (groups, timeoutMs) => watch(() => groups.every(groupShows), timeoutMs);

  /**
   * Waits for the watcher, then for the Event Timing entries of the paint (they are queued after
   * it), and returns what happened since `from` (and before `to`, when given).
   */
  bench.collect = async (from, to = Infinity) => {
    const { shownAt } = await bench.settled;
    for (let index = 0; index < 3; index += 1) await frame();
    await new Promise((resolve) => setTimeout(resolve, 150));
    record(bench.observer.takeRecords());
    /** @param {number} time */
    const within = (time) => time >= from && time < to;
    return {
      shownAt,
      inputs: bench.inputs.filter((input) => within(input.at)),
      events: bench.events.filter((entry) => within(entry.startTime)),
      longTasks: bench.longTasks.filter((task) => within(task.startTime)),
    };
  };
}
