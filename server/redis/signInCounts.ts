import type { Redis } from 'ioredis';
import { RateLimiterRedis } from 'rate-limiter-flexible';
import { createSignInLimiter, type SignInCounts, type SignInLimiter } from '../auth/signInLimit.js';
import { reportingOutages } from './outage.js';

/** The sign-in counts and known addresses in Redis, shared by the instances (a key per account and address). */
function redisSignInCounts(redis: Redis): SignInCounts {
  return {
    // While Redis is not connected, ioredis would queue nothing and fail the call anyway: refusing
    // at once lets outage.ts answer 503 without waiting.
    limiter: (keyPrefix, points, duration) =>
      new RateLimiterRedis({ storeClient: redis, keyPrefix, points, duration, rejectIfRedisNotReady: true }),
    knownAddresses: (prefix, ttlMs) => ({
      has: async (key) => (await redis.exists(`${prefix}:${key}`)) === 1,
      add: async (key) => void (await redis.set(`${prefix}:${key}`, '1', 'PX', ttlMs)),
    }),
  };
}

/** The sign-in limits of instances sharing a lab: counted together in Redis, unreachable (503) while it is away. */
export const redisSignInLimiter = (redis: Redis): SignInLimiter =>
  reportingOutages(redis, createSignInLimiter(redisSignInCounts(redis)));
