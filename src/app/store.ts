import { combineReducers, configureStore, type Action, type ThunkAction } from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE, persistReducer, type Storage } from 'redux-persist';
import localStorageAdapter from 'redux-persist/es/storage';
import { authSlice, type AuthState } from '../features/auth/authSlice';
import { projectsSlice, type ProjectsState } from '../features/projects/projectsSlice';
import { authPersistConfig, projectsPersistConfig } from './persistConfig';

const buildRootReducer = (storage: Storage) =>
  combineReducers({
    auth: persistReducer(authPersistConfig(storage), authSlice.reducer),
    projects: persistReducer(projectsPersistConfig(storage), projectsSlice.reducer),
  });

/** What tests and callers may preload: plain slice states, without redux-persist's bookkeeping. */
export type PreloadedState = Partial<{ auth: AuthState; projects: ProjectsState }>;

export type StoreOptions = {
  preloadedState?: PreloadedState;
  /** Where redux-persist reads and writes; the browser's localStorage unless a test passes another. */
  storage?: Storage;
};

export function makeStore({ preloadedState, storage = localStorageAdapter }: StoreOptions = {}) {
  return configureStore({
    reducer: buildRootReducer(storage),
    preloadedState: preloadedState as Partial<ReturnType<ReturnType<typeof buildRootReducer>>>,
    devTools: { name: 'Forge Lab' },
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      }),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
export type AppThunk<ReturnType = void> = ThunkAction<ReturnType, RootState, unknown, Action>;
