// @ts-check
// The soak's randomness and waiting: a seeded generator, and a wait for a condition.

/** @param {number} ms */
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** mulberry32: the same seed, the same run's choices (not its timing). */
export function seeded(/** @type {number} */ state) {
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Resolves true once `ready()` holds, false after `timeoutMs`. */
export async function waitUntil(/** @type {() => boolean} */ ready, /** @type {number} */ timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (!ready()) {
    if (Date.now() > deadline) return false;
    await sleep(100);
  }
  return true;
}
