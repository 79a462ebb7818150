// @ts-check
// A cold page load as a Chrome trace tells it (loadProfile.mjs): the renderer that navigated to
// the page, its first contentful and largest contentful paints, and its main thread's tasks from
// the navigation's start, each with the work directly inside it. Other renderers in the trace (a
// headless Chromium draws its own omnibox popup in one) are left out.

/**
 * The fields read of a trace event.
 * @typedef {{ name: string, ph: string, pid: number, tid: number, ts: number, dur?: number,
 *   args?: { name?: string, data?: { documentLoaderURL?: string, navigationId?: string } } }} LoadEvent
 */
/** @typedef {{ at: number, ms: number, inside: [string, number][] }} LoadTask */

/** Work directly inside a task shorter than this is not named (ms). */
const SMALLEST_NAMED_MS = 1;

/**
 * @param {LoadEvent[]} events
 * @param {string} path the page's path ("/dashboard")
 * @param {number} [longMs] a task at least this long is listed with what it holds
 * @returns {{ fcp: number | null, lcp: number | null, busyToLcp: number, kinds: [string, number][],
 *   long: LoadTask[] }} times in ms from the navigation's start; `busyToLcp` sums the tasks that
 *   started before the largest paint, `kinds` the work inside them by name
 */
export function loadStory(events, path, longMs = 50) {
  const start = events.find(
    (event) =>
      event.name === 'navigationStart' &&
      new URL(event.args?.data?.documentLoaderURL || 'about:blank').pathname === path,
  );
  if (!start) throw new Error(`the trace has no navigation to ${path}`);
  const navigation = start.args?.data?.navigationId;
  const ofLoad = (/** @type {LoadEvent} */ event) =>
    event.pid === start.pid && event.args?.data?.navigationId === navigation;
  const since = (/** @type {number} */ ts) => (ts - start.ts) / 1000;
  const fcp = events.find((event) => event.name === 'firstContentfulPaint' && ofLoad(event));
  const lcps = events.filter((event) => event.name === 'largestContentfulPaint::Candidate' && ofLoad(event));
  const lcp = lcps.length ? since(Math.max(...lcps.map((event) => event.ts))) : null;
  const onMain = events
    .filter((event) => event.ph === 'X' && event.pid === start.pid && event.tid === start.tid && (event.dur ?? 0) > 0)
    .sort((a, b) => a.ts - b.ts);
  /** @type {Map<string, number>} */
  const kinds = new Map();
  /** @type {LoadTask[]} */
  const long = [];
  let busyToLcp = 0;
  for (const task of onMain.filter((event) => event.name === 'RunTask' && event.ts >= start.ts)) {
    const end = task.ts + (task.dur ?? 0);
    const ms = (task.dur ?? 0) / 1000;
    const before = lcp === null || since(task.ts) < lcp;
    if (before) busyToLcp += ms;
    /** @type {[string, number][]} */
    const inside = [];
    let reached = task.ts;
    for (const event of onMain) {
      if (event === task || event.ts < reached || event.ts >= end) continue;
      reached = event.ts + (event.dur ?? 0);
      const eventMs = (event.dur ?? 0) / 1000;
      if (before) kinds.set(event.name, (kinds.get(event.name) ?? 0) + eventMs);
      if (eventMs >= SMALLEST_NAMED_MS) inside.push([event.name, eventMs]);
    }
    if (ms >= longMs) long.push({ at: since(task.ts), ms, inside });
  }
  return {
    fcp: fcp ? since(fcp.ts) : null,
    lcp,
    busyToLcp,
    kinds: [...kinds].sort((a, b) => b[1] - a[1]).slice(0, 12),
    long,
  };
}
