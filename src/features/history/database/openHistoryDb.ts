import { openDB } from 'idb';
import {
  historyDbOf,
  SCHEMA_VERSION,
  STORES,
  upgradeSchema,
  type Db,
  type HistoryDb,
  type HistorySchema,
} from './historyDb';

/** IndexedDB answers within milliseconds; one that does not (blocked, a stuck browser) must not hold the lab back. */
const OPEN_TIMEOUT_MS = 3000;
/** Each set-aside database gets the next number: "forge-lab-history", "forge-lab-history.1", … */
const MAX_GENERATIONS = 20;

export type HistoryNotice = { kind: 'setAside'; name: string };

const withTimeout = <T>(promise: Promise<T>, ms: number): Promise<T> =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error('IndexedDB did not answer')), ms)),
  ]);

const generationName = (base: string, generation: number) => (generation === 0 ? base : `${base}.${generation}`);

/** The newest generation of the database, as the browser lists them; 0 where it cannot list them. */
async function newestGeneration(base: string): Promise<number> {
  if (typeof indexedDB.databases !== 'function') return 0;
  const names = (await indexedDB.databases().catch(() => [])).map((info) => info.name ?? '');
  let newest = 0;
  for (const name of names) {
    if (!name.startsWith(`${base}.`)) continue;
    const generation = Number(name.slice(base.length + 1));
    if (Number.isInteger(generation) && generation > newest) newest = generation;
  }
  return newest;
}

type Opened = { db: Db; fresh: boolean };

/** Opens one generation; throws when it cannot be opened or does not read as a history database. */
async function openGeneration(name: string): Promise<Opened> {
  let fresh = false;
  let pending: Promise<Db> | null = null;
  try {
    pending = openDB<HistorySchema>(name, SCHEMA_VERSION, {
      upgrade(db, oldVersion) {
        fresh = oldVersion === 0;
        upgradeSchema(db);
      },
      // A newer Forge Lab in another tab wants to upgrade: let it.
      blocking() {
        void pending?.then((db) => db.close());
      },
    });
    const db = await withTimeout(pending, OPEN_TIMEOUT_MS);
    if (!STORES.every((store) => db.objectStoreNames.contains(store))) {
      db.close();
      throw new Error(`${name} is not a history database`);
    }
    return { db, fresh };
  } catch (error) {
    // Opened after all, too late: close it, so it blocks nothing.
    void pending?.then((db) => db.close()).catch(() => undefined);
    throw error;
  }
}

const isVersionError = (error: unknown) => error instanceof DOMException && error.name === 'VersionError';

/**
 * Opens this browser's history database. One that cannot be read (corrupt, or not a history
 * database) is set aside, left as it is under its name, and the history starts afresh in the next
 * generation, with a notice. Resolves null where IndexedDB cannot be used at all (blocked by the
 * browser, or saved by a newer Forge Lab): the lab then works without a history.
 */
export async function openHistoryDb(
  base: string,
  onNotice: (notice: HistoryNotice) => void = () => undefined,
): Promise<HistoryDb | null> {
  if (typeof indexedDB === 'undefined') return null;
  let generation = await newestGeneration(base);
  let setAside: string | null = null;
  for (let attempt = 0; attempt < MAX_GENERATIONS; attempt += 1) {
    const name = generationName(base, generation);
    try {
      const { db, fresh } = await openGeneration(name);
      if (setAside && fresh) onNotice({ kind: 'setAside', name: setAside });
      return historyDbOf(db, name);
    } catch (error) {
      if (isVersionError(error) || (error instanceof Error && error.message === 'IndexedDB did not answer')) {
        return null;
      }
      setAside ??= name;
      generation += 1;
    }
  }
  return null;
}
