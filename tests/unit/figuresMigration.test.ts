import { describe, expect, it } from 'vitest';
import type { ProjectVersion } from '../../contract/history';
import { STORAGE_KEYS } from '../../src/app/persistence';
import { backupKeyFor } from '../../src/app/persistence/slicePersistence';
import { memoryBackend } from '../../src/app/persistence/webStorage';
import { resetHistoryDb } from '../../src/features/history/database/localHistory';
import { openHistoryDb } from '../../src/features/history/database/openHistoryDb';
import { bootStore } from '../support/bootStore';
import { figuresByName, heldHistory, onTheFixturesDay, projectsKey, version2Browser } from '../support/upgradedLab';
import { VERSION_2_HISTORY, VERSION_2_MONTHS, VERSION_2_PROJECTS } from '../support/version2Lab';

onTheFixturesDay();

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
