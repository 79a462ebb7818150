import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FOUNDERS } from '../../contract/founders';
import type { ProjectVersion } from '../../contract/history';
import { createPersistence } from '../../src/app/persistence';
import { memoryBackend } from '../../src/app/persistence/webStorage';
import { makeStore, type RootState } from '../../src/app/store';
import { selectActivity, selectNews } from '../../src/features/history/historySlice';
import { loadHistoryReader, openActivity } from '../../src/features/history/historyThunks';
import { NO_NEWS } from '../../src/features/history/model/news';
import { followNews } from '../../src/features/history/news/followNews';
import { selectReaderJoined } from '../../src/features/history/reader/joinReader';
import { historyDb, resetHistoryDb } from '../../src/features/history/database/localHistory';
import { DEFAULT_VIEW } from '../../src/features/projects/model/view';
import { projectUpdated } from '../../src/features/projects/projectsSlice';
import { historyRecorded } from '../../src/features/team/teamEvents';
import { aProject } from '../support/projects';
import type { Project } from '../../src/features/projects';

const [alex] = FOUNDERS;

/** A real store, signed in as Alex, with one project Sam added (and `more` besides). */
function lab(more: Project[] = []) {
  return makeStore({
    persistence: createPersistence(memoryBackend()),
    preloadedState: {
      auth: { token: 'forge-lab-token-1', user: alex, loginPending: false },
      projects: {
        items: [aProject('1', { lastUpdatedBy: 'Sam Okafor', revenue: 1 }), ...more],
        filters: { ...DEFAULT_VIEW },
      },
    },
  });
}

/** The lab with the history's reader joined, and its state as the reader's selectors read it. */
async function labWithReader(more: Project[] = []) {
  const store = lab(more);
  const { historyApi } = await store.dispatch(loadHistoryReader());
  const state = () => joined(store.getState());
  return { store, state, endpoints: historyApi.endpoints };
}

function joined(state: RootState) {
  if (!selectReaderJoined(state)) throw new Error('The history’s reader has not joined the store');
  return state;
}

/** A version written straight into this browser's database, as another tab or the server's copy would be. */
async function writtenElsewhere(at: string) {
  const version: ProjectVersion = {
    id: `elsewhere-${at}`,
    projectId: '1',
    kind: 'edited',
    at,
    author: 'Maya Chen',
    project: aProject('1', { revenue: 7, lastUpdated: at }),
  };
  await (await historyDb())!.add([version]);
}

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  resetHistoryDb();
});
afterEach(() => resetHistoryDb());

describe('the history’s reader', () => {
  it('joins the store when the history is first read, once, with its cache and its middleware', async () => {
    const store = lab();
    expect(store.getState().historyApi).toBeUndefined();
    await store.dispatch(loadHistoryReader());
    await store.dispatch(loadHistoryReader());
    const state = store.getState();
    expect(state.history).toEqual({
      dialog: null,
      activity: { open: false, opening: 0, seenBefore: null },
      news: NO_NEWS,
    });
    // Registered twice, RTK Query would say 'conflict'.
    expect(state.historyApi?.config.middlewareRegistered).toBe(true);
  });

  it('reads a project’s versions again once this tab has written the versions of a change', async () => {
    const { store, state, endpoints } = await labWithReader();
    const read = store.dispatch(endpoints.projectVersions.initiate('1'));
    expect((await read).data?.versions).toEqual([]);

    store.dispatch(projectUpdated('1', { revenue: 2 }));
    await vi.waitFor(() => {
      const versions = endpoints.projectVersions.select('1')(state()).data?.versions;
      // The edit, and the project as it was before it.
      expect(versions?.map((version) => version.kind)).toEqual(['edited', 'added']);
    });
    read.unsubscribe();
  });

  it('reads again the versions of the changed project and Activity, not every project’s open history', async () => {
    const { store, state, endpoints } = await labWithReader([aProject('2', { revenue: 5 })]);
    const reads = [
      store.dispatch(endpoints.projectVersions.initiate('1')),
      store.dispatch(endpoints.projectVersions.initiate('2')),
      store.dispatch(endpoints.activity.initiate()),
    ];
    await Promise.all(reads);
    const readAt = (id: string) => endpoints.projectVersions.select(id)(state()).fulfilledTimeStamp;
    const secondReadAt = readAt('2');
    const activityReadAt = endpoints.activity.select()(state()).fulfilledTimeStamp;

    store.dispatch(projectUpdated('1', { revenue: 2 }));
    await vi.waitFor(() => {
      expect(endpoints.projectVersions.select('1')(state()).data?.versions).toHaveLength(2);
      expect(endpoints.activity.select()(state()).fulfilledTimeStamp).toBeGreaterThan(activityReadAt ?? 0);
    });
    expect(readAt('2')).toBe(secondReadAt);

    // Another tab names the projects it wrote: only theirs are read again.
    await writtenElsewhere('2026-11-03T10:00:00.000Z');
    const otherTab = new BroadcastChannel('forge-lab:history');
    otherTab.postMessage({ projectIds: ['2'] });
    await vi.waitFor(() => expect(readAt('2')).toBeGreaterThan(secondReadAt ?? 0));
    otherTab.close();
    reads.forEach((read) => read.unsubscribe());
  });

  it('reads Activity again when the team server says it recorded versions, and not before', async () => {
    const { store, state, endpoints } = await labWithReader();
    const read = store.dispatch(endpoints.activity.initiate());
    expect((await read).data?.pages[0].entries).toEqual([]);

    await writtenElsewhere('2026-11-02T10:00:00.000Z');
    const entries = () => endpoints.activity.select()(state()).data?.pages[0].entries ?? [];
    expect(entries()).toEqual([]);
    store.dispatch(historyRecorded());
    await vi.waitFor(() => expect(entries().map((entry) => entry.author)).toEqual(['Maya Chen']));
    read.unsubscribe();
  });

  it('reads again when another tab says it wrote into the history', async () => {
    const { store, state, endpoints } = await labWithReader();
    const read = store.dispatch(endpoints.projectVersions.initiate('1'));
    await read;

    await writtenElsewhere('2026-11-03T10:00:00.000Z');
    const otherTab = new BroadcastChannel('forge-lab:history');
    otherTab.postMessage('changed');
    await vi.waitFor(() => expect(endpoints.projectVersions.select('1')(state()).data?.versions).toHaveLength(1));
    otherTab.close();
    read.unsubscribe();
  });

  it('counts the changes by others until the founder opens Activity, then marks them seen', async () => {
    const store = lab();
    await writtenElsewhere(new Date(Date.now() - 60_000).toISOString());
    const stop = store.dispatch(followNews(alex.name));
    await vi.waitFor(() => expect(selectNews(store.getState())).toEqual({ count: 1, more: false }));

    await store.dispatch(openActivity());
    // What Alex had seen before this opening: nothing, so Maya's change reads "New".
    expect(selectActivity(store.getState())).toEqual({ open: true, opening: 1, seenBefore: { at: null } });
    await vi.waitFor(() => expect(selectNews(store.getState())).toEqual({ count: 0, more: false }));
    stop();
  });

  it('counts again when the team server says it recorded a change', async () => {
    const store = lab();
    const stop = store.dispatch(followNews(alex.name));
    await vi.waitFor(() => expect(selectNews(store.getState())).toEqual({ count: 0, more: false }));

    await writtenElsewhere(new Date(Date.now() - 60_000).toISOString());
    store.dispatch(historyRecorded());
    await vi.waitFor(() => expect(selectNews(store.getState())).toEqual({ count: 1, more: false }));
    stop();
    expect(selectNews(store.getState())).toEqual({ count: 0, more: false });
  });
});
