import { createHash } from 'node:crypto';
import { RateLimiterMemory, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { normalizeEmail } from '../../contract/founders.js';
import { memoryKnownAddresses, type KnownAddresses } from './knownAddresses.js';
import { SESSION_IDLE_MS } from './sessionStore.js';

const WINDOW_SECONDS = 15 * 60;
/** Failures allowed in the window for one account from one address: a founder's typos. */
const PAIR_MAX = 5;
/** For one account from any address, and for one address across all accounts (many emails tried). */
const SPREAD_MAX = 30;

/** An attempt counted under these limiters and keys; `pair` is the account-and-address one. */
export type CountedAttempt = { pair: string; counted: readonly (readonly [RateLimiterAbstract, string])[] };

export type SignInLimiter = {
  /** Counts an attempt before its password is checked: refused with the seconds to wait, or counted. */
  begin(email: string, address: string): Promise<{ retryAfter: number } | CountedAttempt>;
  /** The password was right: the attempt was no failure, and the address is now a known one. */
  succeeded(attempt: CountedAttempt): Promise<void>;
};

/** Keys hold a hash, so Redis and memory keep no email or address in the clear, whatever their length. */
const keyOf = (...parts: string[]) => createHash('sha256').update(JSON.stringify(parts)).digest('base64url');

/** Where the counts live: in memory for one instance, in Redis for instances sharing one (redis/signInCounts.ts). */
export type SignInCounts = {
  /** Counts under `keyPrefix`: `points` in `duration` seconds. */
  limiter(keyPrefix: string, points: number, duration: number): RateLimiterAbstract;
  knownAddresses(prefix: string, ttlMs: number): KnownAddresses;
};

export const memorySignInCounts: SignInCounts = {
  limiter: (keyPrefix, points, duration) => new RateLimiterMemory({ keyPrefix, points, duration }),
  knownAddresses: (_prefix, ttlMs) => memoryKnownAddresses(ttlMs),
};

/**
 * rate-limiter-flexible's login protection: five failures per account and address, thirty per
 * account from anywhere and thirty per address whatever the account. An address a founder signed
 * in from in the last 30 days answers only to the first, so strangers guessing elsewhere never
 * lock a founder out of their own devices. Unlike the recipe, each attempt is counted before its
 * password is checked (and taken back when right), so attempts sent at once cannot all slip in
 * while the first ones are still being checked.
 */
export function createSignInLimiter(counts: SignInCounts = memorySignInCounts): SignInLimiter {
  const pairs = counts.limiter('forge-lab:sign-in:pair', PAIR_MAX, WINDOW_SECONDS);
  const accounts = counts.limiter('forge-lab:sign-in:account', SPREAD_MAX, WINDOW_SECONDS);
  const addresses = counts.limiter('forge-lab:sign-in:address', SPREAD_MAX, WINDOW_SECONDS);
  const known = counts.knownAddresses('forge-lab:sign-in:known', SESSION_IDLE_MS);

  return {
    async begin(email, address) {
      const account = normalizeEmail(email);
      const pair = keyOf(account, address);
      const counted: CountedAttempt['counted'] = (await known.has(pair))
        ? [[pairs, pair]]
        : [
            [pairs, pair],
            [accounts, keyOf(account)],
            [addresses, keyOf(address)],
          ];
      const results = await Promise.allSettled(counted.map(([rule, key]) => rule.consume(key)));
      const reasons = results.flatMap((result) => (result.status === 'rejected' ? [result.reason as unknown] : []));
      // A store that cannot be reached (redis/outage.ts), not a limit.
      const failure = reasons.find((reason): reason is Error => reason instanceof Error);
      if (failure) throw failure;
      const refusals = reasons.filter((reason): reason is RateLimiterRes => reason instanceof RateLimiterRes);
      if (refusals.length === 0) return { pair, counted };
      // Over a limit: this attempt counts nowhere, as it was never checked.
      await Promise.all(counted.map(([rule, key]) => rule.reward(key)));
      const waitMs = Math.max(...refusals.map((refusal) => refusal.msBeforeNext));
      return { retryAfter: Math.ceil(waitMs / 1000) };
    },
    async succeeded({ pair, counted }) {
      await Promise.all(counted.map(([rule, key]) => (rule === pairs ? rule.delete(key) : rule.reward(key))));
      await known.add(pair);
    },
  };
}
