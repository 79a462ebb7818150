import { createAction } from '@reduxjs/toolkit';

// Events that change the lab's history without changing any state: Redux DevTools shows them,
// and the history's reader answers them by reading again what they made stale.

/** This tab wrote versions into this browser's history (they are readable now). */
export const versionsRecorded = createAction('history/versionsRecorded');

/** Another tab of this lab wrote versions into this browser's history. */
export const versionsRecordedInAnotherTab = createAction('history/versionsRecordedInAnotherTab');
