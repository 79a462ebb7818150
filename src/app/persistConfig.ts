import { createMigrate, type MigrationManifest, type PersistConfig, type Storage } from 'redux-persist';
import type { AuthState } from '../features/auth/authSlice';
import type { ProjectsState } from '../features/projects/projectsSlice';

/** Bump with a migration below whenever a persisted shape changes. */
export const STORAGE_VERSION = 1;

export const STORAGE_KEYS = {
  auth: 'forge-lab:auth',
  projects: 'forge-lab:projects',
} as const;

// Version 1 is the first stored shape; later versions add their steps here.
const authMigrations: MigrationManifest = {};
const projectsMigrations: MigrationManifest = {};

export const authPersistConfig = (storage: Storage): PersistConfig<AuthState> => ({
  key: STORAGE_KEYS.auth,
  storage,
  version: STORAGE_VERSION,
  whitelist: ['token', 'user'],
  migrate: createMigrate(authMigrations, { debug: false }),
});

export const projectsPersistConfig = (storage: Storage): PersistConfig<ProjectsState> => ({
  key: STORAGE_KEYS.projects,
  storage,
  version: STORAGE_VERSION,
  whitelist: ['items'],
  migrate: createMigrate(projectsMigrations, { debug: false }),
});
