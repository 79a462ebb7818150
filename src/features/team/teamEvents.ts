import { createAction } from '@reduxjs/toolkit';

// Events of team mode with no state to change: they record in Redux DevTools what happened, and
// the team's listeners answer them with a toast.

/** A founder's edit met a delete by another founder: the delete stands, the edit is reported. */
export const editLostToDeletion = createAction<{ name: string; deletedBy: string }>('team/editLostToDeletion');

/** The team server refused this device's changes (oversized, unreadable, or against the lab's rules): they stay here only. */
export const changesRefused = createAction<{ code: number }>('team/changesRefused');

/** Projects this founder changed that break the lab's rules: not sent (the server would refuse them), kept here only. */
export const projectsNotShared = createAction<{ names: string[] }>('team/projectsNotShared');
