import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatLocaleDate, toLocalIsoDate } from '../../src/shared/lib/date';

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
