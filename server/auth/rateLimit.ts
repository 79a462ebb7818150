export type RateLimiter = {
  /** Seconds until any of these keys may try again, or 0 when none is locked. */
  retryAfterSeconds(keys: readonly string[]): number;
  recordFailure(keys: readonly string[]): void;
  clear(key: string): void;
};

/**
 * Counts failed sign-ins per key (an account, an address) in a sliding window: after `maxFailures`
 * within `windowMs` the key is refused until the oldest of them leaves the window.
 */
export function createRateLimiter({ maxFailures = 5, windowMs = 15 * 60 * 1000, now = Date.now } = {}): RateLimiter {
  const failures = new Map<string, number[]>();
  const recent = (key: string) => {
    const times = (failures.get(key) ?? []).filter((time) => now() - time < windowMs);
    if (times.length) failures.set(key, times);
    else failures.delete(key);
    return times;
  };
  return {
    retryAfterSeconds(keys) {
      const waits = keys.map((key) => {
        const times = recent(key);
        return times.length < maxFailures ? 0 : times[times.length - maxFailures] + windowMs - now();
      });
      return Math.ceil(Math.max(0, ...waits) / 1000);
    },
    recordFailure(keys) {
      // Forget keys whose window has passed, so a stream of distinct guesses cannot grow the table.
      if (failures.size > 10_000) for (const key of [...failures.keys()]) recent(key);
      for (const key of keys) failures.set(key, [...recent(key), now()]);
    },
    clear(key) {
      failures.delete(key);
    },
  };
}
