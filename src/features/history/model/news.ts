import type { ActivityEntry } from '../../../../contract/history';

/** Changes by other founders since this founder last opened Activity; `more`: at least that many. */
export type News = { count: number; more: boolean };

export const NO_NEWS: News = { count: 0, more: false };

/** Whether an entry is news to `founder`: made by someone else since they last opened Activity. */
export const isNewTo = (entry: Pick<ActivityEntry, 'author' | 'at'>, founder: string, lastSeen: string | null) =>
  entry.author !== '' && entry.author !== founder && (lastSeen === null || entry.at > lastSeen);

/** The news on Activity's latest page: `more` when every entry of a full page is news. */
export function newsOn(
  page: { entries: readonly ActivityEntry[]; nextBefore: string | null },
  founder: string,
  lastSeen: string | null,
): News {
  const count = page.entries.filter((entry) => isNewTo(entry, founder, lastSeen)).length;
  return { count, more: count === page.entries.length && count > 0 && page.nextBefore !== null };
}

/** The accessible name of the header's button: "Activity", or "Activity, 3 new". */
export const activityLabel = ({ count, more }: News) =>
  count > 0 ? `Activity, ${count}${more ? '+' : ''} new` : 'Activity';
