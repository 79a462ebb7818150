import type { Action } from '@reduxjs/toolkit';
import { REHYDRATE } from 'redux-persist';
import { projectsImported, remoteChangesReceived } from '../features/projects/projectsSlice';

/**
 * What Redux DevTools is given of the store. The extension serializes the state and the action
 * at every action; a lab of 5,000 projects with their months is megabytes of JSON each time, paid
 * on every click by a founder who merely has the extension installed. So a long list shows as its
 * first 50 items with a count: enough to inspect, cheap to send.
 */
export const SHOWN_IN_DEVTOOLS = 50;

/** A long list as DevTools shows it: `{ count, first50 }`; a short one as it is. */
export function shortened<T>(items: readonly T[]): readonly T[] | { count: number; first50: readonly T[] } {
  return items.length <= SHOWN_IN_DEVTOOLS
    ? items
    : { count: items.length, first50: items.slice(0, SHOWN_IN_DEVTOOLS) };
}

type Sanitized = Record<string, unknown>;
const isRecord = (value: unknown): value is Sanitized => typeof value === 'object' && value !== null;

/** The state with the lab's projects shortened. */
export function stateSanitizer<S>(state: S): S {
  if (!isRecord(state) || !isRecord(state.projects) || !Array.isArray(state.projects.items)) return state;
  if (state.projects.items.length <= SHOWN_IN_DEVTOOLS) return state;
  return { ...state, projects: { ...state.projects, items: shortened(state.projects.items) } };
}

/** An action with a large payload of projects (an import, a team load, a rehydration) shortened. */
export function actionSanitizer<A extends Action>(action: A): A {
  if (projectsImported.match(action)) {
    const { projects, history } = action.payload;
    return {
      ...action,
      payload: { ...action.payload, projects: shortened(projects), history: history && shortened(history) },
    };
  }
  if (remoteChangesReceived.match(action)) {
    const { upserted, removed } = action.payload;
    return { ...action, payload: { ...action.payload, upserted: shortened(upserted), removed: shortened(removed) } };
  }
  const { payload } = action as { payload?: unknown };
  if (action.type === REHYDRATE && isRecord(payload) && Array.isArray(payload.items))
    return { ...action, payload: { ...payload, items: shortened(payload.items) } };
  return action;
}

/** Redux DevTools' options: the store's name, the sanitizers, and a stack trace per action in development. */
export const devToolsOptions = {
  name: 'Forge Lab',
  actionSanitizer,
  stateSanitizer,
  trace: import.meta.env.DEV,
  traceLimit: 25,
};
