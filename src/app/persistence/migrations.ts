import type { PersistedState } from 'redux-persist';
import { figuresFromVersions } from '../../../contract/figures';
import type { ProjectVersion } from '../../../contract/history';
import { monthOfTime } from '../../features/projects/figures/months';
import { figuresToRow } from './figuresRow';
import type { Migrations } from './migrate';

/** The columns of a version-1 row: id … lastUpdated, without who changed the project last. */
const VERSION_1_COLUMNS = 12;
/** Version 2 added `lastUpdatedBy`; version 3 adds the figures after it. */
const VERSION_2_COLUMNS = 13;

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

/** Every version of this browser's lab history, or none where it cannot be read (the lab opens all the same). */
async function storedHistory(): Promise<ProjectVersion[]> {
  try {
    const { historyForBackup } = await import('../../features/history/database/localHistory');
    return await historyForBackup();
  } catch {
    return [];
  }
}

/**
 * Version 3 adds each project's monthly figures as a last column, from the lab's history where it
 * has versions of the project (the last version of each month), and the project's current values
 * as the figure of the month of its last update. Rows whose project has no versions get no column:
 * the decoder gives them that one month. Objects (older data) are decoded the same way.
 */
async function addFiguresColumn(state: StoredProjects): Promise<StoredProjects> {
  if (!Array.isArray(state.items) || state.items.length === 0) return state;
  const history = await storedHistory();
  if (history.length === 0) return state;
  const byProject = new Map<string, ProjectVersion[]>();
  for (const version of history)
    byProject.set(version.projectId, [...(byProject.get(version.projectId) ?? []), version]);
  const items: unknown[] = (state.items as unknown[]).map((stored: unknown) => {
    if (!Array.isArray(stored)) return stored;
    const row = stored as unknown[];
    const versions = byProject.get(String(row[0]));
    if (!versions) return row;
    const [revenue, subscribers, lastUpdated] = [row[5], row[6], row[11]];
    const current = { at: String(lastUpdated), project: { revenue, subscribers } };
    const figures = figuresFromVersions([...versions, current], monthOfTime);
    return [...Array.from({ length: VERSION_2_COLUMNS }, (_, index): unknown => row[index]), figuresToRow(figures)];
  });
  return { ...state, items };
}

/** Each step is keyed by the version it produces. */
export const projectsMigrations: Migrations = {
  2: (state) => addAuthorColumn(state as StoredProjects),
  3: (state) => addFiguresColumn(state as StoredProjects),
};

/** The session's shape has not changed since version 1. */
export const authMigrations: Migrations = {};
