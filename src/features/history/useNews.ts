import { useEffect, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { loadHistoryReader, type HistoryReader } from './historyThunks';
import { NO_NEWS, type News } from './model/news';

/** Resolves once the browser is idle (or after a moment where it cannot say): the dashboard comes first. */
const whenIdle = () =>
  new Promise<void>((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 3000 });
    else setTimeout(resolve, 1000);
  });

/**
 * The header's count of changes by other founders since `founder` last looked at Activity. The
 * reader loads once the dashboard has settled, so it never delays the first paint; until then
 * this static part has no generated hook to call, so it subscribes to the query through the
 * endpoint (`initiate`) and reads it through the endpoint's selector.
 */
export function useNews(founder: string): News {
  const dispatch = useAppDispatch();
  const [reader, setReader] = useState<HistoryReader | null>(null);

  useEffect(() => {
    if (!founder) return undefined;
    let subscription: { unsubscribe: () => void } | null = null;
    let stopped = false;
    whenIdle()
      .then(() => dispatch(loadHistoryReader()))
      .then((loaded) => {
        if (stopped) return;
        setReader(loaded);
        subscription = dispatch(loaded.historyApi.endpoints.news.initiate(founder));
      })
      .catch(() => undefined);
    return () => {
      stopped = true;
      subscription?.unsubscribe();
    };
  }, [dispatch, founder]);

  return useAppSelector((state) => (reader && founder ? reader.selectNews(state, founder) : NO_NEWS));
}
