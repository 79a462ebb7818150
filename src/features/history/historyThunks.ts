import type { AppThunk } from '../../app/hooks';
import { selectCurrentUser } from '../auth';
import { activityOpened, activitySeen, historyOpened, selectActivity } from './historySlice';
import type * as Reader from './reader';

export type HistoryReader = typeof Reader;

/** The history's reader (RTK Query's api over the history source), loaded and joined to this store on first use. */
export const loadHistoryReader = (): AppThunk<Promise<HistoryReader>> => async (dispatch) => {
  const reader = await import('./reader');
  dispatch(reader.joinReader());
  return reader;
};

/**
 * The element that opened the History (a card's menu button, an Activity line's project), which
 * takes the focus back when the dialog closes. An element is no state, so it stays out of Redux;
 * weakly held, so a card deleted meanwhile is not kept.
 */
let opener: WeakRef<HTMLElement> | null = null;

/** Opens a project's History; `from` takes the focus back when it closes, if nothing else can. */
export const openHistory =
  (projectId: string, name: string, from: HTMLElement | null = null): AppThunk =>
  (dispatch) => {
    opener = from ? new WeakRef(from) : null;
    dispatch(historyOpened({ projectId, name }));
  };

/** Gives the focus back to the History's opener, if it is still on the page. */
export function focusHistoryOpener(): void {
  const element = opener?.deref();
  if (element?.isConnected) element.focus();
}

/**
 * Opens Activity, and marks what it lists as seen by this founder: their count of news goes, and
 * this opening marks "New" what others did since they had looked before.
 */
export const openActivity = (): AppThunk<Promise<void>> => async (dispatch, getState) => {
  dispatch(activityOpened());
  const { opening } = selectActivity(getState());
  const founder = selectCurrentUser(getState())?.name ?? '';
  const seenBefore = await dispatch(loadHistoryReader())
    .then((reader) => dispatch(reader.historyApi.endpoints.activitySeen.initiate(founder, { track: false })).unwrap())
    // Unknown (the reader could not load, which Activity then says itself): everything by others is new.
    .catch(() => null);
  dispatch(activitySeen({ opening, seenBefore }));
};
