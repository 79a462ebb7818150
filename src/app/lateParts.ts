import { combineReducers, createDynamicMiddleware, type Middleware, type Reducer } from '@reduxjs/toolkit';

/** A part that joins the store when its code loads: RTK Query's api has this shape. */
export type LatePart = { reducerPath: string; reducer: Reducer; middleware: Middleware };

/** What thunks receive besides dispatch and getState. */
export type StoreExtra = {
  /** Adds a part's reducer and middleware, once: false when it had joined already. */
  joinStore: (part: LatePart) => boolean;
};

/**
 * The parts of the state whose code loads later: team mode's slice once team mode has started,
 * and the history's reader (RTK Query's cache and middleware) once something reads the history.
 * Reducers join with `replaceReducer` (combineSlices would add about 0.5 KB gzip to every route),
 * middleware through RTK's dynamic middleware.
 */
export function lateParts(slices: Record<string, Reducer>, replaceReducer: (reducer: Reducer) => void) {
  const late = createDynamicMiddleware();
  const joined: Record<string, Reducer> = {};
  const joinReducer = (key: string, reducer: Reducer) => {
    joined[key] = reducer;
    replaceReducer(combineReducers({ ...slices, ...joined }));
  };
  const extra: StoreExtra = {
    joinStore: ({ reducerPath, reducer, middleware }) => {
      if (reducerPath in joined) return false;
      // The middleware first: RTK Query's hooks look for it as soon as its state is there.
      late.addMiddleware(middleware);
      joinReducer(reducerPath, reducer);
      return true;
    },
  };
  return { middleware: late.middleware, joinReducer, extra };
}
