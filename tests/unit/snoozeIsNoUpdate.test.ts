// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sameRecordedProject } from '../../contract/project';
import { createPersistence } from '../../src/app/persistence';
import { memoryBackend } from '../../src/app/persistence/webStorage';
import { makeStore } from '../../src/app/store';
import { clockStarted } from '../../src/features/clock/clockSlice';
import { versionsOf } from '../../src/features/history/model/versionsOf';
import { snoozeProject } from '../../src/features/projects/attention/attentionThunks';
import { selectAttentionById } from '../../src/features/projects/attention/attentionSelectors';
import { DEFAULT_VIEW } from '../../src/features/projects/model/view';
import { selectSortedProjects } from '../../src/features/projects/projectsSelectors';
import { remoteChangesReceived } from '../../src/features/projects/projectsSlice';
import { aProject } from '../support/projects';

afterEach(() => vi.useRealTimers());

const DAY = 24 * 60 * 60 * 1000;
// A Live project last changed on 27 October by Maya, and one changed yesterday; the store made on 6 December.
const changedOn = new Date(2026, 9, 27, 12).toISOString();
function lab() {
  vi.useFakeTimers({ now: new Date(2026, 11, 6, 12) });
  const items = [
    aProject('live', {
      name: 'Pager',
      status: 'Live',
      nextStep: 'Ship',
      lastUpdated: changedOn,
      lastUpdatedBy: 'Maya Chen',
    }),
    aProject('new', { name: 'Forms', status: 'Idea', lastUpdated: new Date(2026, 11, 5, 12).toISOString() }),
  ];
  const store = makeStore({
    persistence: createPersistence(memoryBackend()),
    preloadedState: { projects: { items, filters: { ...DEFAULT_VIEW, sort: 'updated' } } },
  });
  store.dispatch(clockStarted());
  return store;
}

/** The reasons that put the project in Needs attention; none while a snooze holds them. */
function listedFor(store: ReturnType<typeof lab>) {
  const attention = selectAttentionById(store.getState()).get('live');
  return attention?.needed ? attention.reasons.map(({ text }) => text) : [];
}

describe('a snooze is not an update', () => {
  it('changes only the snooze: the date, the author and the order stay', () => {
    const store = lab();
    expect(listedFor(store)).toEqual(['No update in 40 days']);
    store.dispatch(snoozeProject('live'));
    const pager = store.getState().projects.items.find(({ id }) => id === 'live');
    expect(pager).toMatchObject({ lastUpdated: changedOn, lastUpdatedBy: 'Maya Chen' });
    expect(pager?.snooze).toEqual({ until: '2026-12-13', reasons: ['stale'] });
    expect(listedFor(store)).toEqual([]);
    // Recently updated: the project changed yesterday stays first.
    expect(selectSortedProjects(store.getState()).map(({ id }) => id)).toEqual(['new', 'live']);
  });

  it('brings the project back at the day’s turn after 7 days, 47 days since its update', async () => {
    const store = lab();
    store.dispatch(snoozeProject('live'));
    await vi.advanceTimersByTimeAsync(6 * DAY + 11 * 60 * 60 * 1000 + 59 * 60 * 1000);
    expect(listedFor(store)).toEqual([]);
    await vi.advanceTimersByTimeAsync(2 * 60 * 1000);
    expect(listedFor(store)).toEqual(['No update in 47 days']);
  });

  it('makes no version, from this browser or from another founder', () => {
    const store = lab();
    const before = store.getState().projects.items;
    store.dispatch(snoozeProject('live'));
    const after = store.getState().projects.items;
    const context = { author: 'Alex Rivera', now: new Date().toISOString() };
    expect(versionsOf({ type: 'projects/projectSnoozed', payload: {} }, before, after, context)).toEqual([]);
    const remote = remoteChangesReceived({ upserted: [after[0]], removed: [], authors: ['Sam Okafor'] });
    expect(versionsOf(remote, before, after, context)).toEqual([]);
    expect(sameRecordedProject(before[0], after[0])).toBe(true);
    expect(sameRecordedProject(before[0], { ...after[0], name: 'Pager 2' })).toBe(false);
  });
});
