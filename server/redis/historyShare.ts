import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { HISTORY_KINDS, type HistoryKind } from '../../contract/history.js';
import type { HistoryDb, NewVersion } from '../history/historyDb.js';
import type { HistoryShare } from '../history/labHistory.js';

/** The stream every instance adds its versions to and reads the others' from. */
const STREAM = 'forge-lab:history';
/** Entries the stream keeps (Redis trims it, about): an instance away longer catches up on as many. */
const STREAM_LENGTH = 200_000;
const RETRY_MS = 2000;

type Shared = Omit<NewVersion, 'origin' | 'originId'> & { origin: string; originId: number };

function readShared(text: string): Shared | null {
  try {
    const value = JSON.parse(text) as Partial<Shared>;
    const { origin, originId, projectId, kind, at, author, project } = value;
    const valid =
      typeof origin === 'string' &&
      Number.isSafeInteger(originId) &&
      typeof projectId === 'string' &&
      HISTORY_KINDS.includes(kind as HistoryKind) &&
      Number.isSafeInteger(at) &&
      typeof author === 'string' &&
      !!project &&
      typeof project === 'object';
    return valid ? (value as Shared) : null;
  } catch {
    return null;
  }
}

/**
 * Shares the history between instances that share the lab through Redis. Each instance records
 * the changes its own founders send (it alone knows who sent them), keeps each version until it is
 * added to a Redis stream (through outages: `unshared` in its database), and reads the stream into
 * its own database, so every instance's history holds every change, attributed by the instance
 * whose founder made it.
 */
function shareHistory(db: HistoryDb, publisher: Redis, reader: Redis, onReceived: () => void): HistoryShare {
  let origin = db.meta('origin');
  if (!origin) {
    origin = randomUUID();
    db.setMeta('origin', origin);
  }
  let closed = false;
  // A read queued while the reader reconnects is neither sent nor failed once the reader is
  // disconnected (ioredis keeps it for a connection that never comes): closing stops waiting.
  let stopReading = () => {};
  const readingStopped = new Promise<null>((resolve) => (stopReading = () => resolve(null)));
  let flushing: Promise<void> | null = null;
  let again = false;
  let retry: NodeJS.Timeout | undefined;

  async function publishUnshared() {
    for (let batch = db.unshared(); batch.length > 0; batch = db.unshared()) {
      for (const { localId, version } of batch) {
        const shared: Shared = { ...version, at: Date.parse(version.at), origin: origin!, originId: localId };
        await publisher.xadd(STREAM, 'MAXLEN', '~', STREAM_LENGTH, '*', 'v', JSON.stringify(shared));
        db.markShared(localId);
      }
    }
  }

  /** Adds this instance's unshared versions to the stream; after a failure (Redis away), tries again shortly. */
  function flush() {
    if (closed) return;
    // A version recorded while a flush runs may have been read past: the flush runs once more.
    if (flushing) return void (again = true);
    flushing = publishUnshared()
      .catch(() => {
        clearTimeout(retry);
        retry = setTimeout(flush, RETRY_MS).unref();
      })
      .finally(() => {
        flushing = null;
        if (again) {
          again = false;
          flush();
        }
      });
  }

  async function readStream() {
    let position = db.meta('stream-position') ?? '0';
    while (!closed) {
      try {
        const read = reader.xread('COUNT', 500, 'BLOCK', 5000, 'STREAMS', STREAM, position);
        const result = await Promise.race([read, readingStopped]);
        if (closed) return;
        let received = false;
        for (const [, entries] of result ?? []) {
          for (const [entryId, fields] of entries) {
            position = entryId;
            const shared = fields[0] === 'v' ? readShared(fields[1]) : null;
            if (shared && shared.origin !== origin) received = db.record(shared) !== null || received;
          }
          db.setMeta('stream-position', position);
        }
        if (received) onReceived();
      } catch {
        await Promise.race([new Promise((resolve) => setTimeout(resolve, RETRY_MS).unref()), readingStopped]);
      }
    }
  }

  const reading = readStream();
  flush();
  return {
    flush,
    async close() {
      closed = true;
      clearTimeout(retry);
      stopReading();
      reader.disconnect();
      await Promise.all([reading, flushing]);
    },
  };
}

/** The history shared through these connections: versions added on `client`, read on a reader of their own. */
export const historyShareThrough =
  ({ client, createReader }: { client: Redis; createReader: () => Redis }) =>
  (db: HistoryDb, onReceived: () => void) =>
    shareHistory(db, client, createReader(), onReceived);
