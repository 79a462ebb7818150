import type { ActivityEntry } from '../../../../contract/history';
import { timeNow } from '../../../shared/lib/now';

const dayKey = (iso: string) => new Date(iso).toDateString();

/** "Today", "Yesterday", or the day in the browser's locale ("Monday, November 23, 2026"). */
export function dayHeading(iso: string, now = timeNow()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return 'Unknown day';
  const yesterday = new Date(now);
  yesterday.setDate(now.getDate() - 1);
  if (date.toDateString() === now.toDateString()) return 'Today';
  if (date.toDateString() === yesterday.toDateString()) return 'Yesterday';
  return date.toLocaleDateString(undefined, { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' });
}

export type Day = { key: string; heading: string; entries: ActivityEntry[] };

/** Entries (newest first) grouped by their day in the browser's time zone. */
export function groupByDay(entries: readonly ActivityEntry[], now = timeNow()): Day[] {
  const days: Day[] = [];
  for (const entry of entries) {
    const key = dayKey(entry.at);
    const day = days[days.length - 1];
    if (day?.key === key) day.entries.push(entry);
    else days.push({ key, heading: dayHeading(entry.at, now), entries: [entry] });
  }
  return days;
}
