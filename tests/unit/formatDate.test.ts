import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDay, formatDayOfTime, formatLocaleDate, toLocalIsoDate } from '../../src/shared/lib/date';

afterEach(() => vi.useRealTimers());

describe('formatLocaleDate', () => {
  it('shows the date part in the given locale', () => {
    const iso = '2026-03-04T12:00:00.000Z';
    expect(formatLocaleDate(iso, 'en-US')).toBe('3/4/2026');
    expect(formatLocaleDate(iso, 'de-DE')).toBe('4.3.2026');
  });

  it("uses the browser's locale by default", () => {
    const iso = '2026-03-04T12:00:00.000Z';
    expect(formatLocaleDate(iso)).toBe(new Date(iso).toLocaleDateString());
  });

  it('is empty for an unreadable date', () => {
    expect(formatLocaleDate('not a date')).toBe('');
  });
});

describe('toLocalIsoDate', () => {
  it('is the local calendar date, zero padded', () => {
    expect(toLocalIsoDate(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(toLocalIsoDate(new Date(2026, 11, 31, 0, 1))).toBe('2026-12-31');
  });

  it('defaults to today', () => {
    vi.useFakeTimers({ now: new Date(2026, 6, 1, 9, 30) });
    expect(toLocalIsoDate()).toBe('2026-07-01');
  });
});

describe('formatDay, the one writer of days', () => {
  it('writes a day as "Dec 3", with its year when not this year’s, or always without a today', () => {
    expect(formatDay('2026-12-03', '2026-11-29')).toBe('Dec 3');
    expect(formatDay('2027-01-05', '2026-11-29')).toBe('Jan 5, 2027');
    expect(formatDay('2026-12-03')).toBe('Dec 3, 2026');
    expect(formatDay('not a day')).toBe('');
  });

  it('writes the local day of a timestamp', () => {
    const noon = new Date(2026, 11, 7, 12).toISOString();
    expect(formatDayOfTime(noon)).toBe('Dec 7, 2026');
    expect(formatDayOfTime('never')).toBe('');
  });
});
