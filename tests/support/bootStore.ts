import { persistStore, type Persistor } from 'redux-persist';
import { createPersistence } from '../../src/app/persistence';
import type { PersistenceNotice } from '../../src/app/persistence/notices';
import { makeStore } from '../../src/app/store';

/**
 * Starts the app's store on a given storage, as a page load does: rehydrates, then flushes what
 * the load wrote back. Returns the store, its persistor and every notice the persistence raised.
 */
export async function bootStore(backend: globalThis.Storage) {
  const persistence = createPersistence(backend);
  const notices: PersistenceNotice[] = [];
  persistence.notices.subscribe((notice) => notices.push(notice));
  const store = makeStore({ persistence });
  const persistor: Persistor = await new Promise((resolve) => {
    const created = persistStore(store, null, () => resolve(created));
  });
  await persistor.flush();
  return { store, persistor, notices, persistence };
}
