import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ProjectVersion } from '../../contract/history';
import { STORAGE_KEYS } from '../../src/app/persistence';
import { backupKeyFor, storageKeyFor } from '../../src/app/persistence/slicePersistence';
import { memoryBackend } from '../../src/app/persistence/webStorage';
import { resetHistoryDb } from '../../src/features/history/database/localHistory';
import { openHistoryDb } from '../../src/features/history/database/openHistoryDb';
import { bootStore } from '../support/bootStore';
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
  globalThis.indexedDB = new IDBFactory();
  resetHistoryDb();
});

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
