import { useEffect, useState, type DependencyList } from 'react';
import type { HistorySource } from '../source/historySource';
import { currentHistorySource } from '../source/currentSource';
import { subscribeToHistory } from '../database/localHistory';

/**
 * Reads from the page's history source, again whenever the history changes (here, in another tab,
 * or on the team server, which says so when it has recorded a change: historyRecorded). `data` is null until the first answer (`empty` if it fails); `fallback` is true while team mode shows the
 * browser's copy because the server cannot be reached.
 */
export function useHistoryReader<T>(read: (source: HistorySource) => Promise<T>, empty: T, deps: DependencyList) {
  const [data, setData] = useState<T | null>(null);
  const [fallback, setFallback] = useState(false);

  useEffect(() => {
    let live = true;
    const source = currentHistorySource((value) => live && setFallback(value));
    const load = () =>
      read(source).then(
        (value) => live && setData(value),
        // Unreadable: whatever was shown stays; nothing yet reads as empty.
        () => live && setData((current) => current ?? empty),
      );
    void load();
    const unsubscribe = subscribeToHistory(() => void load());
    return () => {
      live = false;
      unsubscribe();
    };
    // The caller names what `read` depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);

  return { data, fallback };
}
