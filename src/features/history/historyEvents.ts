import { createAction } from '@reduxjs/toolkit';

// Events that change the lab's history without changing any state: Redux DevTools shows them,
// and the history's reader answers them by reading again what they made stale.

/** This tab wrote versions of these projects into this browser's history (they are readable now). */
export const versionsRecorded = createAction<readonly string[]>('history/versionsRecorded');

/** Another tab of this lab wrote versions of these projects (null: it did not say which) into this browser's history. */
export const versionsRecordedInAnotherTab = createAction<readonly string[] | null>(
  'history/versionsRecordedInAnotherTab',
);
