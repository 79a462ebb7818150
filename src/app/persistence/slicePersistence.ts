import { createTransform, type PersistConfig, type PersistedState } from 'redux-persist';
import { runMigrations, type Migrations } from './migrations/migrate';
import { storageKeyFor } from './keys';
import type { NoticeChannel } from './notices';
import {
  mayReplaceOriginal,
  problemOf,
  readDocument,
  type Decoded,
  type Problem,
  type StoredDocument,
} from './formats/storedDocument';
import { isQuotaError, type LockableStorage } from './webStorage';

export type { Decoded };

type Options<S> = {
  key: string;
  version: number;
  whitelist: (keyof S & string)[];
  migrations: Migrations;
  /** Turns a stored document of the current version into slice state, repairing what it can. Must not throw. */
  decode: (document: Record<string, unknown>) => Decoded<Partial<S>>;
  /** Shapes the slice state for storage (e.g. projects as rows). */
  encode?: Partial<Record<keyof S & string, (value: never) => unknown>>;
  storage: LockableStorage;
  notices: NoticeChannel;
};

export { storageKeyFor };
export const backupKeyFor = (key: string) => `${key}:backup`;

/** Where a load's findings go: the founder and the storage (see `reporterFor`), or nowhere (another tab's write). */
type Reporter = {
  /** The document is older: it is about to be migrated, so the original must be copied first. */
  migrating(): void;
  newerVersion(): void;
  problem(problem: Problem): void;
};

const silent: Reporter = { migrating() {}, newerVersion() {}, problem() {} };

/**
 * A redux-persist config that never loses stored data silently. redux-persist's defaults fall
 * back to the initial state on a read or migration error and then write it over what was
 * stored; here a load runs read → classify → decode (pure, storedDocument.ts), and what it
 * finds goes to a reporter, the one place with storage calls: copy the raw text to the backup
 * key, lock the key when the original must stay, and tell the founder.
 */
export function persistConfigFor<S>(options: Options<S>): PersistConfig<S> & {
  decodeDocument: (raw: string | null) => Promise<Partial<S> | undefined>;
} {
  const { key, version, storage, notices } = options;
  const storageKey = storageKeyFor(key);
  const backupKey = backupKeyFor(key);
  const empty = { _persist: { version, rehydrated: false } } as StoredDocument;

  const migrated = async (document: StoredDocument) => {
    try {
      return (await runMigrations(options.migrations, document, version)) as StoredDocument;
    } catch {
      return null;
    }
  };

  /** Reads a stored text into slice state, reporting what it had to do. */
  const load = async (raw: string | null, report: Reporter): Promise<PersistedState | undefined> => {
    const reading = readDocument(raw, version);
    if (reading.kind === 'nothing') return undefined;
    let document = empty;
    if (reading.kind === 'unreadable') report.problem({ kind: 'unreadable' });
    else {
      if (reading.age === 'newer') report.newerVersion();
      if (reading.age === 'older') report.migrating();
      const upgraded = await migrated(reading.document);
      if (upgraded) document = upgraded;
      else report.problem({ kind: 'migrationFailed' });
    }
    const decoded = options.decode(document);
    const problem = problemOf(decoded);
    if (problem) report.problem(problem);
    return { ...decoded.state, _persist: document._persist };
  };

  /** The storage calls for one load of `raw`; the founder hears of the first problem only. */
  const reporterFor = (raw: string | null): Reporter => {
    let told = false;
    const backUp = () => {
      try {
        if (raw !== null) storage.backend.setItem(backupKey, raw);
        return true;
      } catch {
        return false;
      }
    };
    // With no room for a backup, the original is the only copy of what could not be read: it
    // is never overwritten, and the founder is told that changes made here are not saved.
    const keepOriginal = () => {
      storage.lock(storageKey);
      notices.publish({ kind: 'backupFailed' });
      told = true;
    };
    return {
      migrating() {
        if (!backUp()) keepOriginal();
      },
      newerVersion() {
        storage.lock(storageKey);
        notices.publish({ kind: 'newerVersion' });
      },
      problem(problem) {
        // A failed migration leaves the stored original as it was, whatever else is said.
        if (problem.kind === 'migrationFailed') storage.lock(storageKey);
        if (told) return;
        told = true;
        if (backUp()) notices.publish({ ...problem, backupKey });
        else if (problem.kind === 'recovered' && mayReplaceOriginal(problem)) {
          notices.publish({ ...problem, backupKey: null });
        } else keepOriginal();
      },
    };
  };

  const transforms = Object.entries(options.encode ?? {}).map(([field, encode]) =>
    createTransform(
      (value) => (encode as (value: unknown) => unknown)(value),
      (value) => value,
      { whitelist: [field] },
    ),
  );

  return {
    key,
    version,
    storage,
    whitelist: options.whitelist,
    transforms,
    // One JSON document per slice (the storage writes objects as JSON), instead of
    // redux-persist's default of JSON strings nested inside JSON.
    serialize: false,
    getStoredState: async () => {
      const raw = (await storage.getItem(storageKey)) as string | null;
      return load(raw, reporterFor(raw));
    },
    writeFailHandler: (error: unknown) => notices.publish({ kind: 'writeFailed', quota: isQuotaError(error) }),
    /** For other tabs' writes: the same reading, without backups or notices. */
    decodeDocument: async (raw) => {
      const state = await load(raw, silent);
      if (!state) return undefined;
      const { _persist: _bookkeeping, ...slice } = state as PersistedState & Partial<S>;
      return slice as Partial<S>;
    },
  };
}
