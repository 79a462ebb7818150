import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS, STORAGE_VERSION } from '../../src/app/persistence';
import { backupKeyFor, storageKeyFor } from '../../src/app/persistence/slicePersistence';
import { memoryBackend } from '../../src/app/persistence/webStorage';
import { monthOfTime } from '../../src/features/projects/figures/months';
import { projectUpdated } from '../../src/features/projects/projectsSlice';
import { bootStore } from '../support/bootStore';
import { VERSION_1_PROJECTS, VERSION_1_SESSION } from './fixtures/version1Storage';

const projectsKey = storageKeyFor(STORAGE_KEYS.projects);
const authKey = storageKeyFor(STORAGE_KEYS.auth);

function version1Browser() {
  const backend = memoryBackend();
  backend.setItem(projectsKey, VERSION_1_PROJECTS);
  backend.setItem(authKey, VERSION_1_SESSION);
  return backend;
}

describe('stored labs of versions 1 and 2 (before who changed a project last, and before the figures)', () => {
  it('is the version the app writes', () => {
    expect(STORAGE_VERSION).toBe(3);
  });

  it('loads version-1 data whole, with no author and nothing reported as repaired', async () => {
    const { store, notices } = await bootStore(version1Browser());
    const items = store.getState().projects.items;
    expect(items.map((p) => [p.id, p.name, p.status, p.revenue, p.subscribers])).toEqual([
      ['1', 'AutoFlow Engine', 'In Dev', 0, 0],
      ['2', 'GrowthPulse', 'Live', 2500, 150],
      ['1746000000000', 'Ember CLI', 'Monetized', 1234.5, 42],
    ]);
    expect(items[1]).toEqual({
      id: '2',
      name: 'GrowthPulse',
      description: 'Growth analytics.',
      status: 'Live',
      owners: ['Maya Chen'],
      revenue: 2500,
      subscribers: 150,
      githubUrl: 'https://github.com/forgelab/pulse',
      liveUrl: 'pulse.example.com',
      notes: 'Pricing page next',
      createdAt: '2026-04-05T09:00:00.000Z',
      lastUpdated: '2026-05-01T16:30:00.000Z',
      figures: { [monthOfTime('2026-05-01T16:30:00.000Z')!]: { revenue: 2500, subscribers: 150 } },
    });
    expect(store.getState().auth.user?.name).toBe('Maya Chen');
    expect(notices).toEqual([]);
  });

  it('keeps each original under the backup key, then writes the new shape back', async () => {
    const backend = version1Browser();
    await bootStore(backend);
    expect(backend.getItem(backupKeyFor(STORAGE_KEYS.projects))).toBe(VERSION_1_PROJECTS);
    expect(backend.getItem(backupKeyFor(STORAGE_KEYS.auth))).toBe(VERSION_1_SESSION);

    const stored = JSON.parse(backend.getItem(projectsKey)!) as { items: unknown[][]; _persist: { version: number } };
    expect(stored._persist.version).toBe(3);
    const original = JSON.parse(VERSION_1_PROJECTS) as { items: unknown[][] };
    // Who changed it last (nobody known), and its amounts as the figure of its last update's month.
    const figuresOf = (row: unknown[]) => [monthOfTime(String(row[11])), row[5], row[6]];
    expect(stored.items).toEqual(original.items.map((row) => [...row, '', figuresOf(row)]));
    expect(JSON.parse(backend.getItem(authKey)!)._persist.version).toBe(3);
  });

  it('records who edits a migrated project, and keeps it across a restart', async () => {
    const backend = version1Browser();
    const first = await bootStore(backend);
    first.store.dispatch(projectUpdated('2', { notes: 'Annual plan live' }));
    await first.persistor.flush();
    expect(first.store.getState().projects.items[1].lastUpdatedBy).toBe('Maya Chen');

    const second = await bootStore(backend);
    expect(second.notices).toEqual([]);
    expect(second.store.getState().projects.items[1]).toMatchObject({
      notes: 'Annual plan live',
      lastUpdatedBy: 'Maya Chen',
    });
    // No second migration: the backup still holds the version-1 original.
    expect(backend.getItem(backupKeyFor(STORAGE_KEYS.projects))).toBe(VERSION_1_PROJECTS);
  });
});
