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
 */
export function syncAcrossTabs(store: AppStore, { configs }: Persistence): () => void {
  const byStorageKey = new Map(Object.values(configs).map((config) => [storageKeyFor(config.key), config]));
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
