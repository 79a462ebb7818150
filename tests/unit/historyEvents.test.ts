import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FOUNDERS } from '../../contract/founders';
import { createPersistence } from '../../src/app/persistence';
import { memoryBackend } from '../../src/app/persistence/webStorage';
import { makeStore } from '../../src/app/store';
import { historyDb, resetHistoryDb } from '../../src/features/history/database/localHistory';
import { DEFAULT_VIEW } from '../../src/features/projects/model/view';
import {
  deletedProjectRestored,
  monthFigureRemoved,
  monthFigureSaved,
  projectDeleted,
  projectsImported,
  projectUpdated,
  projectVersionRestored,
} from '../../src/features/projects/projectsSlice';
import * as toastModule from '../../src/shared/toast/showToast';
import { aProject } from '../support/projects';

const [alex, sam, maya] = FOUNDERS;

function labFor(user: (typeof FOUNDERS)[number], items = [aProject('1', { lastUpdatedBy: 'Sam Okafor', revenue: 1 })]) {
  return makeStore({
    persistence: createPersistence(memoryBackend()),
    preloadedState: {
      auth: { token: 'forge-lab-token-1', user, loginPending: false },
      projects: { items, filters: { ...DEFAULT_VIEW } },
    },
  });
}

/** The listener writes through a lazily loaded module: wait until the database holds `count` versions. */
async function versionsOf(projectId: string, count: number) {
  await vi.waitFor(async () => expect(await (await historyDb())!.projectHistory(projectId)).toHaveLength(count));
  return (await historyDb())!.projectHistory(projectId);
}

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  resetHistoryDb();
});
afterEach(() => resetHistoryDb());

describe('restoring from the history', () => {
  it('puts a version’s fields back as a new change by the founder who restored it, with its toast', async () => {
    const toast = vi.spyOn(toastModule, 'showToast');
    const store = labFor(alex);
    const fields = { ...aProject('1'), revenue: 500 };
    const action = store.dispatch(projectVersionRestored('1', fields, '2026-01-05T10:00:00.000Z'));
    expect((action.payload as { lastUpdatedBy?: string }).lastUpdatedBy).toBe('Alex Rivera');
    const restored = store.getState().projects.items[0];
    expect(restored).toMatchObject({
      revenue: 500,
      lastUpdatedBy: 'Alex Rivera',
      lastUpdated: action.payload.lastUpdated,
    });
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Version restored',
        description: expect.stringMatching(/^Project 1 is back as it was on .+\.$/),
      }),
    );
    // The restore, and the project as it was before it (the first change this history saw).
    const [version, baseline] = await versionsOf('1', 2);
    expect(version).toMatchObject({ kind: 'restored', author: 'Alex Rivera', project: { revenue: 500 } });
    expect(baseline).toMatchObject({ kind: 'added', author: 'Sam Okafor', project: { revenue: 1 } });
  });

  it('brings a deleted project back with its id and fields, and records the delete and the restore', async () => {
    const toast = vi.spyOn(toastModule, 'showToast');
    const store = labFor(sam);
    const before = store.getState().projects.items[0];
    store.dispatch(projectDeleted('1'));
    expect(store.getState().projects.items).toEqual([]);
    store.dispatch(deletedProjectRestored(before));
    expect(store.getState().projects.items[0]).toMatchObject({ id: '1', revenue: 1, lastUpdatedBy: 'Sam Okafor' });
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Project restored', description: 'Project 1 is back in the lab.' }),
    );
    const versions = await versionsOf('1', 2);
    expect(versions.map((v) => v.kind).sort()).toEqual(['deleted', 'restored']);
  });

  it('records edits, and a backup’s own history with its import', async () => {
    const store = labFor(alex);
    store.dispatch(projectUpdated('1', { revenue: 2 }));
    await versionsOf('1', 2);
    const history = [
      {
        id: 'old',
        projectId: '9',
        kind: 'added' as const,
        at: '2026-01-01T00:00:00.000Z',
        author: 'Maya Chen',
        project: aProject('9'),
      },
    ];
    store.dispatch(projectsImported({ projects: [aProject('9')], mode: 'merge', source: 'json', history }));
    const versions = await versionsOf('9', 2);
    expect(versions.map((v) => [v.kind, v.author])).toEqual([
      ['imported', 'Alex Rivera'],
      ['added', 'Maya Chen'],
    ]);
  });

  it('records a month’s figure saved or removed as an edit by the founder who made it', async () => {
    const store = labFor(maya);
    store.dispatch(monthFigureSaved('1', '2026-01', { revenue: 300, subscribers: 4 }));
    const [saved] = await versionsOf('1', 2);
    expect(saved).toMatchObject({
      kind: 'edited',
      author: 'Maya Chen',
      project: { figures: { '2026-01': { revenue: 300 } } },
    });
    store.dispatch(monthFigureRemoved('1', '2026-01'));
    const [removed] = await versionsOf('1', 3);
    expect(removed).toMatchObject({ kind: 'edited', author: 'Maya Chen' });
    expect(removed.project.figures['2026-01']).toBeUndefined();
  });
});
