import { createHash, randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { writeFileAtomic } from '../store/atomicFile.js';
import { readDataFile } from '../store/dataFile.js';
import type { Log } from '../log.js';

/** A session ends after 30 days without a request. */
export const SESSION_IDLE_MS = 30 * 24 * 60 * 60 * 1000;

/** A founder's sessions beyond this many end, the oldest first: a stolen cookie cannot hide among hundreds. */
export const MAX_SESSIONS_PER_FOUNDER = 10;

export type SessionRecord = { email: string; createdAt: number; lastSeenAt: number };

/** Where sessions live: a file in the data directory, or Redis when several instances share a lab. */
export type SessionStore = {
  /** A new session; the founder's oldest ones end if they would hold more than {@link MAX_SESSIONS_PER_FOUNDER}. */
  create(email: string): Promise<string>;
  /** The live session for this id (its idle time starts again), or null. */
  lookup(id: string): Promise<SessionRecord | null>;
  end(id: string): Promise<void>;
};

/** 256 random bits, sent only in the cookie. */
export const newSessionId = () => randomBytes(32).toString('base64url');

/** Stores keep a hash of the id, so a copy of the data directory opens no session. */
export const sessionKey = (id: string) => createHash('sha256').update(id).digest('hex');

/** A touch is written at most hourly: the idle limit is counted in days. */
const TOUCH_WRITE_MS = 60 * 60 * 1000;

type SessionsFile = { version: 1; sessions: Record<string, SessionRecord> };

const isSessionRecord = (value: unknown): value is SessionRecord => {
  const record = value as Partial<SessionRecord> | null;
  return typeof record?.email === 'string' && Number.isFinite(record.createdAt) && Number.isFinite(record.lastSeenAt);
};

const isSessionsFile = (value: unknown): value is SessionsFile => {
  const file = value as Partial<SessionsFile> | null;
  const { sessions } = file ?? {};
  return (
    file?.version === 1 &&
    typeof sessions === 'object' &&
    sessions !== null &&
    !Array.isArray(sessions) &&
    Object.values(sessions).every(isSessionRecord)
  );
};

/** Sessions in `sessions.json`, so a restarted server keeps its founders signed in. */
export async function openFileSessionStore(
  dataDir: string,
  { log, now = Date.now }: { log: Log; now?: () => number },
): Promise<SessionStore> {
  const path = join(dataDir, 'sessions.json');
  const stored = await readDataFile({
    path,
    holds: 'version-1 sessions',
    isSound: isSessionsFile,
    remedy: 'Move it away and start again: founders sign in again; their accounts and the lab are kept.',
  });
  const sessions = new Map<string, SessionRecord>(
    Object.entries(stored?.sessions ?? {}).filter(([, record]) => now() - record.lastSeenAt < SESSION_IDLE_MS),
  );
  let writing = Promise.resolve();
  // Writes are chained, each writing the table as it is by then: the file never goes backwards.
  const save = () => {
    writing = writing
      .catch(() => undefined)
      .then(() => writeFileAtomic(path, JSON.stringify({ version: 1, sessions: Object.fromEntries(sessions) })));
    return writing;
  };
  return {
    async create(email) {
      const id = newSessionId();
      sessions.set(sessionKey(id), { email, createdAt: now(), lastSeenAt: now() });
      const founders = [...sessions].filter(([, record]) => record.email === email);
      founders.sort(([, a], [, b]) => a.createdAt - b.createdAt);
      for (const [key] of founders.slice(0, -MAX_SESSIONS_PER_FOUNDER)) sessions.delete(key);
      await save();
      return id;
    },
    async lookup(id) {
      const key = sessionKey(id);
      const record = sessions.get(key);
      if (!record) return null;
      if (now() - record.lastSeenAt >= SESSION_IDLE_MS) {
        sessions.delete(key);
        await save();
        return null;
      }
      const stale = now() - record.lastSeenAt > TOUCH_WRITE_MS;
      record.lastSeenAt = now();
      if (stale) save().catch((error: unknown) => log.error({ err: error }, 'Could not record session activity'));
      return record;
    },
    async end(id) {
      if (sessions.delete(sessionKey(id))) await save();
    },
  };
}
