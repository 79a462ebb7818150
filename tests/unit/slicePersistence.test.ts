import { describe, expect, it, vi } from 'vitest';
import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { persistReducer, persistStore, type Persistor } from 'redux-persist';
import { STORAGE_KEYS, STORAGE_VERSION } from '../../src/app/persistence';
import { createNoticeChannel, type PersistenceNotice } from '../../src/app/persistence/notices';
import { backupKeyFor, persistConfigFor, storageKeyFor } from '../../src/app/persistence/slicePersistence';
import { createWebStorage, memoryBackend } from '../../src/app/persistence/webStorage';
import { projectAdded } from '../../src/features/projects/projectsSlice';
import { buildSeedProjects } from '../../src/features/projects/model/seed';
import { encodeProjects } from '../../src/app/persistence/formats/projectRows';
import { bootStore } from '../support/bootStore';
import { emptyProjectFields } from '../support/projects';

const projectsKey = storageKeyFor(STORAGE_KEYS.projects);
const backupKey = backupKeyFor(STORAGE_KEYS.projects);

const withStored = (raw: string) => {
  const backend = memoryBackend();
  backend.setItem(projectsKey, raw);
  return backend;
};

const document = (items: unknown, version = STORAGE_VERSION) =>
  JSON.stringify({ items, _persist: { version, rehydrated: true } });

const newProject = { ...emptyProjectFields, name: 'Fresh', description: 'd', owners: ['Maya Chen'] };

describe('reading stored projects', () => {
  it.each([
    ['invalid JSON', '{"items": [oops'],
    ['null', 'null'],
    ['items that are not a list', document({ 0: 'x' })],
  ])('keeps %s under the backup key, starts empty and says so', async (_case, raw) => {
    const backend = withStored(raw);
    const { store, notices } = await bootStore(backend);
    expect(backend.getItem(backupKey)).toBe(raw);
    expect(store.getState().projects.items).toEqual([]);
    expect(notices).toEqual([{ kind: 'unreadable', backupKey }]);
  });

  it('loads what can be saved from damaged items, counts the rest and backs up the original', async () => {
    const rows = encodeProjects(buildSeedProjects());
    rows[0][5] = '2500';
    rows[1][3] = 'Shipped';
    const raw = document([...rows, { name: '' }, 7]);
    const backend = withStored(raw);
    const { store, notices } = await bootStore(backend);
    expect(store.getState().projects.items.map((item) => item.name)).toEqual([
      'AutoFlow Engine',
      'GrowthPulse',
      'CodeMentor AI',
    ]);
    expect(store.getState().projects.items[0].revenue).toBe(2500);
    expect(store.getState().projects.items[1].status).toBe('Idea');
    expect(notices).toEqual([{ kind: 'recovered', repaired: 2, dropped: 2, backupKey }]);
    expect(backend.getItem(backupKey)).toBe(raw);
  });

  /** Storage with no room left for the backup copy. */
  const withoutRoomForBackup = (backend: globalThis.Storage) => {
    const setItem = backend.setItem.bind(backend);
    backend.setItem = (key, value) => {
      if (key === backupKey) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      setItem(key, value);
    };
    return backend;
  };

  it('saves the repaired list over the original when there is no room for a backup and nothing was left out', async () => {
    const rows = encodeProjects(buildSeedProjects());
    rows[0][5] = '2500';
    const raw = document(rows);
    const backend = withoutRoomForBackup(withStored(raw));
    const { store, persistor, notices } = await bootStore(backend);
    expect(notices).toEqual([{ kind: 'recovered', repaired: 1, dropped: 0, backupKey: null }]);
    store.dispatch(projectAdded(newProject));
    await persistor.flush();
    expect(backend.getItem(projectsKey)).toContain('"Fresh"');
    expect(backend.getItem(backupKey)).toBeNull();
  });

  it('never overwrites an original it could not back up, and says changes are not saved', async () => {
    const raw = document([...encodeProjects(buildSeedProjects()), { name: '' }]);
    const backend = withoutRoomForBackup(withStored(raw));
    const { store, persistor, notices } = await bootStore(backend);
    expect(notices).toEqual([{ kind: 'backupFailed' }]);
    expect(store.getState().projects.items).toHaveLength(3);
    store.dispatch(projectAdded(newProject));
    await persistor.flush();
    expect(backend.getItem(projectsKey)).toBe(raw);
    expect(store.getState().projects.items).toHaveLength(4);
  });

  it.each([
    ['invalid JSON', '{"items": [oops'],
    ['an older version that cannot be backed up', document(encodeProjects(buildSeedProjects()), STORAGE_VERSION - 1)],
  ])('keeps %s untouched when there is no room for a backup', async (_case, raw) => {
    const backend = withoutRoomForBackup(withStored(raw));
    const { store, persistor, notices } = await bootStore(backend);
    expect(notices).toEqual([{ kind: 'backupFailed' }]);
    store.dispatch(projectAdded(newProject));
    await persistor.flush();
    expect(backend.getItem(projectsKey)).toBe(raw);
  });

  it('says nothing and backs up nothing when the stored data is sound', async () => {
    const backend = withStored(document(encodeProjects(buildSeedProjects()).slice(0, 1)));
    const { store, notices } = await bootStore(backend);
    expect(store.getState().projects.items).toHaveLength(1);
    expect(notices).toEqual([]);
    expect(backend.getItem(backupKey)).toBeNull();
  });

  it('leaves data from a newer version untouched, and says so', async () => {
    const raw = document(encodeProjects(buildSeedProjects()), STORAGE_VERSION + 1);
    const backend = withStored(raw);
    const { store, persistor, notices } = await bootStore(backend);
    expect(notices).toEqual([{ kind: 'newerVersion' }]);
    store.dispatch(projectAdded(newProject));
    await persistor.flush();
    expect(backend.getItem(projectsKey)).toBe(raw);
    expect(store.getState().projects.items).toHaveLength(4);
  });
});

describe('writing', () => {
  it('reports a full storage instead of swallowing it, and keeps working in memory', async () => {
    const backend = memoryBackend();
    const { store, persistor, notices } = await bootStore(backend);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const realSetItem = backend.setItem;
    backend.setItem = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    store.dispatch(projectAdded(newProject));
    await persistor.flush();
    expect(notices).toContainEqual({ kind: 'writeFailed', quota: true });
    expect(store.getState().projects.items.map((item) => item.name)).toContain('Fresh');
    backend.setItem = realSetItem;
  });

  it('falls back to memory and says so when localStorage is unusable', async () => {
    const { store, notices } = await bootStore(null as unknown as globalThis.Storage);
    expect(notices).toEqual([{ kind: 'unavailable' }]);
    expect(store.getState().projects.items).toHaveLength(3);
  });
});

describe('migrations', () => {
  const migratingStore = async (backend: globalThis.Storage, migrations: Record<number, (state: never) => unknown>) => {
    const notices: PersistenceNotice[] = [];
    const channel = createNoticeChannel();
    channel.subscribe((notice) => notices.push(notice));
    const config = persistConfigFor<{ items: unknown[] }>({
      key: 'lab',
      version: 2,
      whitelist: ['items'],
      migrations: migrations as never,
      decode: (doc) => ({ state: { items: Array.isArray(doc.items) ? doc.items : [] }, repaired: 0, dropped: 0 }),
      storage: createWebStorage(backend),
      notices: channel,
    });
    const reducer = combineReducers({
      lab: persistReducer(config, (state: { items: unknown[] } = { items: ['initial'] }) => state),
    });
    const store = configureStore({ reducer, middleware: (get) => get({ serializableCheck: false }) });
    const persistor: Persistor = await new Promise((resolve) => {
      const created = persistStore(store, null, () => resolve(created));
    });
    await persistor.flush();
    return { store, notices };
  };

  it('runs each step from the stored version up, and backs up the original first', async () => {
    const backend = memoryBackend();
    const raw = JSON.stringify({ items: ['a'], _persist: { version: 1, rehydrated: true } });
    backend.setItem('persist:lab', raw);
    const { store, notices } = await migratingStore(backend, {
      2: (state: { items: string[] }) => ({ ...state, items: state.items.map((item) => item.toUpperCase()) }),
    });
    expect(store.getState().lab.items).toEqual(['A']);
    expect(backend.getItem('lab:backup')).toBe(raw);
    expect(notices).toEqual([]);
  });

  it('keeps the original under the backup key, untouched, when a step fails', async () => {
    const backend = memoryBackend();
    const raw = JSON.stringify({ items: ['a'], _persist: { version: 1, rehydrated: true } });
    backend.setItem('persist:lab', raw);
    const { notices } = await migratingStore(backend, {
      2: () => {
        throw new Error('broken step');
      },
    });
    expect(notices).toEqual([{ kind: 'migrationFailed', backupKey: 'lab:backup' }]);
    expect(backend.getItem('lab:backup')).toBe(raw);
    expect(backend.getItem('persist:lab')).toBe(raw);
  });
});
