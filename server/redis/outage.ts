import type { Redis } from 'ioredis';

/**
 * Redis could not be asked: the instances' shared store is down, so a request that needs it (a new
 * sign-in, a session this instance never saw) waits for it: 503, not a server error.
 */
export class RedisUnreachable extends Error {}

/** How long to wait before trying again: ioredis tries to reconnect every two seconds at most. */
export const RETRY_AFTER_SECONDS = 5;

type AsyncMethods = Record<string, (...args: never[]) => Promise<unknown>>;

/**
 * The store, its calls failing as {@link RedisUnreachable} while Redis is not connected (ioredis
 * refuses a command at once then, or gives up on one the connection dropped). A failure with
 * Redis connected stays what it is: a bug to see in the log.
 */
export function reportingOutages<T extends AsyncMethods>(redis: Pick<Redis, 'status'>, store: T): T {
  const wrapped = Object.entries(store).map(([name, call]) => [
    name,
    async (...args: never[]) => {
      try {
        return await call(...args);
      } catch (error) {
        if (redis.status === 'ready') throw error;
        throw new RedisUnreachable(`Redis is unreachable (${(error as Error).message})`, { cause: error });
      }
    },
  ]);
  return Object.fromEntries(wrapped) as T;
}
