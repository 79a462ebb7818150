import type { Redis } from 'ioredis';
import {
  MAX_SESSIONS_PER_FOUNDER,
  newSessionId,
  SESSION_IDLE_MS,
  sessionKey,
  type SessionRecord,
  type SessionStore,
} from '../auth/sessionStore.js';
import { reportingOutages } from './outage.js';

/**
 * Stores the session and lists it under its founder (a sorted set by creation time), forgets the
 * listed ones Redis has expired or another instance ended, then ends the oldest beyond the cap:
 * in one step, so two instances signing the same founder in at once cannot both skip the cap.
 */
const CREATE = `
local session, index, record, idle, createdAt, member, max, sessionPrefix =
  KEYS[1], KEYS[2], ARGV[1], ARGV[2], ARGV[3], ARGV[4], tonumber(ARGV[5]), ARGV[6]
redis.call('SET', session, record, 'PX', idle)
redis.call('ZADD', index, createdAt, member)
redis.call('PEXPIRE', index, idle)
for _, listed in ipairs(redis.call('ZRANGE', index, 0, -1)) do
  if redis.call('EXISTS', sessionPrefix .. listed) == 0 then redis.call('ZREM', index, listed) end
end
local excess = redis.call('ZCARD', index) - max
for _, oldest in ipairs(redis.call('ZRANGE', index, 0, -1)) do
  if excess <= 0 then break end
  if oldest ~= member then
    redis.call('DEL', sessionPrefix .. oldest)
    redis.call('ZREM', index, oldest)
    excess = excess - 1
  end
end`;

/**
 * Sessions in Redis, for instances that share a lab: a founder signed in on one instance is signed
 * in on all of them. Redis expires a session after the idle time; each lookup starts it again.
 */
function redisSessionStore(redis: Redis, prefix: string): SessionStore {
  const sessionPrefix = `${prefix}:session:`;
  return {
    async create(email) {
      const id = newSessionId();
      const createdAt = Date.now();
      const keys = [sessionPrefix + sessionKey(id), `${prefix}:founder-sessions:${email}`];
      const args = [JSON.stringify({ email, createdAt }), SESSION_IDLE_MS, createdAt, sessionKey(id)];
      await redis.eval(CREATE, keys.length, ...keys, ...args, MAX_SESSIONS_PER_FOUNDER, sessionPrefix);
      return id;
    },
    async lookup(id) {
      const key = sessionPrefix + sessionKey(id);
      const [[, text]] = (await redis.multi().get(key).pexpire(key, SESSION_IDLE_MS).exec()) ?? [[null, null]];
      if (typeof text !== 'string') return null;
      const { email, createdAt } = JSON.parse(text) as { email: string; createdAt: number };
      return { email, createdAt, lastSeenAt: Date.now() };
    },
    async end(id) {
      await redis.del(sessionPrefix + sessionKey(id));
    },
  };
}

/** Sessions an instance remembers for an outage: its founders' devices, with room to spare. */
const MAX_REMEMBERED_SESSIONS = 1000;

/**
 * Sessions as Redis holds them, remembered while it answers. During an outage a session this
 * instance last saw alive still counts, so its founders keep editing here (each change is checked
 * against the session); one it never saw is refused as before. Once Redis answers again its word
 * is final, and a session ended meanwhile elsewhere closes at its next check.
 */
function sessionsThroughOutages(store: SessionStore): SessionStore {
  const seen = new Map<string, SessionRecord>();
  return {
    create: (email) => store.create(email),
    async lookup(id) {
      let record: SessionRecord | null;
      try {
        record = await store.lookup(id);
      } catch (error) {
        const remembered = seen.get(id);
        if (remembered) return remembered;
        throw error;
      }
      seen.delete(id);
      if (record) seen.set(id, record);
      if (seen.size > MAX_REMEMBERED_SESSIONS) seen.delete(seen.keys().next().value!);
      return record;
    },
    async end(id) {
      seen.delete(id);
      await store.end(id);
    },
  };
}

/** The sessions of instances sharing a lab: in Redis, unreachable (503) while it is away, remembered through its outages. */
export const redisSessions = (redis: Redis, prefix: string): SessionStore =>
  sessionsThroughOutages(reportingOutages(redis, redisSessionStore(redis, prefix)));
