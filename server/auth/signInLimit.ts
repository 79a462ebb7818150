import { createHash, randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { normalizeEmail } from '../../contract/founders.js';
import { memoryAttempts, redisAttempts } from './rateLimit.js';
import { reportingOutages } from './redisOutage.js';
import { SESSION_IDLE_MS } from './sessionStore.js';

const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
/** Failures allowed in the window for one account from one address: a founder's typos. */
const PAIR_MAX = 5;
/** For one account from any address, and for one address across all accounts (many emails tried). */
const SPREAD_MAX = 30;

/** Refused with the seconds to wait, or counted: `succeeded` takes it back once the password is right. */
export type SignInAttempt = { retryAfter: number } | { succeeded(): Promise<void> };

export type SignInLimiter = {
  /** Counts an attempt before its password is checked. */
  begin(email: string, address: string): Promise<SignInAttempt>;
};

/** Keys hold a hash, so Redis and memory keep no email or address in the clear, whatever their length. */
const keyOf = (kind: string, ...parts: string[]) =>
  `${kind}:${createHash('sha256').update(JSON.stringify(parts)).digest('base64url')}`;

/**
 * Three limits: five failures per account and address, thirty per account from anywhere and
 * thirty per address whatever the account. An address a founder signed in from in the last 30
 * days answers only to the first, so strangers guessing elsewhere never lock a founder out of
 * their own devices. With Redis the counts are shared by every instance.
 */
export function createSignInLimiter(redis?: Redis): SignInLimiter {
  const clock = { windowMs: SIGN_IN_WINDOW_MS, now: Date.now };
  const attempts = redis ? reportingOutages(redis, redisAttempts(redis, 'forge-lab', clock)) : memoryAttempts(clock);
  return {
    async begin(email, address) {
      const account = normalizeEmail(email);
      const pair = keyOf('pair', account, address);
      const known = keyOf('known', account, address);
      const limits = [{ key: pair, max: PAIR_MAX }];
      if (!(await attempts.isMarked(known)))
        limits.push(
          { key: keyOf('account', account), max: SPREAD_MAX },
          { key: keyOf('address', address), max: SPREAD_MAX },
        );
      const id = randomUUID();
      const retryAfter = await attempts.reserve(id, limits);
      if (retryAfter > 0) return { retryAfter };
      const keys = limits.map((limit) => limit.key);
      return {
        async succeeded() {
          await attempts.clear(pair);
          await attempts.release(id, keys);
          await attempts.mark(known, SESSION_IDLE_MS);
        },
      };
    },
  };
}
