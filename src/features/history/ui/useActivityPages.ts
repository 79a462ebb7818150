import { useCallback, useEffect, useRef, useState } from 'react';
import { currentHistorySource } from '../source/currentSource';
import { subscribeToHistory } from '../database/localHistory';
import { withFirstPage, withOlderPage, type Page } from './activityPages';
import { lastSeenBy, markSeenBy } from './newCount';

/**
 * Activity's pages for `founder`: the first read at once and again whenever the history changes
 * (here, in another tab, or on the team server: historyRecorded),
 * older ones on request. `seenBefore`: when the founder last looked, before this opening (which
 * is remembered as the new "last looked"); undefined until known.
 */
export function useActivityPages(founder: string) {
  const [page, setPage] = useState<Page | null>(null);
  const [fallback, setFallback] = useState(false);
  const [loadingMore, setLoadingMore] = useState(false);
  const [seenBefore, setSeenBefore] = useState<string | null | undefined>(undefined);
  const [source] = useState(() => currentHistorySource(setFallback));
  const live = useRef(true);

  useEffect(() => {
    live.current = true;
    let first = true;
    const loadFirst = () =>
      source.activity().then(
        (fresh) => {
          if (!live.current) return;
          setPage((shown) => withFirstPage(fresh, shown));
          if (!first) return;
          first = false;
          const newest = fresh.entries[0]?.at ?? '';
          const now = new Date().toISOString();
          void markSeenBy(founder, newest > now ? newest : now);
        },
        () => live.current && setPage((shown) => shown ?? { entries: [], nextBefore: null }),
      );
    void lastSeenBy(founder).then((seen) => {
      if (!live.current) return;
      setSeenBefore(seen);
      void loadFirst();
    });
    const unsubscribe = subscribeToHistory(() => void loadFirst());
    return () => {
      live.current = false;
      unsubscribe();
    };
  }, [founder, source]);

  const loadMore = useCallback(() => {
    if (!page?.nextBefore || loadingMore) return;
    setLoadingMore(true);
    source
      .activity(page.nextBefore)
      .then((older) => live.current && setPage((shown) => withOlderPage(shown, older)))
      .catch(() => undefined)
      .finally(() => live.current && setLoadingMore(false));
  }, [page, loadingMore, source]);

  return { page, fallback, loadingMore, seenBefore, loadMore };
}
