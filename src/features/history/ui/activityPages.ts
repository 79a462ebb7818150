import { newestFirst, type ActivityEntry } from '../../../../contract/history';

export type Page = { entries: ActivityEntry[]; nextBefore: string | null };

/** The first page read again, and the older pages already shown, each entry once. */
export function withFirstPage(first: Page, shown: Page | null): Page {
  if (!shown || shown.entries.length <= first.entries.length) return first;
  const ids = new Set(first.entries.map((entry) => entry.id));
  const older = shown.entries.filter((entry) => !ids.has(entry.id));
  const last = first.entries[first.entries.length - 1];
  const beyond = last ? older.filter((entry) => newestFirst(last, entry) < 0) : older;
  return { entries: [...first.entries, ...beyond], nextBefore: shown.nextBefore };
}

/** The shown pages and the next, older one, each entry once. */
export function withOlderPage(shown: Page | null, older: Page): Page {
  if (!shown) return older;
  const ids = new Set(shown.entries.map((entry) => entry.id));
  return {
    entries: [...shown.entries, ...older.entries.filter((entry) => !ids.has(entry.id))],
    nextBefore: older.nextBefore,
  };
}

const dayKey = (iso: string) => new Date(iso).toDateString();

/** "Today", "Yesterday", or the day in the browser's locale ("Monday, November 23, 2026"). */
export function dayHeading(iso: string, now = new Date()): string {
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
export function groupByDay(entries: readonly ActivityEntry[], now = new Date()): Day[] {
  const days: Day[] = [];
  for (const entry of entries) {
    const key = dayKey(entry.at);
    const day = days[days.length - 1];
    if (day?.key === key) day.entries.push(entry);
    else days.push({ key, heading: dayHeading(entry.at, now), entries: [entry] });
  }
  return days;
}
