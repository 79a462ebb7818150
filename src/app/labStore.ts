import { persistStore } from 'redux-persist';
import { createPersistence } from './persistence';
import { flushOnHide, syncAcrossTabs } from './crossTab';
import { memoryBackend, usableLocalStorage } from './persistence/webStorage';
import { STORAGE_KEYS, storageKeyFor } from './persistence/keys';
import { writeTurns } from './persistence/writeTurns';
import { isTeamMode } from '../shared/lib/teamMode';
import { clockStarted } from '../features/clock/clockSlice';
import { makeStore } from './store';

// The build prerenders /login with this module too: there the lab is signed out and keeps
// nothing (memory storage), and there are no other tabs or page lifecycle to follow.
const inBrowser = typeof window !== 'undefined';

/** The running app's one store, persisted to localStorage. Tests build their own with makeStore. */
export const persistence = inBrowser
  ? createPersistence(
      usableLocalStorage(),
      writeTurns({ teamMode: isTeamMode(), labKey: storageKeyFor(STORAGE_KEYS.projects) }),
    )
  : createPersistence(memoryBackend());
export const store = makeStore({ persistence });
export const persistor = persistStore(store);

/** True once the stored slices are back in the store (rehydration reads localStorage, so it finishes within microtasks). */
export const isRehydrated = () => persistor.getState().bootstrapped;

/** Resolves once the stored slices are back in the store. */
export const rehydrated = new Promise<void>((resolve) => {
  const settle = () => {
    if (!isRehydrated()) return;
    unsubscribe();
    resolve();
  };
  const unsubscribe = persistor.subscribe(settle);
  settle();
});

if (inBrowser) {
  store.dispatch(clockStarted());
  syncAcrossTabs(store, persistence, isTeamMode() ? [STORAGE_KEYS.projects] : []);
  flushOnHide(persistor, persistence.storage);
}
