// @ts-check
// Who asked for a function's time: `profile.mjs --callers getBoundingClientRect` groups that
// function's self time by the calls that led to it, so a native call that costs a layout, a style
// recalculation or a focus (a size read, setAttribute, focus) names the code that made it.
import { LEFT_OUT, msBySampledNode, parentsOf } from './profileTotals.mjs';

/** The callers shown for each path: the direct one, then the nearest outside React's work loop. */
const PATH_LENGTH = 4;

/**
 * @param {import('./profileSummary.mjs').CpuProfile} profile
 * @param {Map<number, string>} nameOf each node's function, as summarizeProfile names it
 * @param {string} target the function's name (`getBoundingClientRect`, `enter`...)
 * @returns {[string, number][]} milliseconds by path (`caller ← its caller ← ...`), the most first
 */
export function callerPaths(profile, nameOf, target) {
  const parentOf = parentsOf(profile);
  /** @type {Map<string, number>} */
  const byPath = new Map();
  for (const [id, ms] of msBySampledNode(profile)) {
    if (nameOf.get(id)?.split('  ')[0] !== target) continue;
    /** @type {string[]} */
    const path = [];
    for (let node = parentOf.get(id); node !== undefined && path.length < PATH_LENGTH; node = parentOf.get(node)) {
      const name = nameOf.get(node);
      if (name !== undefined && (path.length === 0 || !LEFT_OUT.test(name))) path.push(name.trim());
    }
    const key = path.join(' ← ') || '(no caller)';
    byPath.set(key, (byPath.get(key) ?? 0) + ms);
  }
  return [...byPath].sort((a, b) => b[1] - a[1]).slice(0, 10);
}
