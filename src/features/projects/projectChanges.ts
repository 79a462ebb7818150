import { isAnyOf, type UnknownAction } from '@reduxjs/toolkit';
import type { HistoryKind } from '../../../contract/history';
import {
  deletedProjectRestored,
  goalRemoved,
  goalSaved,
  monthFigureRemoved,
  monthFigureSaved,
  projectAdded,
  projectDeleted,
  projectRestored,
  projectSnoozed,
  projectsImported,
  projectUpdated,
  projectVersionRestored,
  remoteChangesReceived,
} from './projectsSlice';

/**
 * The founder's own changes to the lab's projects, each with the kind of version the history
 * records for it: what team mode sends to the other founders (a duplicate is an add; the undo of a
 * delete is a restore). A move is a `projectUpdated`; a month's figure saved or removed and a goal are edits.
 */
const OWN_CHANGES = [
  [projectAdded, 'added'],
  [projectUpdated, 'edited'],
  [monthFigureSaved, 'edited'],
  [monthFigureRemoved, 'edited'],
  [goalSaved, 'edited'],
  [goalRemoved, 'edited'],
  [projectDeleted, 'deleted'],
  [projectRestored, 'restored'],
  [projectsImported, 'imported'],
  [projectVersionRestored, 'restored'],
  [deletedProjectRestored, 'restored'],
] as const satisfies readonly (readonly [unknown, HistoryKind])[];

/** A snooze is the founder's change too, sent to the team, but no version: it is no update. */
export const isOwnProjectChange = isAnyOf(...OWN_CHANGES.map(([change]) => change), projectSnoozed);

/** The kind of version the founder's own change makes in the history; null for any other action. */
export const ownChangeKind = (action: UnknownAction): HistoryKind | null =>
  OWN_CHANGES.find(([change]) => change.match(action))?.[1] ?? null;

/** Every change to the lab's projects, the founder's own and the other founders': the history's input. */
export const isProjectChange = isAnyOf(isOwnProjectChange, remoteChangesReceived);
