import { isGoal } from '../../../contract/plans';
import { STORAGE_KEYS } from './keys';
import { decodeStoredProjects, storedRows } from './formats/projectRows';
import { decodeSession } from '../../features/auth/sessionRecord';
import { createNoticeChannel } from './notices';
import { authMigrations, projectsMigrations } from './migrations/migrations';
import { persistConfigFor } from './slicePersistence';
import {
  createWebStorage,
  memoryBackend,
  usableLocalStorage,
  type LockableStorage,
  type WriteScheduler,
} from './webStorage';
import type { AuthState } from '../../features/auth/authSlice';
import type { ProjectsState } from '../../features/projects/projectsSlice';
import type { Project } from '../../features/projects/model/types';

/** Bump with a migration step below whenever a stored shape changes. */
export const STORAGE_VERSION = 3;

export { STORAGE_KEYS };

export { authMigrations, projectsMigrations } from './migrations/migrations';

export type Persistence = ReturnType<typeof createPersistence>;

/**
 * Everything the store needs to persist: the storage (localStorage, or memory when
 * that is unavailable), the notices for the founder, and one config per slice. With
 * `scheduleWrites`, writes wait for it (the running app writes after the frame that shows the
 * change); without, they happen as redux-persist asks.
 */
export function createPersistence(
  backend: globalThis.Storage | null = usableLocalStorage(),
  scheduleWrites?: WriteScheduler,
) {
  const notices = createNoticeChannel();
  if (!backend) notices.publish({ kind: 'unavailable' });
  const storage: LockableStorage = createWebStorage(backend ?? memoryBackend(), scheduleWrites);

  const auth = persistConfigFor<AuthState>({
    key: STORAGE_KEYS.auth,
    version: STORAGE_VERSION,
    whitelist: ['token', 'user'],
    migrations: authMigrations,
    decode: (document) => ({ state: decodeSession(document), repaired: 0, dropped: 0 }),
    storage,
    notices,
  });

  const projects = persistConfigFor<ProjectsState>({
    key: STORAGE_KEYS.projects,
    version: STORAGE_VERSION,
    whitelist: ['items', 'monthsPending', 'labGoal'],
    migrations: projectsMigrations,
    decode: (document) => {
      if (!Array.isArray(document.items)) return { state: { items: [] }, repaired: 0, dropped: 0, unreadable: true };
      const { items, repaired, dropped } = decodeStoredProjects(document.items);
      const pending = document.monthsPending === true ? { monthsPending: true as const } : {};
      // A lab goal the lab's rules refuse is left out, as a project's is.
      const labGoal = isGoal(document.labGoal) ? { labGoal: document.labGoal } : {};
      return { state: { items, ...pending, ...labGoal }, repaired, dropped };
    },
    encode: { items: (items: Project[]) => storedRows(items) },
    storage,
    notices,
  });

  return { storage, notices, configs: { auth, projects } };
}
