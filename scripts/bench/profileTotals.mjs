// @ts-check
// Total time by function: what a function and everything it calls took. Self time names the
// function that was running; the total names the one that asked for it (a layout effect whose
// one size read costs a whole layout, a handler whose dispatch renders the page).

/** The profiler's own entries and React's work loop: on nearly every stack, so they say nothing. */
export const LEFT_OUT = /^\((root|program|idle|garbage collector)\)\s|\s(react-dom|scheduler)\//;

/**
 * Each sample counts once for every function on its stack (a function that calls itself, once).
 * @param {import('./profileSummary.mjs').CpuProfile} profile
 * @param {Map<number, string>} nameOf each node's function, as summarizeProfile names it
 * @returns {Map<string, number>} milliseconds by function, React's work loop and the profiler's
 *   own entries left out
 */
export function totalTimes(profile, nameOf) {
  const parentOf = parentsOf(profile);
  /** @type {Map<string, number>} */
  const totals = new Map();
  // Each stack is walked once, for all the samples taken on it.
  for (const [id, ms] of msBySampledNode(profile)) {
    const counted = new Set();
    for (let node = /** @type {number | undefined} */ (id); node !== undefined; node = parentOf.get(node)) {
      const name = nameOf.get(node);
      if (name === undefined || counted.has(name) || LEFT_OUT.test(name)) continue;
      counted.add(name);
      totals.set(name, (totals.get(name) ?? 0) + ms);
    }
  }
  return totals;
}

/**
 * Each node's parent: a profile from the protocol lists each node's children, one from a trace
 * its parent.
 * @param {import('./profileSummary.mjs').CpuProfile} profile
 */
export function parentsOf(profile) {
  /** @type {Map<number, number>} */
  const parentOf = new Map();
  for (const node of profile.nodes) {
    if (node.parent !== undefined) parentOf.set(node.id, node.parent);
    for (const child of node.children ?? []) parentOf.set(child, node.id);
  }
  return parentOf;
}

/**
 * The milliseconds sampled in each node itself (its self time), for the nodes sampled at all.
 * @param {import('./profileSummary.mjs').CpuProfile} profile
 */
export function msBySampledNode(profile) {
  /** @type {Map<number, number>} */
  const msByNode = new Map();
  profile.samples.forEach((id, index) =>
    msByNode.set(id, (msByNode.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000),
  );
  return msByNode;
}
