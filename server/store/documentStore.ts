import type { FileHandle } from 'node:fs/promises';
import { crc32 } from 'node:zlib';
import * as Y from 'yjs';
import { syncDirectory, writeFileAtomic } from './atomicFile.js';
import { errorCode, nodeFiles, type StoreFiles } from './files.js';
import { foldRecords, type StoredRecord } from './foldRecords.js';
import { keptSnapshots, type KeptSnapshot } from './keptSnapshots.js';
import { encodeRecord } from './logRecords.js';
import { quarantine } from './quarantine.js';
import { documentPaths, readStoredRecords } from './storedRecords.js';

/** The log is folded into the snapshot after this many updates, besides when the document settles. */
const COMPACT_AFTER_UPDATES = 500;

const DOCUMENT_NAME = /^[a-z0-9][a-z0-9-]{0,63}$/;

export type StoreHealth = { state: 'ok' } | { state: 'failing'; error: string; since: string };

export type DocumentStore = {
  /** The document's state as one update, ready to apply to an empty Y.Doc (none when nothing is stored). */
  load(name: string): Promise<Uint8Array[]>;
  /** Resolves once the update is on disk (fsynced): only then may it be acknowledged. */
  append(name: string, update: Uint8Array): Promise<void>;
  /**
   * Folds the log into a new snapshot, written crash-safely and kept (keptSnapshots.ts), then empties
   * the log. A failure (a full disk) is logged and reported by `health`, never thrown: the log and
   * the old snapshot still hold everything, and the next compaction tries again.
   */
  compact(name: string): Promise<void>;
  /** What the stored document holds, as a Yjs state vector (to ask other instances for the rest). */
  stateVector(name: string): Promise<Uint8Array>;
  /** The kept snapshots of the document, newest first. */
  keptSnapshots(name: string): Promise<KeptSnapshot[]>;
  /** Whether the last write failed, and how. */
  health(): StoreHealth;
  close(): Promise<void>;
};

export type StoreOptions = { files?: StoreFiles };

type Entry = { queue: Promise<unknown>; log: FileHandle | null; size: number; logged: number; compactAt: number };

/**
 * One directory of documents. Each is a snapshot (`NAME.ydoc`, its whole state as one update) and
 * a log (`NAME.log`) of the updates stored since, each record appended and fsynced before the
 * change is acknowledged. Every operation on a document runs in turn, so a compaction never loses
 * an update appended while it runs. A stored update the lab cannot take is quarantined on load.
 */
export function openDocumentStore(directory: string, { files = nodeFiles }: StoreOptions = {}): DocumentStore {
  const entries = new Map<string, Entry>();
  const paths = (name: string) => documentPaths(directory, name);
  const kept = keptSnapshots(directory, files);
  let health: StoreHealth = { state: 'ok' };
  let lastKept = 0;

  const failed = (error: unknown) => {
    if (health.state === 'ok') health = { state: 'failing', error: errorCode(error), since: new Date().toISOString() };
  };
  const compactionFailed = (name: string, error: unknown) => {
    console.error(`Could not compact "${name}" (${errorCode(error)}); its log still holds every change.`);
    failed(error);
  };

  const run = <T>(name: string, task: (entry: Entry) => Promise<T>): Promise<T> => {
    if (!DOCUMENT_NAME.test(name)) return Promise.reject(new Error(`Invalid document name: ${name}`));
    let entry = entries.get(name);
    if (!entry) {
      entry = { queue: Promise.resolve(), log: null, size: 0, logged: 0, compactAt: COMPACT_AFTER_UPDATES };
      entries.set(name, entry);
    }
    const current = entry;
    const result = current.queue.then(() => task(current));
    current.queue = result.catch(() => undefined);
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

  /** Replaces the snapshot with `state`, empties the log and keeps a copy of the snapshot. */
  const writeSnapshot = async (name: string, entry: Entry, state: Uint8Array) => {
    await writeFileAtomic(paths(name).snapshot, state, files);
    const log = await openLog(entry, name);
    await log.truncate(0);
    await log.sync();
    Object.assign(entry, { size: 0, logged: 0, compactAt: COMPACT_AFTER_UPDATES });
    health = { state: 'ok' };
    lastKept = Math.max(Date.now(), lastKept + 1);
    await kept
      .keep(name, paths(name).snapshot, new Date(lastKept))
      .catch((error: unknown) => console.error(`Could not keep a copy of "${name}"'s snapshot:`, error));
  };

  /** Folds what is stored; what the lab cannot take is quarantined and left out of a new snapshot. */
  const fold = async (name: string, entry: Entry, records: StoredRecord[], rewrite: boolean) => {
    const { state, rejected } = foldRecords(records);
    if (rejected.length > 0) await quarantine(directory, name, rejected, files);
    if (rewrite || rejected.length > 0)
      await writeSnapshot(name, entry, state).catch((error) => compactionFailed(name, error));
    return state;
  };

  const compact = (name: string) =>
    run(name, async (entry) => {
      const records = await readStored(name, entry);
      // Nothing new since the last snapshot, which is already kept (older stores kept none).
      if (records.length === 0 || (entry.logged === 0 && (await kept.list(name)).length > 0)) return;
      await fold(name, entry, records, true);
      // After a failure, the next try waits for as many updates again rather than following each one.
      if (entry.logged > 0) entry.compactAt = entry.logged + COMPACT_AFTER_UPDATES;
    }).catch((error) => compactionFailed(name, error));

  return {
    load: (name) =>
      run(name, async (entry) => {
        const records = await readStored(name, entry);
        return records.length === 0 ? [] : [await fold(name, entry, records, false)];
      }),
    async append(name, update) {
      const due = await run(name, async (entry) => {
        const log = await openLog(entry, name);
        try {
          await log.appendFile(encodeRecord(update, crc32));
          await log.datasync();
        } catch (error) {
          // Cut off a partly written record, so the updates appended after it stay readable.
          await log.truncate(entry.size).catch(() => undefined);
          failed(error);
          throw error;
        }
        entry.size = (await log.stat()).size;
        if (health.state === 'failing') health = { state: 'ok' };
        return ++entry.logged >= entry.compactAt;
      });
      if (due) void compact(name);
    },
    compact,
    stateVector: (name) =>
      run(name, async (entry) => Y.encodeStateVectorFromUpdate(foldRecords(await readStored(name, entry)).state)),
    keptSnapshots: (name) => kept.list(name),
    health: () => health,
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
