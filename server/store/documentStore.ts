import { open, readFile, type FileHandle } from 'node:fs/promises';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import * as Y from 'yjs';
import { syncDirectory, writeFileAtomic } from './atomicFile.js';
import { encodeRecord, readRecords } from './logRecords.js';

/** The log is folded into the snapshot after this many updates, besides when the document settles. */
const COMPACT_AFTER_UPDATES = 500;

const DOCUMENT_NAME = /^[a-z0-9][a-z0-9-]{0,63}$/;

export type DocumentStore = {
  /** The stored updates of a document (snapshot first), ready to apply to an empty Y.Doc. */
  load(name: string): Promise<Uint8Array[]>;
  /** Resolves once the update is on disk (fsynced): only then may it be acknowledged. */
  append(name: string, update: Uint8Array): Promise<void>;
  /** Folds the log into a new snapshot, written crash-safely, then empties the log. */
  compact(name: string): Promise<void>;
  close(): Promise<void>;
};

type Entry = { queue: Promise<unknown>; log: FileHandle | null; size: number; logged: number };

/** Folds updates into one, dropping deleted content (a fresh Y.Doc collects it). */
function mergeIntoState(name: string, updates: readonly Uint8Array[]): Uint8Array {
  const doc = new Y.Doc();
  for (const update of updates) {
    try {
      Y.applyUpdate(doc, update);
    } catch (error) {
      console.error(`Skipped an unreadable stored update of "${name}":`, error);
    }
  }
  const state = Y.encodeStateAsUpdate(doc);
  doc.destroy();
  return state;
}

/**
 * One directory of documents. Each is a snapshot (`NAME.ydoc`, its whole state as one update) and
 * a log (`NAME.log`) of the updates stored since, each record appended and fsynced before the
 * change is acknowledged. Every operation on a document runs in turn, so a compaction never loses
 * an update appended while it runs.
 */
export function openDocumentStore(directory: string): DocumentStore {
  const entries = new Map<string, Entry>();
  const paths = (name: string) => ({ snapshot: join(directory, `${name}.ydoc`), log: join(directory, `${name}.log`) });

  const run = <T>(name: string, task: (entry: Entry) => Promise<T>): Promise<T> => {
    if (!DOCUMENT_NAME.test(name)) return Promise.reject(new Error(`Invalid document name: ${name}`));
    let entry = entries.get(name);
    if (!entry) entries.set(name, (entry = { queue: Promise.resolve(), log: null, size: 0, logged: 0 }));
    const current = entry;
    const result = current.queue.then(() => task(current));
    current.queue = result.catch(() => undefined);
    return result;
  };

  const openLog = async (name: string, entry: Entry) => {
    if (entry.log) return entry.log;
    entry.log = await open(paths(name).log, 'a', 0o600);
    entry.size = (await entry.log.stat()).size;
    // A new log file's directory entry must itself survive a power cut.
    if (entry.size === 0) await syncDirectory(directory);
    return entry.log;
  };

  const readStored = async (name: string, entry: Entry) => {
    const snapshot = await readFile(paths(name).snapshot).catch(ignoreMissing);
    const logBytes = await readFile(paths(name).log).catch(ignoreMissing);
    const { updates, validLength } = readRecords(logBytes ?? new Uint8Array(), crc32);
    const log = await openLog(name, entry);
    // A torn last record is a write that was never acknowledged: cut it off before appending more.
    if (validLength < entry.size) {
      await log.truncate(validLength);
      await log.sync();
      entry.size = validLength;
    }
    entry.logged = updates.length;
    return snapshot ? [new Uint8Array(snapshot), ...updates] : updates;
  };

  const compactNow = async (name: string, entry: Entry) => {
    const stored = await readStored(name, entry);
    if (entry.logged === 0) return;
    await writeFileAtomic(paths(name).snapshot, mergeIntoState(name, stored));
    const log = await openLog(name, entry);
    await log.truncate(0);
    await log.sync();
    entry.size = 0;
    entry.logged = 0;
  };

  const compact = (name: string) => run(name, (entry) => compactNow(name, entry));

  return {
    load: (name) => run(name, (entry) => readStored(name, entry)),
    async append(name, update) {
      const logged = await run(name, async (entry) => {
        const log = await openLog(name, entry);
        try {
          await log.appendFile(encodeRecord(update, crc32));
          await log.datasync();
        } catch (error) {
          // Cut off a partly written record, so the updates appended after it stay readable.
          await log.truncate(entry.size).catch(() => undefined);
          throw error;
        }
        entry.size = (await log.stat()).size;
        return ++entry.logged;
      });
      if (logged >= COMPACT_AFTER_UPDATES)
        compact(name).catch((error) => console.error(`Could not compact "${name}":`, error));
    },
    compact,
    async close() {
      await Promise.all(
        [...entries.values()].map(async (entry) => {
          await entry.queue;
          await entry.log?.close();
          entry.log = null;
        }),
      );
    },
  };
}

function ignoreMissing(error: NodeJS.ErrnoException): null {
  if (error.code === 'ENOENT') return null;
  throw error;
}
