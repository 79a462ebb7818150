import {
  combineSlices,
  configureStore,
  createListenerMiddleware,
  type Action,
  type ThunkAction,
  type WithSlice,
} from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE, persistReducer } from 'redux-persist';
import { addAuthListeners } from '../features/auth/authListeners';
import { authSlice, type AuthState } from '../features/auth/authSlice';
import { stampAuthor } from '../features/projects/authorship';
import { addProjectsListeners } from '../features/projects/projectsListeners';
import { projectsSlice, type ProjectsState } from '../features/projects/projectsSlice';
import { addTeamModeListeners } from '../features/team/teamModeStarter';
import type { teamSlice } from '../features/team/teamSlice';
import type { AppStartListening } from './listenerMiddleware';
import { createPersistence, type Persistence } from './persistence';
import { addStorageListeners } from './persistence/storageListeners';
import { storageNoticeReceived, storageSlice } from './persistence/storageSlice';

/** Team mode's slice joins the reducer only when team mode starts (`inject`), so the static build never carries it. */
const buildRootReducer = ({ configs }: Persistence) =>
  combineSlices(storageSlice, {
    auth: persistReducer(configs.auth, authSlice.reducer),
    projects: persistReducer(configs.projects, projectsSlice.reducer),
  }).withLazyLoadedSlices<WithSlice<typeof teamSlice>>();

/** What tests and callers may preload: plain slice states, without redux-persist's bookkeeping. */
export type PreloadedState = Partial<{ auth: AuthState; projects: ProjectsState }>;

export type StoreOptions = {
  preloadedState?: PreloadedState;
  /** Where and how the slices are stored; localStorage unless a test passes another. */
  persistence?: Persistence;
};

/** A store with its own listeners (toasts, the address, storage notices), so each test gets fresh ones. */
export function makeStore({ preloadedState, persistence = createPersistence() }: StoreOptions = {}) {
  const listeners = createListenerMiddleware();
  const rootReducer = buildRootReducer(persistence);
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as Partial<ReturnType<ReturnType<typeof buildRootReducer>>>,
    devTools: { name: 'Forge Lab' },
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      })
        // Who made a change is filled in first, so the listeners (toasts, team sync) see it.
        .prepend(stampAuthor, listeners.middleware),
  });
  const startAppListening = listeners.startListening as AppStartListening;
  addAuthListeners(startAppListening);
  addProjectsListeners(startAppListening);
  addStorageListeners(startAppListening);
  addTeamModeListeners(startAppListening, (slice) => void rootReducer.inject(slice));
  // The persistence layer runs before and beside the store; what it reports becomes an action.
  persistence.notices.subscribe((notice) => store.dispatch(storageNoticeReceived(notice)));
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
export type AppThunk<ReturnType = void> = ThunkAction<ReturnType, RootState, unknown, Action>;
