import { REHYDRATE, type Persistor } from 'redux-persist';
import type { AppStore } from './store';
import type { Persistence } from './persistence';
import { storageKeyFor } from './persistence/slicePersistence';
import type { LockableStorage } from './persistence/webStorage';

/**
 * Keeps every open tab on the same data. When another tab writes a slice, this tab
 * re-reads it at once (the `storage` event), so its next write starts from the
 * other tab's changes instead of overwriting them. A logout elsewhere signs this
 * tab out too. Returns a function that stops listening.
 *
 * `leftToOthers` names the slices another part of the app keeps in step itself: in team mode
 * the lab, whose tabs pass the team doc's changes to each other (features/team/sync/otherTabs.ts).
 * Read back from storage, another tab's copy would replace newer values this tab already shows.
 */
export function syncAcrossTabs(
  store: AppStore,
  { configs }: Persistence,
  leftToOthers: readonly string[] = [],
): () => void {
  const followed = Object.values(configs).filter((config) => !leftToOthers.includes(config.key));
  const byStorageKey = new Map(followed.map((config) => [storageKeyFor(config.key), config]));
  const onStorage = (event: StorageEvent) => {
    const config = event.key ? byStorageKey.get(event.key) : undefined;
    if (!config || event.newValue === null) return;
    void config.decodeDocument(event.newValue).then((payload) => {
      if (payload) store.dispatch({ type: REHYDRATE, key: config.key, payload });
    });
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

/**
 * redux-persist writes on a timer, and the storage after the next paint; a change made just
 * before the tab closes could be lost. Flush both when the page is hidden or being unloaded.
 */
export function flushOnHide(persistor: Persistor, storage: Pick<LockableStorage, 'flush'>): () => void {
  const flush = () => {
    // redux-persist hands its staged state to the storage synchronously, which then writes it.
    void persistor.flush();
    storage.flush();
  };
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') flush();
  };
  window.addEventListener('pagehide', flush);
  document.addEventListener('visibilitychange', onVisibility);
  return () => {
    window.removeEventListener('pagehide', flush);
    document.removeEventListener('visibilitychange', onVisibility);
  };
}
