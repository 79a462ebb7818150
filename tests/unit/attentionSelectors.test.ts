// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPersistence } from '../../src/app/persistence';
import { memoryBackend } from '../../src/app/persistence/webStorage';
import { makeStore } from '../../src/app/store';
import { clockStarted } from '../../src/features/clock/clockSlice';
import { selectAttentionById, selectAttentionCount } from '../../src/features/projects/attention/attentionSelectors';
import { DEFAULT_VIEW } from '../../src/features/projects/model/view';
import { selectFilteredProjects } from '../../src/features/projects/projectsSelectors';
import { attentionToggled, projectUpdated } from '../../src/features/projects/projectsSlice';
import { aProject } from '../support/projects';

afterEach(() => vi.useRealTimers());

/** An In Dev project changed on 15 November with a step due on the 30th, and an Idea; the store made at `now`. */
function labAt(now: Date) {
  vi.useFakeTimers({ now });
  const items = [
    aProject('1', {
      status: 'In Dev',
      nextStep: 'Ship the beta',
      nextStepDue: '2026-11-30',
      lastUpdated: new Date(2026, 10, 15, 12).toISOString(),
    }),
    aProject('2', { status: 'Idea', lastUpdated: new Date(2026, 10, 15, 12).toISOString() }),
  ];
  return makeStore({
    persistence: createPersistence(memoryBackend()),
    preloadedState: { projects: { items, filters: { ...DEFAULT_VIEW } } },
  });
}

const reasonsOf = (store: ReturnType<typeof labAt>, id: string) =>
  selectAttentionById(store.getState())
    .get(id)
    ?.reasons.map(({ text }) => text);

describe('attention follows the clock', () => {
  it('shows the new day’s reasons at midnight, with no change to the projects', async () => {
    const store = labAt(new Date(2026, 10, 29, 23, 59, 30));
    store.dispatch(clockStarted());
    expect(reasonsOf(store, '1')).toEqual([]);
    expect(selectAttentionCount(store.getState())).toBe(0);

    await vi.advanceTimersByTimeAsync(60_000);
    // 30 November: 15 days without a change (In Dev allows 14); the step is due today, not overdue.
    expect(reasonsOf(store, '1')).toEqual(['No update in 15 days']);
    await vi.advanceTimersByTimeAsync(24 * 60 * 60 * 1000);
    expect(reasonsOf(store, '1')).toEqual(['Next step overdue', 'No update in 16 days']);
    expect(selectAttentionCount(store.getState())).toBe(1);
  });

  it('filters the view, and keeps the same answer for a project that did not change', () => {
    const store = labAt(new Date(2026, 11, 2, 9, 0));
    const before = selectAttentionById(store.getState()).get('2');
    store.dispatch(attentionToggled());
    expect(selectFilteredProjects(store.getState()).map(({ id }) => id)).toEqual(['1']);
    store.dispatch(projectUpdated('1', { nextStepDue: '2026-12-24' }));
    expect(selectAttentionById(store.getState()).get('2')).toBe(before);
    // Changed today: no reason left, so it leaves the list.
    expect(selectFilteredProjects(store.getState())).toEqual([]);
  });
});
