import { createSelector } from '@reduxjs/toolkit';
import { mayDelete, mayEdit, mayManageTeam, roleOf } from '../../../contract/roles';
import { selectCurrentUser } from './authSlice';

/** The signed-in person's role: a founder's in the static mode (contract/roles.ts). */
export const selectTeamRole = createSelector([selectCurrentUser], (user) => roleOf(user));
/** Adds, edits, moves, figures, goals, snoozes, import with merge, restore of a version. */
export const selectMayEdit = createSelector([selectTeamRole], mayEdit);
/** Deletes, brings back a deleted project, replaces the lab by import. */
export const selectMayDelete = createSelector([selectTeamRole], mayDelete);
export const selectMayManageTeam = createSelector([selectTeamRole], mayManageTeam);
