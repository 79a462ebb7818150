import { isAnyOf } from '@reduxjs/toolkit';
import { addAppListener, type AppThunk } from '../../../app/hooks';
import { historyRecorded } from '../../team';
import { versionsRecorded, versionsRecordedInAnotherTab } from '../historyEvents';
import { activitySeen, newsCounted } from '../historySlice';
import { NO_NEWS, newsOn, type News } from '../model/news';
import { hearOtherTabs } from '../otherTabs';
import { currentHistorySource } from '../source/currentSource';
import { lastSeenBy } from '../database/seen';

/** The news on Activity's latest page for `founder`; none where the history cannot be read. */
async function countNews(founder: string): Promise<News> {
  try {
    const lastSeen = await lastSeenBy(founder);
    return newsOn(await currentHistorySource().activity(), founder, lastSeen);
  } catch {
    return NO_NEWS;
  }
}

/**
 * Keeps the header's count for `founder` (historySlice's `news`): counted now, and again whenever
 * the history changes (this tab, another tab, the team server) or the founder looks at Activity.
 * The count is a small read of the history, so it stays out of the reader (RTK Query), which loads
 * only when a founder opens the History or Activity. Returns the stop.
 */
export const followNews =
  (founder: string): AppThunk<() => void> =>
  (dispatch) => {
    let stopped = false;
    // Counts answer in the order they were asked: the last one asked is the one kept.
    let asked = 0;
    const recount = () => {
      const ask = ++asked;
      void countNews(founder).then((news) => {
        if (!stopped && ask === asked) dispatch(newsCounted(news));
      });
    };
    dispatch(hearOtherTabs());
    dispatch(
      addAppListener({
        matcher: isAnyOf(versionsRecorded, versionsRecordedInAnotherTab, historyRecorded, activitySeen),
        // Stopped, the listener leaves at the next change it hears.
        effect: (_action, api) => (stopped ? api.unsubscribe() : recount()),
      }),
    );
    recount();
    return () => {
      stopped = true;
      dispatch(newsCounted(NO_NEWS));
    };
  };
