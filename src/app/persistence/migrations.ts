import type { MigrationManifest, PersistedState } from 'redux-persist';

/** The columns of a version-1 row: id … lastUpdated, without who changed the project last. */
const VERSION_1_COLUMNS = 12;

type StoredProjects = PersistedState & { items?: unknown };

/**
 * Version 2 adds `lastUpdatedBy` as a last column. Version-1 rows get it empty (nobody known), so
 * they load as they were, with nothing counted as repaired; objects (older data) need no step.
 */
function addAuthorColumn(state: StoredProjects): StoredProjects {
  if (!Array.isArray(state.items)) return state;
  const items: unknown[] = state.items.map((row: unknown) =>
    Array.isArray(row) ? [...Array.from({ length: VERSION_1_COLUMNS }, (_, index): unknown => row[index]), ''] : row,
  );
  return { ...state, items };
}

/** Each step is keyed by the version it produces (redux-persist's createMigrate). */
export const projectsMigrations: MigrationManifest = {
  2: (state) => addAuthorColumn(state as StoredProjects),
};

/** The session's shape has not changed since version 1. */
export const authMigrations: MigrationManifest = {};
