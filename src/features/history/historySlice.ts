import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { News } from './model/news';

/** A project's History: which one, whether it shows, and how many times it was opened. */
export type HistoryDialogState = { projectId: string; name: string; open: boolean; opening: number };

export type HistoryState = {
  /** Null until a History is first opened; kept while the dialog closes, so its title stays. */
  dialog: HistoryDialogState | null;
  activity: {
    open: boolean;
    /** How many times it was opened (0: never, so nothing of it is loaded). */
    opening: number;
    /** When the founder had last looked before this opening (what others did since is "New"); null while read. */
    seenBefore: { at: string | null } | null;
  };
  /** The header's count of changes by other founders since this founder last looked (news/followNews.ts). */
  news: News;
};

const initialState: HistoryState = {
  dialog: null,
  activity: { open: false, opening: 0, seenBefore: null },
  // NO_NEWS, written out: the slice is on every route, the rest of model/news.ts is not.
  news: { count: 0, more: false },
};

/**
 * Which of the history's views is open: a project's History (from a card's menu, an Activity line
 * or a toast) and the Activity panel. Each opening counts, so each is drawn afresh.
 */
export const historySlice = createSlice({
  name: 'history',
  initialState,
  reducers: {
    historyOpened(state, { payload }: PayloadAction<{ projectId: string; name: string }>) {
      state.dialog = { ...payload, open: true, opening: (state.dialog?.opening ?? 0) + 1 };
    },
    historyClosed(state) {
      if (state.dialog) state.dialog.open = false;
    },
    activityOpened(state) {
      state.activity = { open: true, opening: state.activity.opening + 1, seenBefore: null };
    },
    activityClosed(state) {
      state.activity.open = false;
    },
    /** The founder looked at Activity: `seenBefore` is when they had looked before (null: never). */
    activitySeen(state, { payload }: PayloadAction<{ opening: number; seenBefore: string | null }>) {
      // An answer for an earlier opening, arriving late, says nothing of this one.
      if (payload.opening === state.activity.opening) state.activity.seenBefore = { at: payload.seenBefore };
    },
    newsCounted(state, { payload }: PayloadAction<News>) {
      state.news = payload;
    },
  },
  selectors: {
    selectHistoryDialog: (state) => state.dialog,
    selectActivity: (state) => state.activity,
    selectNews: (state) => state.news,
  },
});

export const { historyOpened, historyClosed, activityOpened, activityClosed, activitySeen, newsCounted } =
  historySlice.actions;
export const { selectHistoryDialog, selectActivity, selectNews } = historySlice.selectors;
