import { persistStore } from 'redux-persist';
import { makeStore } from './store';

/** The running app's one store, persisted to localStorage. Tests build their own with makeStore. */
export const store = makeStore();
export const persistor = persistStore(store);
