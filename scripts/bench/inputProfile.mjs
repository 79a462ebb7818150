// @ts-check
// The CPU samples taken inside an interaction's input events (its pointer, touch, mouse, focus,
// click and key events), read from a trace recorded with V8's sampler on: what runs before the
// frame that shows the change, without the test driver's work or the frames after it. Gives a
// profile summarizeProfile reads (profileSummary.mjs).

/** The trace categories that record the main thread's events and V8's samples. */
export const INPUT_PROFILE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-v8.cpu_profiler',
];

/** The input events an interaction is made of, the ones kept by default. */
const INPUT_EVENTS = new Set([
  'pointerdown',
  'pointerup',
  'mousedown',
  'mouseup',
  'touchstart',
  'touchend',
  'focusin',
  'focusout',
  'click',
  'keydown',
  'keyup',
]);

/**
 * The fields read of the trace's events: EventDispatch (an input event's handling) and V8's
 * Profile and ProfileChunk (its samples, with time deltas in microseconds from the profile's start).
 * @typedef {{ name: string, ph: string, id?: string, pid: number, tid: number, ts: number, dur: number, args: { data?: {
 *   type?: string, startTime?: number, timeDeltas?: number[], cpuProfile?: { nodes?: { id: number, parent?: number,
 *   callFrame: { functionName: string, url?: string, lineNumber?: number, columnNumber?: number } }[],
 *   samples?: number[] } } } }} ProfileTraceEvent
 */

/**
 * @param {Buffer} buffer a trace recorded with INPUT_PROFILE_CATEGORIES
 * @param {ReadonlySet<string>} [types] the events whose samples are kept (the click alone, say,
 *   without the press that opened a menu before it)
 * @returns {{ profile: import('./profileSummary.mjs').CpuProfile, inputs: number }} the samples
 *   inside input events, and how many input events there were
 */
export function profileInsideInputs(buffer, types = INPUT_EVENTS) {
  /** @type {ProfileTraceEvent[]} */
  const events = JSON.parse(buffer.toString('utf8')).traceEvents;
  const inputs = events.filter(
    (event) => event.name === 'EventDispatch' && event.ph === 'X' && types.has(event.args.data?.type ?? ''),
  );
  const inside = (/** @type {number} */ ts) => inputs.some((input) => ts >= input.ts && ts <= input.ts + input.dur);
  // Profile ids are counted per process: a profile is its process's id and its own.
  const profileOf = (/** @type {ProfileTraceEvent} */ event) => `${event.pid}/${event.id}`;
  const threads = new Set(inputs.map((input) => `${input.pid}/${input.tid}`));
  /** @type {Map<string, number>} each main thread profile's clock (its last sample's time) */
  const clocks = new Map(
    events
      .filter((event) => event.name === 'Profile' && threads.has(`${event.pid}/${event.tid}`))
      .map((event) => [profileOf(event), event.args.data?.startTime ?? 0]),
  );
  /** @type {import('./profileSummary.mjs').CpuProfile} node ids made unique across profiles */
  const profile = { nodes: [], samples: [], timeDeltas: [] };
  const key = (/** @type {string} */ id, /** @type {number} */ node) => `${id}:${node}`;
  /** @type {Map<string, number>} */
  const ids = new Map();
  const idOf = (/** @type {string} */ name) => ids.get(name) ?? ids.set(name, ids.size + 1).get(name) ?? 0;
  for (const chunk of events.filter((event) => event.name === 'ProfileChunk' && clocks.has(profileOf(event)))) {
    const { cpuProfile = {}, timeDeltas = [] } = chunk.args.data ?? {};
    const id = profileOf(chunk);
    for (const node of cpuProfile.nodes ?? []) {
      const { functionName, url = '', lineNumber = 0, columnNumber = 0 } = node.callFrame;
      profile.nodes.push({
        id: idOf(key(id, node.id)),
        parent: node.parent === undefined ? undefined : idOf(key(id, node.parent)),
        callFrame: { functionName, url, lineNumber, columnNumber },
      });
    }
    let clock = clocks.get(id) ?? 0;
    (cpuProfile.samples ?? []).forEach((node, index) => {
      clock += timeDeltas[index] ?? 0;
      if (!inside(clock)) return;
      profile.samples.push(idOf(key(id, node)));
      profile.timeDeltas.push(timeDeltas[index] ?? 0);
    });
    // A profile's deltas run on from one chunk to the next.
    clocks.set(id, clock);
  }
  return { profile, inputs: inputs.length };
}
