import type { Redis } from 'ioredis';
import type * as Y from 'yjs';
import { openHistoryDb } from './historyDb.js';
import { recordHistory } from './recorder.js';
import { shareHistory } from './redisShare.js';

/** Retention is applied at start and then hourly: pruning is a few milliseconds, and nothing waits for it. */
const PRUNE_EVERY_MS = 60 * 60 * 1000;

export type LabHistory = ReturnType<typeof openLabHistory>;

type HistoryOptions = {
  /** With Redis: a connection to publish on, and one of its own for the blocking reads. */
  redis?: { publisher: Redis; reader: Redis };
};

/** The lab's history in the data directory: recorded from the lab, read by the history API. */
export function openLabHistory(dataDir: string, { redis }: HistoryOptions = {}) {
  const db = openHistoryDb(dataDir);
  const prune = () => {
    try {
      db.prune();
    } catch (error) {
      console.error('Could not prune the lab history:', error);
    }
  };
  prune();
  const pruning = setInterval(prune, PRUNE_EVERY_MS).unref();
  const sharing = redis ? shareHistory(db, redis.publisher, redis.reader) : null;

  return {
    db,
    /** Starts recording the changes stored to a loaded lab; returns the function that stops it. */
    record: (lab: Y.Doc) => recordHistory(lab, db, { share: sharing !== null, onRecorded: () => sharing?.flush() }),
    prune,
    async close() {
      clearInterval(pruning);
      await sharing?.close();
      db.close();
    },
  };
}
