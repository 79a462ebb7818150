// @ts-check
// What the probe (probe.mjs) keeps and hands back, as the bench's scripts read it.

/**
 * An Event Timing entry as the probe keeps it.
 * @typedef {Pick<PerformanceEventTiming, 'name' | 'startTime' | 'duration' | 'processingStart' |
 *   'processingEnd' | 'interactionId'>} EventEntry
 */
/** @typedef {{ type: string, at: number }} Input */
/** @typedef {{ startTime: number, duration: number }} LongTask */
/**
 * What `collect` returns: when the first page showed (null: it never did), when its cards in
 * the window did, and the window's inputs, Event Timing entries and long tasks.
 * @typedef {{ shownAt: number | null, inViewAt: number | null, inputs: Input[], events: EventEntry[], longTasks: LongTask[] }} Collected
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
 *   settled: Promise<{ shownAt: number | null, inViewAt: number | null }>,
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

export {};
