import { createAction, isAnyOf } from '@reduxjs/toolkit';
import { addAppListener, type AppThunk, type RootState } from '../../../app/hooks';
import { historyRecorded } from '../../team';
import { versionsRecorded, versionsRecordedInAnotherTab } from '../historyEvents';
import { hearOtherTabs } from '../otherTabs';
import { historyApi, staleAfter } from './historyApi';

type JoinedState = RootState & Required<Pick<RootState, 'historyApi'>>;

/** Whether the reader has joined this store (its hooks read its state and need its middleware). */
export const selectReaderJoined = (state: RootState): state is JoinedState => state.historyApi !== undefined;

/** The reader joined this store. */
const readerJoined = createAction('history/readerJoined');

/**
 * The reader joins the store, once: its reducer and middleware, and what makes its reads stale.
 * This tab's versions (once written), another tab's and the team server's notice change the
 * history, so the reads they made stale are read again; nothing waits on a guess of when they are ready.
 */
export const joinReader =
  (): AppThunk =>
  (dispatch, _getState, { joinStore }) => {
    if (!joinStore(historyApi)) return;
    dispatch(
      addAppListener({
        matcher: isAnyOf(versionsRecorded, versionsRecordedInAnotherTab, historyRecorded),
        effect: (action, api) => {
          // The team server says only that it recorded something: every project's history is stale.
          const projectIds =
            versionsRecorded.match(action) || versionsRecordedInAnotherTab.match(action) ? action.payload : null;
          api.dispatch(historyApi.util.invalidateTags([...staleAfter(projectIds)]));
        },
      }),
    );
    dispatch(hearOtherTabs());
    // RTK Query's middleware registers itself in the state on the first action it sees: this one,
    // rather than one a view's hook dispatches while it renders.
    dispatch(readerJoined());
  };
