// @ts-check
// One measured interaction, from what the probe collected (probe.mjs): its Event Timing, the
// moment its first page showed, and where the longest event's time went.

/**
 * An Event Timing entry as the probe keeps it.
 * @typedef {{ name: string, startTime: number, duration: number, processingStart: number,
 *   processingEnd: number, interactionId: number }} EventEntry
 */
/**
 * What the probe's `collect` returns (probe.mjs): when the first page showed (null: it never
 * did), when its cards in the window did, and the inputs, Event Timing entries and long tasks.
 * @typedef {{ shownAt: number | null, inViewAt: number | null, inputs: { at: number }[], events: EventEntry[],
 *   longTasks: { startTime: number, duration: number }[] }} Collected
 */
/**
 * The part of probe.mjs's `window.__bench` this file calls.
 * @typedef {{ __bench: { arm: (names: string[], needed: number, timeoutMs: number) => number,
 *   armGroups: (groups: import('./probe.mjs').Group[], timeoutMs: number) => number,
 *   collect: (from: number) => Promise<Collected> } }} ProbeWindow
 */
/**
 * One sample, as report.mjs reads it, with where its time went.
 * @typedef {import('./report.mjs').Sample & { shown: number | null, inView: number | null, interactions: number,
 *   parts: { event: string, inputDelay: number, processing: number, presentation: number } | null,
 *   longTasks: number[] }} MeasuredSample
 */

/**
 * @param {string} kind
 * @param {Collected} data
 * @param {number} from
 * @param {number} to
 * @returns {MeasuredSample}
 */
export function toSample(kind, data, from, to) {
  const inputs = data.inputs.filter((input) => input.at >= from && input.at < to);
  const start = inputs.at(-1)?.at ?? from;
  const events = data.events.filter((event) => event.startTime >= from && event.startTime < to);
  /** @type {Map<number, number>} */
  const byInteraction = new Map();
  for (const entry of events)
    byInteraction.set(entry.interactionId, Math.max(byInteraction.get(entry.interactionId) ?? 0, entry.duration));
  const et = byInteraction.size ? Math.max(...byInteraction.values()) : null;
  // Where the longest event's time went: waiting for the main thread, handlers, then to the paint.
  const longest = events.reduce(
    (/** @type {EventEntry | null} */ worst, entry) => (!worst || entry.duration > worst.duration ? entry : worst),
    null,
  );
  const parts = longest && {
    event: longest.name,
    inputDelay: Math.round(longest.processingStart - longest.startTime),
    processing: Math.round(longest.processingEnd - longest.processingStart),
    presentation: Math.round(longest.startTime + longest.duration - longest.processingEnd),
  };
  const shown = data.shownAt === null ? null : Math.max(0, data.shownAt - start);
  const inView = data.inViewAt === null ? null : Math.max(0, data.inViewAt - start);
  const figure = shown === null ? Infinity : Math.max(et ?? 16, shown);
  const longTasks = data.longTasks.filter((task) => task.startTime >= from).map((task) => Math.round(task.duration));
  return { kind, et, shown, inView, figure, interactions: byInteraction.size, parts, longTasks };
}
