import { persistStore } from 'redux-persist';
import { createPersistence } from './persistence';
import { flushOnHide, syncAcrossTabs } from './persistence/crossTab';
import { makeStore } from './store';

/** The running app's one store, persisted to localStorage. Tests build their own with makeStore. */
export const persistence = createPersistence();
export const store = makeStore({ persistence });
export const persistor = persistStore(store);

syncAcrossTabs(store, persistence);
flushOnHide(persistor);
