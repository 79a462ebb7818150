import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProjectVersion } from '../../contract/history';
import { STORAGE_KEYS } from '../../src/app/persistence';
import { backupKeyFor, storageKeyFor } from '../../src/app/persistence/slicePersistence';
import { memoryBackend } from '../../src/app/persistence/webStorage';
import { resetHistoryDb } from '../../src/features/history/database/localHistory';
import { openHistoryDb } from '../../src/features/history/database/openHistoryDb';
import { bootStore } from '../support/bootStore';
import { monthFigureSaved } from '../../src/features/projects/projectsSlice';
import { VERSION_2_HISTORY, VERSION_2_MONTHS, VERSION_2_PROJECTS, VERSION_2_SESSION } from '../support/version2Lab';

const projectsKey = storageKeyFor(STORAGE_KEYS.projects);

function version2Browser() {
  const backend = memoryBackend();
  backend.setItem(projectsKey, VERSION_2_PROJECTS);
  backend.setItem(storageKeyFor(STORAGE_KEYS.auth), VERSION_2_SESSION);
  return backend;
}

const figuresByName = (items: readonly { name: string; figures: unknown }[]) =>
  Object.fromEntries(items.map(({ name, figures }) => [name, figures]));

beforeEach(() => {
  // The fixtures were stored in November 2026: the lab opens on a day of that month, whenever the
  // test runs (only Date is fixed: IndexedDB's own timers run as usual).
  vi.useFakeTimers({ now: new Date('2026-11-20T12:00:00'), toFake: ['Date'] });
  globalThis.indexedDB = new IDBFactory();
  resetHistoryDb();
});
afterEach(() => vi.useRealTimers());

/**
 * A history this browser has, but that does not answer now, as when another tab holds it: every
 * open request stays pending (the lab gives up on it after three seconds).
 */
const heldHistory = () =>
  ({ open: () => new IDBOpenDBRequest(), databases: () => Promise.resolve([]) }) as unknown as IDBFactory;

/** This browser's history with the versions the release before the figures wrote. */
async function writtenHistory() {
  const db = await openHistoryDb('forge-lab-history');
  await db!.add(VERSION_2_HISTORY as unknown as ProjectVersion[]);
  db!.close();
}

describe('a lab stored by the release before the figures (version 2)', () => {
  it('opens with each project’s months from its history, and its values in the month of its last update', async () => {
    const db = await openHistoryDb('forge-lab-history');
    await db!.add(VERSION_2_HISTORY as unknown as ProjectVersion[]);
    db!.close();

    const { store, notices } = await bootStore(version2Browser());
    expect(figuresByName(store.getState().projects.items)).toEqual(VERSION_2_MONTHS);
    expect(notices).toEqual([]);
  });

  it('changes nothing else of the lab, and keeps the original under the backup key', async () => {
    const backend = version2Browser();
    const { store } = await bootStore(backend);
    const items = store.getState().projects.items;
    expect(
      items.map(({ id, name, revenue, subscribers, lastUpdated, lastUpdatedBy }) => ({
        id,
        name,
        revenue,
        subscribers,
        lastUpdated,
        lastUpdatedBy,
      })),
    ).toEqual(
      (JSON.parse(VERSION_2_PROJECTS) as { items: unknown[][] }).items.map((row) => ({
        id: row[0],
        name: row[1],
        revenue: row[5],
        subscribers: row[6],
        lastUpdated: row[11],
        ...(row[12] ? { lastUpdatedBy: row[12] } : {}),
      })),
    );
    expect(backend.getItem(backupKeyFor(STORAGE_KEYS.projects))).toBe(VERSION_2_PROJECTS);
  });

  it('gives each project one month, that of its last update, where the history cannot be read', async () => {
    const { store } = await bootStore(version2Browser());
    expect(figuresByName(store.getState().projects.items)).toEqual({
      'AutoFlow Engine': { '2026-08': { revenue: 0, subscribers: 0 } },
      GrowthPulse: { '2026-11': { revenue: 2500, subscribers: 150 } },
      'CodeMentor AI': { '2026-10': { revenue: 300, subscribers: 10 } },
    });
  });

  it('keeps its months across a restart, with no second migration', async () => {
    const db = await openHistoryDb('forge-lab-history');
    await db!.add(VERSION_2_HISTORY as unknown as ProjectVersion[]);
    db!.close();
    const backend = version2Browser();
    await bootStore(backend);
    const second = await bootStore(backend);
    expect(figuresByName(second.store.getState().projects.items)).toEqual(VERSION_2_MONTHS);
    expect(second.notices).toEqual([]);
  });
});

describe('an upgrade while the history cannot be read', () => {
  it('opens the lab with nothing made up, marks its months pending, and fills them in once it can read it', async () => {
    await writtenHistory();
    const readable = globalThis.indexedDB;
    globalThis.indexedDB = heldHistory();
    resetHistoryDb();
    const backend = version2Browser();
    const first = await bootStore(backend);
    // Each project shows its values in the month of its last update, as a lab without history does.
    expect(figuresByName(first.store.getState().projects.items)).toEqual({
      'AutoFlow Engine': { '2026-08': { revenue: 0, subscribers: 0 } },
      GrowthPulse: { '2026-11': { revenue: 2500, subscribers: 150 } },
      'CodeMentor AI': { '2026-10': { revenue: 300, subscribers: 10 } },
    });
    expect(first.store.getState().projects.monthsPending).toBe(true);
    expect(JSON.parse(backend.getItem(projectsKey) ?? '{}')).toMatchObject({ monthsPending: true });

    // The other tab is gone: the next start reads the history and fills the months in.
    globalThis.indexedDB = readable;
    resetHistoryDb();
    const second = await bootStore(backend);
    await vi.waitFor(() => expect(second.store.getState().projects.monthsPending).toBeUndefined());
    expect(figuresByName(second.store.getState().projects.items)).toEqual(VERSION_2_MONTHS);
    await second.persistor.flush();
    expect(JSON.parse(backend.getItem(projectsKey) ?? '{}')).not.toHaveProperty('monthsPending');
  }, 15_000);

  it('keeps a month entered while the months were pending over the history’s', async () => {
    await writtenHistory();
    const readable = globalThis.indexedDB;
    globalThis.indexedDB = heldHistory();
    resetHistoryDb();
    const backend = version2Browser();
    const first = await bootStore(backend);
    const pulse = first.store.getState().projects.items.find((project) => project.name === 'GrowthPulse')!;
    first.store.dispatch(monthFigureSaved(pulse.id, '2026-09', { revenue: 1900, subscribers: 125 }));
    await first.persistor.flush();

    globalThis.indexedDB = readable;
    resetHistoryDb();
    const second = await bootStore(backend);
    await vi.waitFor(() => expect(second.store.getState().projects.monthsPending).toBeUndefined());
    expect(figuresByName(second.store.getState().projects.items).GrowthPulse).toEqual({
      ...VERSION_2_MONTHS.GrowthPulse,
      '2026-09': { revenue: 1900, subscribers: 125 },
    });
  }, 15_000);
});

describe('a lab stored by the last release (version 3)', () => {
  // As that release wrote it: the rows with their months, nothing pending.
  const VERSION_3_PROJECTS = JSON.stringify({
    items: [
      [
        '2',
        'GrowthPulse',
        'Growth analytics.',
        'Live',
        ['Maya Chen'],
        2500,
        150,
        '',
        '',
        '',
        '2026-07-15T10:00:00.405Z',
        '2026-11-03T10:00:00.171Z',
        'Maya Chen',
        ['2026-09', 1800, 120, 2100, 135, 2500, 150],
      ],
      [
        '3',
        'CodeMentor AI',
        'A reviewer.',
        'Idea',
        ['Sam Okafor'],
        300,
        10,
        '',
        '',
        '',
        '2026-07-31T10:00:00.405Z',
        '2026-10-12T10:00:00.582Z',
        '',
        ['2026-10', 300, 10],
      ],
    ],
    _persist: { version: 3, rehydrated: true },
  });

  it('opens as it was, reads no history, and writes back the same lab', async () => {
    const backend = memoryBackend();
    backend.setItem(projectsKey, VERSION_3_PROJECTS);
    globalThis.indexedDB = heldHistory();
    resetHistoryDb();
    const { store, notices, persistor } = await bootStore(backend);
    expect(notices).toEqual([]);
    expect(store.getState().projects.monthsPending).toBeUndefined();
    expect(figuresByName(store.getState().projects.items)).toEqual({
      GrowthPulse: {
        '2026-09': { revenue: 1800, subscribers: 120 },
        '2026-10': { revenue: 2100, subscribers: 135 },
        '2026-11': { revenue: 2500, subscribers: 150 },
      },
      'CodeMentor AI': { '2026-10': { revenue: 300, subscribers: 10 } },
    });
    await persistor.flush();
    expect(JSON.parse(backend.getItem(projectsKey) ?? '{}')).toEqual(JSON.parse(VERSION_3_PROJECTS));
    expect(backend.getItem(backupKeyFor(STORAGE_KEYS.projects))).toBeNull();
  });
});
