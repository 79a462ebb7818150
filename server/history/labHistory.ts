import { existsSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import type * as Y from 'yjs';
import { HISTORY_FILE, openHistoryDb, type HistoryDb } from './historyDb.js';
import { figuresFromHistory, markFiguresGiven } from './figuresBackfill.js';
import { paceNotices } from './noticePace.js';
import { recordHistory } from './recorder.js';
import { processLog, type Log } from '../log.js';

/** Retention is applied at start and then hourly: pruning is a few milliseconds, and nothing waits for it. */
const PRUNE_EVERY_MS = 60 * 60 * 1000;

/** The founders' browsers are told the history grew at most this often (noticePace.ts). */
export const NOTICE_EVERY_MS = 250;

export type LabHistory = ReturnType<typeof openLabHistory>;

/** The history's sharing with other instances: `flush` once versions are recorded here; `close` when stopping. */
export type HistoryShare = { flush(): void; close(): Promise<void> };

type HistoryOptions = {
  /** With other instances (redis/historyShare.ts): shares `db` with them. */
  share?: (db: HistoryDb, onReceived: () => void) => HistoryShare;
  log?: Log;
};

const isUnreadable = (error: unknown) => /^SQLITE_(CORRUPT|NOTADB)/.test(String((error as { code?: unknown }).code));

/**
 * Opens the history database; one that cannot be read (a damaged disk, a file that is no
 * database) is set aside beside it, with its journal, and a new one started: the lab's history
 * never keeps the lab from being served.
 */
function openOrSetAside(dataDir: string, log: Log) {
  try {
    return openHistoryDb(dataDir);
  } catch (error) {
    if (!isUnreadable(error)) throw error;
    const aside = `${HISTORY_FILE}.unreadable-${new Date().toISOString().replace(/[-:.]/g, '')}`;
    for (const suffix of ['', '-wal', '-shm'])
      if (existsSync(join(dataDir, HISTORY_FILE + suffix)))
        renameSync(join(dataDir, HISTORY_FILE + suffix), join(dataDir, aside + suffix));
    log.error({ err: error }, `The lab history could not be read: set aside as ${aside}; a new one starts.`);
    return openHistoryDb(dataDir);
  }
}

/** The lab's history in the data directory: recorded from the lab, read by the history API. */
export function openLabHistory(dataDir: string, { share, log = processLog() }: HistoryOptions = {}) {
  const db = openOrSetAside(dataDir, log);
  const prune = () => {
    try {
      db.prune();
    } catch (error) {
      log.error({ err: error }, 'Could not prune the lab history');
    }
  };
  prune();
  const pruning = setInterval(prune, PRUNE_EVERY_MS).unref();
  // Told whenever the history gains versions: the lab's connections read it again (HISTORY_RECORDED).
  const recorded = new Set<() => void>();
  const notices = paceNotices(() => recorded.forEach((listener) => listener()), NOTICE_EVERY_MS);
  const tell = () => notices.notice();
  const sharing = share ? share(db, tell) : null;

  return {
    db,
    /** Starts recording the changes stored to a loaded lab; returns the function that stops it. */
    record: (lab: Y.Doc) =>
      recordHistory(lab, db, {
        share: sharing !== null,
        log,
        onRecorded: (versions) => {
          sharing?.flush();
          if (versions > 0) tell();
        },
      }),
    /** Calls `listener` after the history gains versions (paced); returns the function that stops it. */
    onRecorded(listener: () => void) {
      recorded.add(listener);
      return () => void recorded.delete(listener);
    },
    /**
     * Gives a lab from before the figures its months from the history (figuresBackfill.ts), and
     * marks it done only once `store` has stored them: a failed write gives them again at the next load.
     */
    async giveFigures(lab: Y.Doc, store: (update: Uint8Array) => Promise<void>) {
      try {
        const figures = figuresFromHistory(lab, db);
        if (!figures) return;
        if (figures.given > 0) await store(figures.update);
        markFiguresGiven(db);
        if (figures.given > 0) log.info(`Gave ${figures.given} projects their monthly figures from the lab history.`);
      } catch (error) {
        log.error(
          { err: error },
          'Could not give the lab its monthly figures from the history (tried again at its next load)',
        );
      }
    },
    prune,
    async close() {
      clearInterval(pruning);
      notices.stop();
      await sharing?.close();
      db.close();
    },
  };
}
