// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { persistStore, type Persistor } from 'redux-persist';
import { makeStore } from '../../src/app/store';
import { createPersistence, STORAGE_KEYS, STORAGE_VERSION } from '../../src/app/persistence';
import { memoryBackend, type WriteScheduler } from '../../src/app/persistence/webStorage';
import { flushOnHide } from '../../src/app/crossTab';
import { loggedIn, loggedOut, loginStarted } from '../../src/features/auth/authSlice';
import { FOUNDERS, DEMO_PASSWORD } from '../../contract/founders';
import { DEFAULT_VIEW } from '../../src/features/projects/model/view';
import { ownerFilterChanged, projectAdded, projectDeleted } from '../../src/features/projects/projectsSlice';

/** An in-memory Web Storage, so each test has its own "localStorage". */
function memoryStorage() {
  const storage = memoryBackend();
  const values = () =>
    Array.from({ length: storage.length }, (_, index) => storage.getItem(storage.key(index) ?? '') ?? '');
  return { storage, values };
}

async function bootedStore(backend: globalThis.Storage, scheduleWrites?: WriteScheduler) {
  const persistence = createPersistence(backend, scheduleWrites);
  const store = makeStore({ persistence });
  const persistor: Persistor = await new Promise((resolve) => {
    const created = persistStore(store, null, () => resolve(created));
  });
  return { store, persistor, persistence };
}

describe('persistence', () => {
  it('seeds an empty storage and writes the seed back', async () => {
    const { storage } = memoryStorage();
    const { store, persistor } = await bootedStore(storage);
    await persistor.flush();
    expect(store.getState().projects.items).toHaveLength(3);
    const stored = JSON.parse(storage.getItem(`persist:${STORAGE_KEYS.projects}`) ?? '{}');
    expect(stored.items).toHaveLength(3);
    expect(stored.items[1].slice(0, 2)).toEqual(['2', 'GrowthPulse']);
    expect(stored._persist.version).toBe(STORAGE_VERSION);
  });

  it('keeps the session and the projects across a restart, but not the filters or the busy flag', async () => {
    const { storage, values } = memoryStorage();
    const first = await bootedStore(storage);
    first.store.dispatch(loggedIn({ token: 'forge-lab-token-42', user: FOUNDERS[2] }));
    first.store.dispatch(
      projectAdded({
        name: 'Anvil',
        description: 'd',
        owners: ['Maya Chen'],
        revenue: 1,
        subscribers: 2,
        githubUrl: '',
        liveUrl: '',
        notes: '',
      }),
    );
    first.store.dispatch(ownerFilterChanged('Maya Chen'));
    first.store.dispatch(loginStarted());
    await first.persistor.flush();

    for (const value of values()) expect(value).not.toContain(DEMO_PASSWORD);
    const second = await bootedStore(storage);
    const { auth, projects } = second.store.getState();
    expect(auth).toMatchObject({ token: 'forge-lab-token-42', user: FOUNDERS[2], loginPending: false });
    expect(projects.items.map((item) => item.name)).toEqual([
      'AutoFlow Engine',
      'GrowthPulse',
      'CodeMentor AI',
      'Anvil',
    ]);
    expect(projects.filters).toEqual(DEFAULT_VIEW);
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

  it('writes a change waiting for its turn when the page is hidden', async () => {
    const { storage } = memoryStorage();
    const turns: Array<() => void> = [];
    const { store, persistor, persistence } = await bootedStore(storage, (write) => void turns.push(write));
    const stopFlushing = flushOnHide(persistor, persistence.storage);
    const storedNames = () => storage.getItem(`persist:${STORAGE_KEYS.projects}`) ?? '';
    void persistor.flush();
    turns.splice(0).forEach((write) => write());
    expect(storedNames()).toContain('CodeMentor AI');
    store.dispatch(projectDeleted('3'));
    await new Promise((done) => setTimeout(done, 20));
    expect(storedNames()).toContain('CodeMentor AI');

    window.dispatchEvent(new Event('pagehide'));
    expect(storedNames()).not.toContain('CodeMentor AI');
    expect(storedNames()).toContain('GrowthPulse');
    stopFlushing();
  });
});
