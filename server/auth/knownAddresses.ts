/**
 * The addresses each founder signed in from, remembered for a while (a key per account and
 * address). Not a rate limiter's job: rate-limiter-flexible's memory store expires keys with one
 * timer each, and Node fires a timer over 24.8 days at once, so a 30-day mark would not last.
 */
export type KnownAddresses = { has(key: string): Promise<boolean>; add(key: string): Promise<void> };

export function memoryKnownAddresses(ttlMs: number): KnownAddresses {
  const until = new Map<string, number>();
  return {
    has: (key) => Promise.resolve((until.get(key) ?? 0) > Date.now()),
    add: (key) => Promise.resolve(void until.set(key, Date.now() + ttlMs)),
  };
}
