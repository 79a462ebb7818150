import { timeNow } from './now';
/**
 * Every date the app writes, in one place. "Updated {date}" and the CSV's Last Updated are the
 * date in the browser's locale (PRODUCT.md); the other days are written as the app's English
 * words around them read: "Dec 3", "Jan 5, 2027" (a due date, a snooze, Last seen, an expiry).
 */

/** The date part of an ISO timestamp in the browser's locale ("6/23/2026" in en-US); "" when unreadable. */
export function formatLocaleDate(iso: string, locale?: string | string[]): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleDateString(locale);
}

const pad = (value: number) => String(value).padStart(2, '0');

/** YYYY-MM-DD in local time, as a file name wants it (toISOString would give the UTC date). */
export function toLocalIsoDate(date: Date = timeNow()): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The start of a local YYYY-MM-DD day (as toLocalIsoDate writes it), in local time. */
export function fromLocalIsoDate(day: string): Date {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year, month - 1, date);
}

const shortDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const shortDayWithYear = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * A calendar day (YYYY-MM-DD) as "Dec 3", with its year ("Jan 5, 2027") when it is not the year of
 * `today`, or always when `today` is omitted.
 */
export function formatDay(day: string, today?: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return '';
  return today !== undefined && day.slice(0, 4) === today.slice(0, 4)
    ? shortDay.format(date)
    : shortDayWithYear.format(date);
}

/** The local day of an ISO timestamp, as "Dec 7, 2026"; "" when unreadable. */
export const formatDayOfTime = (iso: string): string => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : formatDay(toLocalIsoDate(date));
};
