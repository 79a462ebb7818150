import { createAction } from '@reduxjs/toolkit';
import type { Goal } from '../../../contract/plans';
import type { Project } from '../projects';

// Events of team mode with no state to change: they record in Redux DevTools what happened, and
// listeners answer them (a toast; the history's readers read again).

/** The team server recorded versions in the lab's history: an open History or Activity reads it again. */
export const historyRecorded = createAction('team/historyRecorded');

/** A founder's edit met a delete by another founder: the delete stands, the edit is reported. */
export const editLostToDeletion = createAction<{ name: string; deletedBy: string }>('team/editLostToDeletion');

/** The team server refused this device's changes (oversized, unreadable, or against the lab's rules): they stay here only. */
export const changesRefused = createAction<{ code: number }>('team/changesRefused');

/** Projects this founder changed that break the lab's rules: not sent (the server would refuse them), kept here only. */
export const projectsNotShared = createAction<{ names: string[] }>('team/projectsNotShared');

/** A change this person's role does not allow (a member's delete): not sent, kept here only; `reason` says why. */
export const changeNotAllowed = createAction<{ reason: string }>('team/changeNotAllowed');

/**
 * This founder's change to a field lost to another founder's change made at the same time (Yjs
 * kept theirs): `project` is this founder's version, `fields` the form's labels of what was lost,
 * `other` the founder whose value stands. Its version goes into this browser's history.
 */
export const changeReplaced = createAction<{ project: Project; fields: string[]; other: string }>(
  'team/changeReplaced',
);

/**
 * This founder's lab goal lost to another founder's set at the same time (Yjs kept theirs): `goal`
 * is the one this founder saved. The lab goal has no history, so the toast names it.
 */
export const labGoalReplaced = createAction<{ goal: Goal }>('team/labGoalReplaced');
