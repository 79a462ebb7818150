import {
  createMigrate,
  createTransform,
  type MigrationManifest,
  type PersistConfig,
  type PersistedState,
} from 'redux-persist';
import { storageKeyFor } from './keys';
import type { NoticeChannel, PersistenceNotice } from './notices';
import { isQuotaError, type LockableStorage } from './webStorage';

export type Decoded<T> = {
  state: T;
  repaired: number;
  dropped: number;
  /** The stored value had the wrong shape as a whole (e.g. the list is not a list). */
  unreadable?: boolean;
};

type Options<S> = {
  key: string;
  version: number;
  whitelist: (keyof S & string)[];
  migrations: MigrationManifest;
  /** Turns a stored document of the current version into slice state, repairing what it can. Must not throw. */
  decode: (document: Record<string, unknown>) => Decoded<Partial<S>>;
  /** Shapes the slice state for storage (e.g. projects as rows). */
  encode?: Partial<Record<keyof S & string, (value: never) => unknown>>;
  storage: LockableStorage;
  notices: NoticeChannel;
};

export { storageKeyFor };
export const backupKeyFor = (key: string) => `${key}:backup`;

type StoredDocument = Record<string, unknown> & PersistedState;

/**
 * A redux-persist config that never loses stored data silently. redux-persist's
 * defaults fall back to the initial state on a read or migration error and then
 * write it over what was stored; here the raw text is copied to a backup key
 * first, everything readable is kept, and the founder is told what happened.
 */
export function persistConfigFor<S>(options: Options<S>): PersistConfig<S> & {
  decodeDocument: (raw: string | null) => Promise<Partial<S> | undefined>;
} {
  const { key, version, storage, notices } = options;
  const storageKey = storageKeyFor(key);
  const backupKey = backupKeyFor(key);
  const runMigrations = createMigrate(options.migrations, { debug: false });
  const empty = { _persist: { version, rehydrated: false } } as StoredDocument;
  let lastRaw: string | null = null;
  let reported = false;

  /** Copies the raw text to the backup key; false when storage has no room for it. */
  const backUp = () => {
    if (lastRaw === null) return true;
    try {
      storage.backend.setItem(backupKey, lastRaw);
      return true;
    } catch {
      return false;
    }
  };

  /**
   * With no room for a backup, the original is the only copy of what could not be read: it
   * is never overwritten, and the founder is told that changes made here are not saved.
   */
  const keepOriginal = () => {
    storage.lock(storageKey);
    notices.publish({ kind: 'backupFailed' });
    reported = true;
  };

  const parse = (raw: string | null, quiet: boolean): StoredDocument | undefined => {
    if (!quiet) lastRaw = raw;
    if (raw === null) return undefined;
    let document: unknown;
    try {
      document = JSON.parse(raw);
    } catch {
      document = null;
    }
    if (!document || typeof document !== 'object' || Array.isArray(document)) {
      if (!quiet) {
        if (backUp()) notices.publish({ kind: 'unreadable', backupKey });
        else keepOriginal();
        reported = true;
      }
      return empty;
    }
    const stored = document as StoredDocument;
    const storedVersion = stored._persist?.version ?? -1;
    if (!quiet && storedVersion > version) {
      storage.lock(storageKey);
      notices.publish({ kind: 'newerVersion' });
    } else if (!quiet && storedVersion < version && !backUp()) {
      keepOriginal();
    }
    return stored;
  };

  const migrate = async (stored: PersistedState, currentVersion: number) => {
    if (!stored) return stored;
    let migrated: StoredDocument;
    try {
      migrated = (await runMigrations(stored, currentVersion)) as StoredDocument;
    } catch {
      // The original stays as it was, and under the backup key too when there is room.
      storage.lock(storageKey);
      if (!reported) {
        if (backUp()) notices.publish({ kind: 'migrationFailed', backupKey });
        else keepOriginal();
      }
      reported = true;
      migrated = empty;
    }
    const { state, repaired, dropped, unreadable } = options.decode(migrated);
    // `reported`: the founder has already been told what went wrong with this document.
    const notice: PersistenceNotice | null = reported
      ? null
      : unreadable
        ? { kind: 'unreadable', backupKey }
        : repaired + dropped > 0
          ? { kind: 'recovered', repaired, dropped, backupKey }
          : null;
    if (notice && backUp()) notices.publish(notice);
    // Values repaired, nothing left out: the repaired list holds everything, so it may replace the original.
    else if (notice?.kind === 'recovered' && notice.dropped === 0) notices.publish({ ...notice, backupKey: null });
    else if (notice) keepOriginal();
    return { ...state, _persist: migrated._persist } as PersistedState;
  };

  const transforms = Object.entries(options.encode ?? {}).map(([field, encode]) =>
    createTransform(
      (value) => (encode as (value: unknown) => unknown)(value),
      (value) => value,
      {
        whitelist: [field],
      },
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
    getStoredState: async () => parse((await storage.getItem(storageKey)) as string | null, false),
    migrate,
    writeFailHandler: (error: unknown) => notices.publish({ kind: 'writeFailed', quota: isQuotaError(error) }),
    /** For other tabs' writes: the same reading, without backups or notices. */
    decodeDocument: async (raw) => {
      const stored = parse(raw, true);
      if (!stored) return undefined;
      const migrated = (await runMigrations(stored, version)) as StoredDocument;
      return options.decode(migrated).state;
    },
  };
}
