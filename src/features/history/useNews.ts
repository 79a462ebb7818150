import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { whenIdle } from '../../shared/lib/whenIdle';
import { selectNews } from './historySlice';
import type { News } from './model/news';

/**
 * The header's count of changes by other founders since `founder` last looked at Activity. Its
 * code and the history's database load once the dashboard has settled, so they never delay the
 * first paint (news/followNews.ts keeps the count).
 */
export function useNews(founder: string): News {
  const dispatch = useAppDispatch();

  useEffect(() => {
    if (!founder) return undefined;
    let stop: (() => void) | null = null;
    let cancelled = false;
    whenIdle()
      .then(() => import('./news/followNews'))
      .then(({ followNews }) => {
        if (!cancelled) stop = dispatch(followNews(founder));
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [dispatch, founder]);

  return useAppSelector(selectNews);
}
