/** The date part of an ISO timestamp in the browser's locale ("6/23/2026" in en-US); "" when unreadable. */
export function formatLocaleDate(iso: string, locale?: string | string[]): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleDateString(locale);
}

const pad = (value: number) => String(value).padStart(2, '0');

/** YYYY-MM-DD in local time, as a file name wants it (toISOString would give the UTC date). */
export function toLocalIsoDate(date: Date = new Date()): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The start of a local YYYY-MM-DD day (as toLocalIsoDate writes it), in local time. */
export function fromLocalIsoDate(day: string): Date {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year, month - 1, date);
}
