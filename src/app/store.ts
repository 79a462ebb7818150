import {
  combineReducers,
  configureStore,
  createListenerMiddleware,
  type Action,
  type Reducer,
  type ThunkAction,
  type UnknownAction,
} from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE, persistReducer } from 'redux-persist';
import { addAuthListeners } from '../features/auth/authListeners';
import { calendarFirst } from '../features/clock/calendarFirst';
import { addClockListeners } from '../features/clock/clockListeners';
import { clockSlice, type ClockState } from '../features/clock/clockSlice';
import { addHistoryListeners, historySlice } from '../features/history';
import type { HistoryReaderState } from '../features/history/reader/historyApi';
import { authSlice, type AuthState } from '../features/auth/authSlice';
import { isStampedChange, stampAuthor } from '../features/projects/authorship';
import { addProjectsListeners } from '../features/projects/projectsListeners';
import { projectsSlice, type ProjectsState } from '../features/projects/projectsSlice';
import { addTeamModeListeners } from '../features/team/teamModeStarter';
import type { TeamApiState } from '../features/team/members/teamApi';
import type { TeamState } from '../features/team/teamSlice';
import { devToolsOptions } from './devTools';
import { lateParts, type StoreExtra } from './lateParts';
import type { AppStartListening } from './listenerMiddleware';
import { createPersistence, type Persistence } from './persistence';
import { addPendingMonthsListeners } from './persistence/migrations/pendingMonths';
import { addStorageListeners } from './persistence/storageListeners';
import { storageNoticeReceived, storageSlice } from './persistence/storageSlice';

const slicesOf = ({ configs }: Persistence) => ({
  auth: persistReducer(configs.auth, authSlice.reducer),
  projects: persistReducer(configs.projects, projectsSlice.reducer),
  storage: storageSlice.reducer,
  clock: clockSlice.reducer,
  history: historySlice.reducer,
});

/** The state, with the parts that join it when their code loads (lateParts.ts). */
type LabState = ReturnType<ReturnType<typeof combineReducers<ReturnType<typeof slicesOf>>>> & {
  team?: TeamState;
  historyApi?: HistoryReaderState;
  teamApi?: TeamApiState;
};

type LabReducer = Reducer<LabState, UnknownAction, Partial<LabState>>;

/** What tests and callers may preload: plain slice states, without redux-persist's bookkeeping. */
export type PreloadedState = Partial<{ auth: AuthState; projects: ProjectsState; clock: ClockState }>;

export type StoreOptions = {
  preloadedState?: PreloadedState;
  /** Where and how the slices are stored; localStorage unless a test passes another. */
  persistence?: Persistence;
};

/** A store with its own listeners (toasts, the address, storage notices), so each test gets fresh ones. */
export function makeStore({ preloadedState, persistence = createPersistence() }: StoreOptions = {}) {
  const listeners = createListenerMiddleware();
  const slices = slicesOf(persistence);
  const reducer: LabReducer = combineReducers(slices);
  const late = lateParts(slices, (joined) => store.replaceReducer(joined as LabReducer));
  const store = configureStore({
    reducer,
    preloadedState: preloadedState as Partial<LabState>,
    devTools: devToolsOptions,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        thunk: { extraArgument: late.extra },
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      })
        // Who made a change is filled in first, so the listeners (toasts, team sync) see it; and a
        // change made past midnight moves the clock before it is filed (calendarFirst.ts).
        .prepend(calendarFirst(isStampedChange), stampAuthor, listeners.middleware)
        .concat(late.middleware),
  });
  const startAppListening = listeners.startListening as AppStartListening;
  addAuthListeners(startAppListening);
  addClockListeners(startAppListening);
  addProjectsListeners(startAppListening);
  addHistoryListeners(startAppListening);
  addStorageListeners(startAppListening);
  addPendingMonthsListeners(startAppListening);
  addTeamModeListeners(startAppListening, (team) => late.joinReducer('team', team));
  // The persistence layer runs before and beside the store; what it reports becomes an action.
  persistence.notices.subscribe((notice) => store.dispatch(storageNoticeReceived(notice)));
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
export type AppThunk<ReturnType = void> = ThunkAction<ReturnType, RootState, StoreExtra, Action>;
