import { currentHistorySource } from '../source/currentSource';
import { newCountChanged } from '../historyUi';
import { historyDb, subscribeToHistory } from '../database/localHistory';
import type { ActivityEntry } from '../../../../contract/history';

/** Whether an entry is news to `founder`: made by someone else since they last opened Activity. */
export const isNewTo = (entry: Pick<ActivityEntry, 'author' | 'at'>, founder: string, lastSeen: string | null) =>
  entry.author !== '' && entry.author !== founder && (lastSeen === null || entry.at > lastSeen);

/** When the founder last opened Activity, as this browser remembers it. */
export async function lastSeenBy(founder: string): Promise<string | null> {
  try {
    return (await (await historyDb())?.lastSeen(founder)) ?? null;
  } catch {
    return null;
  }
}

export async function markSeenBy(founder: string, at: string): Promise<void> {
  try {
    await (await historyDb())?.markSeen(founder, at);
  } catch {
    // Not remembered: the same entries read "New" next time, nothing worse.
  }
  newCountChanged({ count: 0, more: false });
}

/** Counts the latest page of Activity's news for the header's button. */
async function countNews(founder: string) {
  const lastSeen = await lastSeenBy(founder);
  const page = await currentHistorySource().activity();
  const count = page.entries.filter((entry) => isNewTo(entry, founder, lastSeen)).length;
  newCountChanged({ count, more: count === page.entries.length && count > 0 && page.nextBefore !== null });
}

/** A change seen here or in another tab counts again, at most this often. */
const RECOUNT_MS = 1500;

/** Keeps the header's count for `founder`, now and after every change of the history; returns the stop. */
export function followNewCount(founder: string): () => void {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const count = () => {
    timer = null;
    if (!stopped) countNews(founder).catch(() => undefined);
  };
  count();
  const unsubscribe = subscribeToHistory(() => {
    timer ??= setTimeout(count, RECOUNT_MS);
  });
  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    unsubscribe();
  };
}
