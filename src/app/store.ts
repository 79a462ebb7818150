import { combineReducers, configureStore, type Action, type ThunkAction } from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE, persistReducer } from 'redux-persist';
import { authSlice, type AuthState } from '../features/auth/authSlice';
import { projectsSlice, type ProjectsState } from '../features/projects/projectsSlice';
import { createPersistence, type Persistence } from './persistence';

const buildRootReducer = ({ configs }: Persistence) =>
  combineReducers({
    auth: persistReducer(configs.auth, authSlice.reducer),
    projects: persistReducer(configs.projects, projectsSlice.reducer),
  });

/** What tests and callers may preload: plain slice states, without redux-persist's bookkeeping. */
export type PreloadedState = Partial<{ auth: AuthState; projects: ProjectsState }>;

export type StoreOptions = {
  preloadedState?: PreloadedState;
  /** Where and how the slices are stored; localStorage unless a test passes another. */
  persistence?: Persistence;
};

export function makeStore({ preloadedState, persistence = createPersistence() }: StoreOptions = {}) {
  return configureStore({
    reducer: buildRootReducer(persistence),
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
