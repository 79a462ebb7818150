/** A version's date and time in the browser's locale ("Nov 24, 2026, 4:05 AM" in en-US); "" when unreadable. */
export function formatVersionTime(iso: string, locale?: string | string[]): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });
}
