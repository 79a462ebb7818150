import { describe, expect, it } from 'vitest';
import { createPersistence } from '../../src/app/persistence';
import { memoryBackend } from '../../src/app/persistence/webStorage';
import { makeStore } from '../../src/app/store';
import {
  activityClosed,
  activityOpened,
  activitySeen,
  historyClosed,
  historyOpened,
  historySlice,
  newsCounted,
  selectActivity,
  selectHistoryDialog,
  selectNews,
} from '../../src/features/history/historySlice';
import { NO_NEWS } from '../../src/features/history/model/news';

const reducer = historySlice.reducer;
const initial = reducer(undefined, { type: 'unknown' });

describe('the history slice', () => {
  it('starts with nothing open and nothing loaded', () => {
    expect(initial).toEqual({ dialog: null, activity: { open: false, opening: 0, seenBefore: null }, news: NO_NEWS });
  });

  it('keeps the header’s count as last counted', () => {
    const counted = reducer(initial, newsCounted({ count: 3, more: true }));
    expect(selectNews({ history: counted })).toEqual({ count: 3, more: true });
  });

  it('opens a project’s History, keeps it while it closes, and counts each opening', () => {
    const opened = reducer(initial, historyOpened({ projectId: 'p1', name: 'GrowthPulse' }));
    expect(opened.dialog).toEqual({ projectId: 'p1', name: 'GrowthPulse', open: true, opening: 1 });
    const closed = reducer(opened, historyClosed());
    expect(closed.dialog).toEqual({ projectId: 'p1', name: 'GrowthPulse', open: false, opening: 1 });
    const other = reducer(closed, historyOpened({ projectId: 'p2', name: 'CodeMentor AI' }));
    expect(other.dialog).toEqual({ projectId: 'p2', name: 'CodeMentor AI', open: true, opening: 2 });
  });

  it('closing a History never opened changes nothing', () => {
    expect(reducer(initial, historyClosed())).toEqual(initial);
  });

  it('opens Activity afresh each time, until the founder’s last look is known', () => {
    const first = reducer(initial, activityOpened());
    expect(first.activity).toEqual({ open: true, opening: 1, seenBefore: null });
    const seen = reducer(first, activitySeen({ opening: 1, seenBefore: '2026-11-01T10:00:00.000Z' }));
    expect(seen.activity.seenBefore).toEqual({ at: '2026-11-01T10:00:00.000Z' });
    const closed = reducer(seen, activityClosed());
    expect(closed.activity).toEqual({ open: false, opening: 1, seenBefore: { at: '2026-11-01T10:00:00.000Z' } });
    const again = reducer(closed, activityOpened());
    expect(again.activity).toEqual({ open: true, opening: 2, seenBefore: null });
  });

  it('ignores the last look of an earlier opening that answers late', () => {
    const twice = reducer(reducer(initial, activityOpened()), activityOpened());
    const late = reducer(twice, activitySeen({ opening: 1, seenBefore: null }));
    expect(late.activity.seenBefore).toBeNull();
    expect(reducer(late, activitySeen({ opening: 2, seenBefore: null })).activity.seenBefore).toEqual({ at: null });
  });

  it('is part of the store, read through its selectors', () => {
    const store = makeStore({ persistence: createPersistence(memoryBackend()) });
    expect(selectHistoryDialog(store.getState())).toBeNull();
    store.dispatch(historyOpened({ projectId: 'p1', name: 'GrowthPulse' }));
    store.dispatch(activityOpened());
    expect(selectHistoryDialog(store.getState())).toMatchObject({ projectId: 'p1', open: true });
    expect(selectActivity(store.getState())).toMatchObject({ open: true, opening: 1 });
  });
});
