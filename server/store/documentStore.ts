import type { FileHandle } from 'node:fs/promises';
import { crc32 } from 'node:zlib';
import * as Y from 'yjs';
import { processLog, type Log } from '../log.js';
import { keepLogTail, syncDirectory, writeFileAtomic } from './atomicFile.js';
import { errorCode, nodeFiles, type StoreFiles } from './files.js';
import type { DocumentStore } from './documentStoreApi.js';
import { foldAside } from './foldAside.js';
import type { StoredRecord } from './foldRecords.js';
import { keptSnapshots } from './keptSnapshots.js';
import { encodeRecord } from './logRecords.js';
import { quarantine } from './quarantine.js';
import { storeHealth } from './storeHealth.js';
import { documentPaths, readStoredRecords } from './storedRecords.js';

/** The log is folded into the snapshot after this many updates, besides when the document settles. */
const COMPACT_AFTER_UPDATES = 500;

const DOCUMENT_NAME = /^[a-z0-9][a-z0-9-]{0,63}$/;

export type { DocumentStore, StoreHealth } from './documentStoreApi.js';

export type StoreOptions = { files?: StoreFiles; log?: Log };

const COUNTS = { size: 0, logged: 0, compactAt: COMPACT_AFTER_UPDATES };
/** `compacting`: the document's compactions, one at a time, since each cuts the log where it read it. */
type Entry = typeof COUNTS & { queue: Promise<unknown>; compacting: Promise<void>; log: FileHandle | null };
const newEntry = (): Entry => ({ ...COUNTS, log: null, queue: Promise.resolve(), compacting: Promise.resolve() });

/** How much of the log a snapshot holds: its first `bytes`, `records` records. */
type Folded = { bytes: number; records: number };
const now = (task: () => Promise<void>) => task();

/**
 * One directory of documents. Each is a snapshot (`NAME.ydoc`, its whole state as one update) and
 * a log (`NAME.log`) of the updates stored since, each record appended and fsynced before the
 * change is acknowledged. Every operation on a document runs in turn but the longest part of a
 * compaction, its fold and snapshot: appends go on meanwhile, and stay in the log behind the new
 * snapshot. A stored update the lab cannot take is quarantined on load.
 */
export function openDocumentStore(directory: string, options: StoreOptions = {}): DocumentStore {
  const { files = nodeFiles, log = processLog() } = options;
  const entries = new Map<string, Entry>();
  const paths = (name: string) => documentPaths(directory, name);
  const kept = keptSnapshots(directory, files);
  const health = storeHealth();
  let lastKept = 0;

  const compactionFailed = (name: string, error: unknown) => {
    log.error({ err: error }, `Could not compact "${name}" (${errorCode(error)}); its log still holds every change.`);
    health.failed(error);
  };

  const entryOf = (name: string): Entry | undefined => {
    if (!DOCUMENT_NAME.test(name)) return undefined;
    const entry = entries.get(name) ?? newEntry();
    entries.set(name, entry);
    return entry;
  };

  const run = <T>(name: string, task: (entry: Entry) => Promise<T>): Promise<T> => {
    const entry = entryOf(name);
    if (!entry) return Promise.reject(new Error(`Invalid document name: ${name}`));
    const result = entry.queue.then(() => task(entry));
    entry.queue = result.catch(() => undefined);
    return result;
  };

  const openLog = async (entry: Entry, name: string) => {
    if (entry.log) return entry.log;
    entry.log = await files.open(paths(name).log, 'a', 0o600);
    entry.size = (await entry.log.stat()).size;
    // A new log file's directory entry must itself survive a power cut.
    if (entry.size === 0) await syncDirectory(directory, files);
    return entry.log;
  };

  const readStored = async (name: string, entry: Entry) => {
    const log = await openLog(entry, name);
    const { records, logged, validLength } = await readStoredRecords(directory, name, files);
    // A torn last record is a write that was never acknowledged: cut it off before appending more.
    if (validLength < entry.size) {
      await log.truncate(validLength);
      await log.sync();
      entry.size = validLength;
    }
    entry.logged = logged;
    return records;
  };

  /** Replaces the snapshot (appends go on: another file), cuts what it folded from the log in turn, keeps a copy. */
  const writeSnapshot = async (name: string, entry: Entry, state: Uint8Array, folded: Folded, inTurn = now) => {
    await writeFileAtomic(paths(name).snapshot, state, files);
    await inTurn(async () => {
      await dropFolded(name, entry, folded);
      entry.logged -= folded.records;
      entry.compactAt = entry.logged + COMPACT_AFTER_UPDATES;
      health.ok();
    });
    lastKept = Math.max(Date.now(), lastKept + 1);
    await kept
      .keep(name, paths(name).snapshot, new Date(lastKept))
      .catch((error: unknown) => log.error({ err: error }, `Could not keep a copy of "${name}"'s snapshot`));
  };

  /** Cuts the folded records off the log (atomicFile.ts, keepLogTail), keeping those appended since. */
  const dropFolded = async (name: string, entry: Entry, folded: Folded) => {
    const log = await openLog(entry, name);
    const rewriting = folded.bytes < entry.size;
    try {
      await keepLogTail(paths(name).log, log, folded.bytes, entry.size, files);
      entry.size -= folded.bytes;
    } finally {
      // Once a rewrite was tried, the handle may name a file renamed away: appends go to the one at the path.
      if (rewriting) await log.close().catch(() => undefined);
      if (rewriting) entry.log = null;
    }
  };

  /** Folds stored records; what the lab cannot take is quarantined and left out of the state. */
  const foldStored = async (name: string, records: StoredRecord[]) => {
    const { state, rejected } = await foldAside(records, log);
    if (rejected.length > 0) await quarantine(directory, name, rejected, { files, log });
    return { state, setAside: rejected.length > 0 };
  };

  /** Reads what is stored in turn, folds it and writes the snapshot while appends go on, cuts the log in turn. */
  const compactOnce = async (name: string) => {
    const read = await run(name, async (entry) => {
      const records = await readStored(name, entry);
      // Nothing new since the last snapshot, which is already kept (older stores kept none).
      if (records.length === 0 || (entry.logged === 0 && (await kept.list(name)).length > 0)) return null;
      return { entry, records, folded: { bytes: entry.size, records: entry.logged } };
    });
    if (!read) return;
    const { state } = await foldStored(name, read.records);
    const inTurn = (task: () => Promise<void>) => run(name, task);
    await writeSnapshot(name, read.entry, state, read.folded, inTurn).catch((error) => {
      // After a failure, the next try waits for as many updates again rather than following each one.
      read.entry.compactAt = read.entry.logged + COMPACT_AFTER_UPDATES;
      compactionFailed(name, error);
    });
  };

  const compact = (name: string): Promise<void> => {
    const task = () => compactOnce(name).catch((error) => compactionFailed(name, error));
    const entry = entryOf(name);
    return entry ? (entry.compacting = entry.compacting.then(task)) : task();
  };

  return {
    load: (name) =>
      run(name, async (entry) => {
        const records = await readStored(name, entry);
        if (records.length === 0) return [];
        const { state, setAside } = await foldStored(name, records);
        const folded = { bytes: entry.size, records: entry.logged };
        if (setAside) await writeSnapshot(name, entry, state, folded).catch((error) => compactionFailed(name, error));
        return [state];
      }),
    async append(name, update) {
      const due = await run(name, async (entry) => {
        const log = await openLog(entry, name);
        try {
          const record = encodeRecord(update, crc32);
          await log.appendFile(record);
          await log.datasync();
          // Counted, not asked of the file: one call to the disk fewer for every change.
          entry.size += record.length;
        } catch (error) {
          // Cut off a partly written record, so the updates appended after it stay readable.
          await log.truncate(entry.size).catch(() => undefined);
          health.failed(error);
          throw error;
        }
        health.ok();
        if (++entry.logged < entry.compactAt) return false;
        // Appends go on while it folds: they must not each ask for one more.
        entry.compactAt = entry.logged + COMPACT_AFTER_UPDATES;
        return true;
      });
      if (due) void compact(name);
    },
    compact,
    stateVector: (name) =>
      run(name, async (entry) =>
        Y.encodeStateVectorFromUpdate((await foldAside(await readStored(name, entry), log)).state),
      ),
    keptSnapshots: (name) => kept.list(name),
    health: health.read,
    async close() {
      await Promise.all(
        [...entries.values()].map(async (entry) => {
          await entry.compacting;
          await entry.queue;
          await entry.log?.close();
          entry.log = null;
        }),
      );
    },
  };
}
