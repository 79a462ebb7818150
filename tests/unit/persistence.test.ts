import { describe, expect, it } from 'vitest';
import { persistStore, type Persistor, type Storage } from 'redux-persist';
import { makeStore } from '../../src/app/store';
import { STORAGE_KEYS, STORAGE_VERSION } from '../../src/app/persistConfig';
import { loggedIn, loggedOut, loginStarted } from '../../src/features/auth/authSlice';
import { DEMO_PASSWORD, FOUNDERS } from '../../src/features/auth/founders';
import { ownerFilterChanged, projectAdded, projectDeleted } from '../../src/features/projects/projectsSlice';

/** An in-memory stand-in for localStorage with the async API redux-persist expects. */
function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  const storage: Storage = {
    getItem: async (key: string) => data.get(key) ?? null,
    setItem: async (key: string, value: string) => void data.set(key, value),
    removeItem: async (key: string) => void data.delete(key),
  };
  return { storage, data };
}

async function bootedStore(storage: Storage) {
  const store = makeStore({ storage });
  const persistor: Persistor = await new Promise((resolve) => {
    const created = persistStore(store, null, () => resolve(created));
  });
  return { store, persistor };
}

describe('persistence', () => {
  it('seeds an empty storage and writes the seed back', async () => {
    const { storage, data } = memoryStorage();
    const { store, persistor } = await bootedStore(storage);
    await persistor.flush();
    expect(store.getState().projects.items).toHaveLength(3);
    const stored = JSON.parse(data.get(`persist:${STORAGE_KEYS.projects}`) ?? '{}');
    expect(JSON.parse(stored.items)).toHaveLength(3);
    expect(JSON.parse(stored._persist).version).toBe(STORAGE_VERSION);
  });

  it('keeps the session and the projects across a restart, but not the filters or the busy flag', async () => {
    const { storage, data } = memoryStorage();
    const first = await bootedStore(storage);
    first.store.dispatch(loggedIn({ token: 'forge-lab-token-42', user: FOUNDERS[2] }));
    first.store.dispatch(projectAdded({ name: 'Anvil', description: 'd', owners: ['Maya Chen'], revenue: 1, subscribers: 2, githubUrl: '', liveUrl: '', notes: '' }));
    first.store.dispatch(ownerFilterChanged('Maya Chen'));
    first.store.dispatch(loginStarted());
    await first.persistor.flush();

    for (const value of data.values()) expect(value).not.toContain(DEMO_PASSWORD);
    const second = await bootedStore(storage);
    const { auth, projects } = second.store.getState();
    expect(auth).toMatchObject({ token: 'forge-lab-token-42', user: FOUNDERS[2], loginPending: false });
    expect(projects.items.map((item) => item.name)).toEqual(['AutoFlow Engine', 'GrowthPulse', 'CodeMentor AI', 'Anvil']);
    expect(projects.filters).toEqual({ status: 'all', owner: 'all' });
  });

  it('keeps a stored empty list empty instead of seeding again', async () => {
    const { storage } = memoryStorage();
    const first = await bootedStore(storage);
    for (const id of ['1', '2', '3']) first.store.dispatch(projectDeleted(id));
    await first.persistor.flush();

    const second = await bootedStore(storage);
    expect(second.store.getState().projects.items).toEqual([]);
  });

  it('forgets the session on logout but keeps the projects', async () => {
    const { storage } = memoryStorage();
    const first = await bootedStore(storage);
    first.store.dispatch(loggedIn({ token: 'forge-lab-token-1', user: FOUNDERS[0] }));
    first.store.dispatch(projectDeleted('3'));
    first.store.dispatch(loggedOut());
    await first.persistor.flush();

    const second = await bootedStore(storage);
    expect(second.store.getState().auth).toMatchObject({ token: null, user: null });
    expect(second.store.getState().projects.items.map((item) => item.id)).toEqual(['1', '2']);
  });
});
