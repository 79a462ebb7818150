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
//    dialog's entries. The same watcher notes the first frame that shows the page's cards in the
//    window (`showsInView`), so one interaction gives both figures.
/** @typedef {import('./probeTypes.mjs').Bench} Bench */
/** @typedef {import('./probeTypes.mjs').BenchWindow} BenchWindow */
/** @typedef {import('./probeTypes.mjs').EventEntry} EventEntry */
/** @typedef {import('./probeTypes.mjs').Group} Group */

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
  /**
   * True when the cards of the first page that are in the window show: `shows` for the cards
   * whose top is above the window's bottom. A card not rendered yet counts as out of view when
   * the last rendered one fills its row and reaches below the window.
   * @param {string[]} names
   * @param {number} needed
   */
  const showsInView = (names, needed) => {
    const articles = [...document.querySelectorAll('article')].slice(0, needed);
    if (needed === 0 || !articles.length) return shows(names, needed);
    const boxes = articles.map((article) => article.getBoundingClientRect());
    for (const [index, box] of boxes.entries()) {
      if (box.top >= innerHeight) return true;
      if (articles[index].querySelector('h3')?.textContent !== names[index]) return false;
      if (opacity(articles[index]) !== 1) return false;
    }
    if (articles.length === needed) return true;
    const perRow = boxes.filter((box) => box.top === boxes[0].top).length;
    return /** @type {DOMRect} */ (boxes.at(-1)).bottom >= innerHeight && articles.length % perRow === 0;
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
   * @param {() => boolean} [doneInView] the part of the view in the window shows (default: `done`)
   */
  const watch = (done, timeoutMs, doneInView = done) => {
    const armedAt = performance.now();
    bench.armedAt = armedAt;
    bench.settled = (async () => {
      /** @type {number | null} */
      let inViewAt = null;
      let inViewSeen = false;
      for (;;) {
        const now = await afterFrame();
        // The frame after the one seen showing the cards in view: `now` is its start.
        if (inViewSeen) inViewAt ??= now;
        if (done()) {
          const shownAt = await frame();
          return { shownAt, inViewAt: inViewAt ?? shownAt };
        }
        inViewSeen ||= doneInView();
        if (now - armedAt > timeoutMs) return { shownAt: null, inViewAt };
      }
    })();
    return armedAt;
  };
  /** Starts watching for the first page of cards. */
  bench.arm = (names, needed, timeoutMs) =>
    watch(
      () => shows(names, needed),
      timeoutMs,
      () => showsInView(names, needed),
    );
  /** Starts watching for every group to show (the board's columns, a dialog's entries). */
  bench.armGroups = (groups, timeoutMs) => watch(() => groups.every(groupShows), timeoutMs);

  /**
   * Waits for the watcher, then for the Event Timing entries of the paint (they are queued after
   * it), and returns what happened since `from` (and before `to`, when given).
   */
  bench.collect = async (from, to = Infinity) => {
    const { shownAt, inViewAt } = await bench.settled;
    for (let index = 0; index < 3; index += 1) await frame();
    await new Promise((resolve) => setTimeout(resolve, 150));
    record(bench.observer.takeRecords());
    /** @param {number} time */
    const within = (time) => time >= from && time < to;
    return {
      shownAt,
      inViewAt,
      inputs: bench.inputs.filter((input) => within(input.at)),
      events: bench.events.filter((entry) => within(entry.startTime)),
      longTasks: bench.longTasks.filter((task) => within(task.startTime)),
    };
  };
}
