import type { Redis } from 'ioredis';

/** At most `max` attempts under `key` (an account, an address, the two together) in the window. */
export type Limit = { key: string; max: number };

/**
 * Sign-in attempts counted per key in a sliding window, plus marks that expire (the addresses a
 * founder signed in from). An attempt is counted before its password is checked, so requests sent
 * all at once cannot all slip in while the first ones are still being checked.
 */
export type AttemptStore = {
  /** Counts attempt `id` under every key unless one is at its limit: 0, or the seconds to wait. */
  reserve(id: string, limits: readonly Limit[]): Promise<number>;
  /** Takes attempt `id` back from these keys: it was no failure. */
  release(id: string, keys: readonly string[]): Promise<void>;
  clear(key: string): Promise<void>;
  mark(key: string, ttlMs: number): Promise<void>;
  isMarked(key: string): Promise<boolean>;
};

type Clock = { windowMs: number; now: () => number };

/** For one instance: the counts live in memory and start again with the process. */
export function memoryAttempts({ windowMs, now }: Clock): AttemptStore {
  const attempts = new Map<string, Map<string, number>>();
  const marks = new Map<string, number>();
  const recent = (key: string) => {
    const times = attempts.get(key) ?? new Map<string, number>();
    for (const [id, time] of times) if (now() - time >= windowMs) times.delete(id);
    if (times.size) attempts.set(key, times);
    else attempts.delete(key);
    return times;
  };
  const reserve = (id: string, limits: readonly Limit[]) => {
    // Forget keys whose window has passed, so a stream of distinct guesses cannot grow the table.
    if (attempts.size > 10_000) for (const key of [...attempts.keys()]) recent(key);
    const waits = limits.map(({ key, max }) => {
      const times = [...recent(key).values()].sort((a, b) => a - b);
      return times.length < max ? 0 : times[times.length - max] + windowMs - now();
    });
    const wait = Math.max(0, ...waits);
    if (wait > 0) return Math.ceil(wait / 1000);
    for (const { key } of limits) attempts.set(key, recent(key).set(id, now()));
    return 0;
  };
  return {
    reserve: (id, limits) => Promise.resolve(reserve(id, limits)),
    release: (id, keys) => Promise.resolve(keys.forEach((key) => recent(key).delete(id))),
    clear: (key) => Promise.resolve(void attempts.delete(key)),
    mark: (key, ttlMs) => Promise.resolve(void marks.set(key, now() + ttlMs)),
    isMarked: (key) => Promise.resolve((marks.get(key) ?? 0) > now()),
  };
}

/** Checks every key and counts the attempt under all of them in one step, for every instance alike. */
const RESERVE = `
local now, window, id = tonumber(ARGV[1]), tonumber(ARGV[2]), ARGV[3]
local wait = 0
for i, key in ipairs(KEYS) do
  redis.call('ZREMRANGEBYSCORE', key, '-inf', now - window)
  local max, count = tonumber(ARGV[3 + i]), redis.call('ZCARD', key)
  if count >= max then
    local oldest = redis.call('ZRANGE', key, count - max, count - max, 'WITHSCORES')
    wait = math.max(wait, tonumber(oldest[2]) + window - now)
  end
end
if wait > 0 then return wait end
for _, key in ipairs(KEYS) do
  redis.call('ZADD', key, now, id)
  redis.call('PEXPIRE', key, window)
end
return 0`;

/** For instances sharing Redis: each key is a sorted set of attempts, so all instances count the same ones. */
export function redisAttempts(redis: Redis, prefix: string, { windowMs, now }: Clock): AttemptStore {
  const keyOf = (key: string) => `${prefix}:sign-in:${key}`;
  return {
    async reserve(id, limits) {
      const keys = limits.map((limit) => keyOf(limit.key));
      const args = [now(), windowMs, id, ...limits.map((limit) => limit.max)];
      const wait = Number(await redis.eval(RESERVE, keys.length, ...keys, ...args));
      return Math.ceil(wait / 1000);
    },
    async release(id, keys) {
      await Promise.all(keys.map((key) => redis.zrem(keyOf(key), id)));
    },
    async clear(key) {
      await redis.del(keyOf(key));
    },
    async mark(key, ttlMs) {
      await redis.set(keyOf(key), '1', 'PX', ttlMs);
    },
    async isMarked(key) {
      return (await redis.exists(keyOf(key))) === 1;
    },
  };
}
