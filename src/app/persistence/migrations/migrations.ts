import type { PersistedState } from 'redux-persist';
import type { ProjectVersion } from '../../../../contract/history';
import { monthsFromHistory, versionsByProject } from '../../../features/projects/figures/monthsFromHistory';
import { figuresToRow } from '../formats/figuresRow';
import type { Migrations } from './migrate';

/** The columns of a version-1 row: id … lastUpdated, without who changed the project last. */
const VERSION_1_COLUMNS = 12;
/** Version 2 added `lastUpdatedBy`; version 3 adds the figures after it. */
const VERSION_2_COLUMNS = 13;

type StoredProjects = PersistedState & { items?: unknown; monthsPending?: true };

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

/**
 * Every version of this browser's lab history; null where it could not be read now (another tab
 * of an older release holds it, or it did not answer), which a later start tries again.
 */
async function storedHistory(): Promise<ProjectVersion[] | null> {
  try {
    const { readHistory } = await import('../../../features/history/database/localHistory');
    return await readHistory();
  } catch {
    return null;
  }
}

/**
 * Version 3 adds each project's monthly figures as a last column, from the lab's history where it
 * has versions of the project (the last version of each month), and the project's current values
 * as the figure of the month of its last update. Rows whose project has no versions get no column:
 * the decoder gives them that one month. Objects (older data) are decoded the same way.
 *
 * Where the history cannot be read now, nothing is made up: the lab opens with those one-month
 * figures and is marked `monthsPending`, and its months are filled in from the history once it
 * opens (pendingMonths.ts), so an upgrade never stamps months it did not read.
 */
async function addFiguresColumn(state: StoredProjects): Promise<StoredProjects> {
  if (!Array.isArray(state.items) || state.items.length === 0) return state;
  const history = await storedHistory();
  if (history === null) return { ...state, monthsPending: true };
  if (history.length === 0) return state;
  const byProject = versionsByProject(history);
  const items: unknown[] = (state.items as unknown[]).map((stored: unknown) => {
    if (!Array.isArray(stored)) return stored;
    const row = stored as unknown[];
    const versions = byProject.get(String(row[0]));
    if (!versions) return row;
    const [revenue, subscribers, lastUpdated] = [row[5], row[6], row[11]];
    const figures = monthsFromHistory(versions, { lastUpdated, revenue, subscribers });
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
