// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPersistence } from '../../src/app/persistence';
import { memoryBackend } from '../../src/app/persistence/webStorage';
import { makeStore } from '../../src/app/store';
import { untilNextMidnight } from '../../src/features/clock/clockListeners';
import { clockStarted } from '../../src/features/clock/clockSlice';
import { selectLabGrowth } from '../../src/features/projects/growth/growthSelectors';
import { DEFAULT_VIEW } from '../../src/features/projects/model/view';
import { selectLabRevenueChange } from '../../src/features/projects/projectsSelectors';
import { goalRemoved, projectsImported, projectUpdated } from '../../src/features/projects/projectsSlice';
import { aProject } from '../support/projects';

afterEach(() => vi.useRealTimers());

/** A lab whose one project earned $1,000 in September and $1,500 in October, started at `now` (local time). */
function labAt(now: Date) {
  vi.useFakeTimers({ now });
  const figures = { '2026-09': { revenue: 1000, subscribers: 10 }, '2026-10': { revenue: 1500, subscribers: 12 } };
  return makeStore({
    persistence: createPersistence(memoryBackend()),
    preloadedState: {
      projects: { items: [aProject('1', { revenue: 1500, subscribers: 12, figures })], filters: { ...DEFAULT_VIEW } },
    },
  });
}

describe('the clock', () => {
  it('knows today and the month in local time from the moment the store is made', () => {
    const store = labAt(new Date(2026, 9, 31, 23, 59, 30));
    expect(store.getState().clock).toEqual({ today: '2026-10-31', month: '2026-10' });
  });

  it('turns to the next day, and the next month, at local midnight', async () => {
    const store = labAt(new Date(2026, 9, 31, 23, 59, 30));
    store.dispatch(clockStarted());
    await vi.advanceTimersByTimeAsync(29_000);
    expect(store.getState().clock.today).toBe('2026-10-31');
    // Midnight, and the 50 ms the clock waits past it.
    await vi.advanceTimersByTimeAsync(1_050);
    expect(store.getState().clock).toEqual({ today: '2026-11-01', month: '2026-11' });
    // 25 hours: where summer time ends that night (New York's 1 November), the day is that long.
    await vi.advanceTimersByTimeAsync(25 * 60 * 60 * 1000);
    expect(store.getState().clock).toEqual({ today: '2026-11-02', month: '2026-11' });
  });

  it('catches up when the page comes back into view after its timer was held back', () => {
    const store = labAt(new Date(2026, 10, 27, 18, 0));
    store.dispatch(clockStarted());
    // A laptop asleep over the weekend: the clock moved, no timer ran.
    vi.setSystemTime(new Date(2026, 10, 30, 9, 0));
    document.dispatchEvent(new Event('visibilitychange'));
    expect(store.getState().clock.today).toBe('2026-11-30');
    vi.setSystemTime(new Date(2026, 11, 1, 9, 0));
    window.dispatchEvent(new Event('focus'));
    expect(store.getState().clock).toEqual({ today: '2026-12-01', month: '2026-12' });
  });

  it('waits for the next local midnight, however long the day (a change to or from summer time)', () => {
    expect(untilNextMidnight(new Date(2026, 10, 29, 23, 0))).toBe(60 * 60 * 1000 + 50);
    const evening = new Date(2026, 2, 28, 22, 0);
    const midnight = new Date(2026, 2, 29).getTime();
    expect(untilNextMidnight(evening)).toBe(midnight - evening.getTime() + 50);
  });
});

describe('what depends on the month', () => {
  it('follows the clock, with no change to the projects', async () => {
    const store = labAt(new Date(2026, 9, 31, 23, 59, 30));
    store.dispatch(clockStarted());
    expect(selectLabRevenueChange(store.getState())).toBe('+50% vs Sep');
    expect(selectLabGrowth(store.getState()).months.at(-1)?.month).toBe('2026-10');

    await vi.advanceTimersByTimeAsync(60_000);
    // November carries October's figure forward: no change since October.
    expect(selectLabRevenueChange(store.getState())).toBe('0% vs Oct');
    expect(selectLabGrowth(store.getState()).months.at(-1)).toMatchObject({ month: '2026-11', revenue: 1500 });
  });

  it('moves on first when a change is made past midnight before the clock’s timer ran', () => {
    const store = labAt(new Date(2026, 9, 31, 23, 59, 58));
    // No timer has run (a background tab): the first change of November is filed in November,
    // and the dashboard shows November with it.
    vi.setSystemTime(new Date(2026, 10, 1, 0, 0, 5));
    store.dispatch(projectUpdated('1', { revenue: 1800 }));
    expect(store.getState().clock.month).toBe('2026-11');
    expect(store.getState().projects.items[0].figures['2026-11']).toEqual({ revenue: 1800, subscribers: 12 });
    expect(selectLabRevenueChange(store.getState())).toBe('+20% vs Oct');
  });

  it('moves on first for an import past midnight, and files it under the clock’s month', () => {
    const store = labAt(new Date(2026, 9, 31, 23, 59, 58));
    vi.setSystemTime(new Date(2026, 10, 1, 0, 0, 5));
    store.dispatch(
      projectsImported({
        projects: [aProject('9', { revenue: 700, subscribers: 3, figures: {} })],
        mode: 'merge',
        source: 'json',
      }),
    );
    expect(store.getState().clock.month).toBe('2026-11');
    const imported = store.getState().projects.items.find(({ id }) => id === '9');
    expect(imported?.figures['2026-11']).toEqual({ revenue: 700, subscribers: 3 });
    expect(imported?.figures['2026-10']).toBeUndefined();
  });

  it('moves on for the stamped changes it knows, not for any action that carries a time', () => {
    const store = labAt(new Date(2026, 9, 31, 23, 59, 58));
    vi.setSystemTime(new Date(2026, 10, 1, 0, 0, 5));
    store.dispatch({ type: 'team/presenceSeen', payload: { lastUpdated: new Date(2026, 10, 1).toISOString() } });
    expect(store.getState().clock.month).toBe('2026-10');
    store.dispatch(goalRemoved('1'));
    expect(store.getState().clock.month).toBe('2026-11');
  });
});
