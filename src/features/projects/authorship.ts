import { isAnyOf, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import { selectCurrentUser, type AuthState } from '../auth';
import {
  deletedProjectRestored,
  goalRemoved,
  goalSaved,
  monthFigureRemoved,
  monthFigureSaved,
  projectAdded,
  projectsImported,
  projectUpdated,
  projectVersionRestored,
  type Authored,
} from './projectsSlice';

/**
 * The changes stamped with a time and an author (`lastUpdated`, `lastUpdatedBy`): an add, an edit
 * (its monthly figures and goal included; a snooze is no edit), an import, a restore from the
 * project's history (a version, or the project itself after a delete). The clock reads the same
 * list (calendarFirst.ts, given it by the store).
 */
export const isStampedChange = isAnyOf(
  projectAdded,
  projectUpdated,
  projectsImported,
  projectVersionRestored,
  deletedProjectRestored,
  monthFigureSaved,
  monthFigureRemoved,
  goalSaved,
  goalRemoved,
);

const authored = <A extends UnknownAction & { payload: object }>(action: A, lastUpdatedBy: string): A => ({
  ...action,
  payload: { ...action.payload, lastUpdatedBy },
});

/**
 * Records who changed a project: a stamped change by the signed-in founder carries their name
 * (`lastUpdatedBy`) before it reaches the reducer, so the event in Redux DevTools says
 * who made it and the slice stays free of the session. Events that already name someone (changes
 * from the team's other founders) pass as they are.
 */
export const stampAuthor: Middleware<object, { auth: AuthState }> = (api) => (next) => (action) => {
  const name = selectCurrentUser(api.getState())?.name;
  if (!name) return next(action);
  if (isStampedChange(action) && !(action.payload as Authored).lastUpdatedBy) return next(authored(action, name));
  return next(action);
};
