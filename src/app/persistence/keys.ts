/**
 * Where the lab's slices live in localStorage. A module of its own, free of redux-persist,
 * so the entry (main.tsx) can look for a stored session without loading the store.
 * The names themselves are in storageKeys.json, which the Node scripts (bench, size budget)
 * import too: Node cannot import this file, and a copy of the names there would drift.
 */
import storageKeys from './storageKeys.json';

/** The persist config key of each persisted slice. */
export const STORAGE_KEYS: Readonly<typeof storageKeys.keys> = storageKeys.keys;

/** redux-persist's localStorage key for a persist config key. */
export const storageKeyFor = (key: string) => `${storageKeys.prefix}${key}`;
