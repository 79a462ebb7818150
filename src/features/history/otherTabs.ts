import type { AppThunk } from '../../app/hooks';
import { versionsRecordedInAnotherTab } from './historyEvents';
import { subscribeToHistory } from './database/localHistory';

/** The stores (by their getState) already told of other tabs' versions. */
const told = new WeakSet<object>();

/**
 * Another tab's message that it wrote into the history becomes one action in this store, however
 * many parts (the reader, the header's count) listen for it.
 */
export const hearOtherTabs = (): AppThunk => (dispatch, getState) => {
  if (told.has(getState)) return;
  told.add(getState);
  subscribeToHistory((projectIds) => dispatch(versionsRecordedInAnotherTab(projectIds)));
};
