import type { Redis } from 'ioredis';
import { newSessionId, SESSION_IDLE_MS, sessionKey, type SessionStore } from './sessionStore.js';

/**
 * Sessions in Redis, for instances that share a lab: a founder signed in on one instance is signed
 * in on all of them. Redis expires a session after the idle time; each lookup starts it again.
 */
export function redisSessionStore(redis: Redis, prefix: string): SessionStore {
  const keyOf = (id: string) => `${prefix}:session:${sessionKey(id)}`;
  return {
    async create(email) {
      const id = newSessionId();
      await redis.set(keyOf(id), JSON.stringify({ email, createdAt: Date.now() }), 'PX', SESSION_IDLE_MS);
      return id;
    },
    async lookup(id) {
      const key = keyOf(id);
      const [[, text]] = (await redis.multi().get(key).pexpire(key, SESSION_IDLE_MS).exec()) ?? [[null, null]];
      if (typeof text !== 'string') return null;
      const { email, createdAt } = JSON.parse(text) as { email: string; createdAt: number };
      return { email, createdAt, lastSeenAt: Date.now() };
    },
    async end(id) {
      await redis.del(keyOf(id));
    },
  };
}
