import type { PersistedState } from 'redux-persist';

/** A step from one stored version to the next; it may read other storage (IndexedDB), so it may be async. */
export type MigrationStep = (state: PersistedState) => PersistedState | Promise<PersistedState>;

/** Each step is keyed by the version it produces. */
export type Migrations = Readonly<Record<number, MigrationStep>>;

/**
 * Runs the steps from the document's version up to `version`, in order, awaiting each: redux-persist's
 * own createMigrate calls them one after another without waiting, so a step that reads IndexedDB
 * would hand the next a promise. A document of this version or a newer one is returned as it is.
 */
export async function runMigrations(
  migrations: Migrations,
  state: PersistedState,
  version: number,
): Promise<PersistedState> {
  const from = state?._persist?.version ?? -1;
  const steps = Object.keys(migrations)
    .map(Number)
    .filter((step) => step > from && step <= version)
    .sort((a, b) => a - b);
  let migrated = state;
  for (const step of steps) migrated = await migrations[step](migrated);
  return migrated;
}
