/**
 * Where the lab's slices live in localStorage. A module of its own, free of redux-persist,
 * so the entry (main.tsx) can look for a stored session without loading the store.
 */
export const STORAGE_KEYS = {
  auth: 'forge-lab:auth',
  projects: 'forge-lab:projects',
} as const;

/** redux-persist's localStorage key for a persist config key. */
export const storageKeyFor = (key: string) => `persist:${key}`;
