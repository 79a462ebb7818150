import { isAnyOf } from '@reduxjs/toolkit';
import {
  deletedProjectRestored,
  monthFigureRemoved,
  monthFigureSaved,
  projectAdded,
  projectDeleted,
  projectRestored,
  projectsImported,
  projectUpdated,
  projectVersionRestored,
  remoteChangesReceived,
} from './projectsSlice';

/**
 * The founder's own changes to the lab's projects: what team mode sends to the other founders
 * (a duplicate is an add; the undo of a delete is a restore). A move is a `projectUpdated`; a
 * month's figure saved or removed is an edit.
 */
export const isOwnProjectChange = isAnyOf(
  projectAdded,
  projectUpdated,
  projectDeleted,
  projectRestored,
  projectsImported,
  projectVersionRestored,
  deletedProjectRestored,
  monthFigureSaved,
  monthFigureRemoved,
);

/** Every change to the lab's projects, the founder's own and the other founders': the history's input. */
export const isProjectChange = isAnyOf(isOwnProjectChange, remoteChangesReceived);
