// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPersistence } from '../../src/app/persistence';
import { memoryBackend } from '../../src/app/persistence/webStorage';
import { makeStore } from '../../src/app/store';
import { loggedIn, loggedOut } from '../../src/features/auth/authSlice';
import { FOUNDERS } from '../../contract/founders';

// jsdom has no service workers and no idle callbacks: the browser's side is played here, the
// store is the real one.
const register = vi.fn(() => Promise.resolve({ update: () => Promise.resolve() }));
let idleTasks: Array<() => void> = [];
/** Lets the offline copy's chunk load, then the browser be idle. */
const loadThenIdle = async () => {
  await vi.dynamicImportSettled();
  idleTasks.splice(0).forEach((task) => task());
  await vi.dynamicImportSettled();
};

beforeEach(() => {
  // Each test gets its own copy of the modules: the offline copy starts once per page.
  vi.resetModules();
  vi.stubEnv('PROD', true);
  // `ready` never settles: these tests stop at the registration.
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { register, ready: new Promise(() => {}) },
  });
  vi.stubGlobal('requestIdleCallback', (task: () => void) => idleTasks.push(task));
});

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  register.mockClear();
  idleTasks = [];
});

const labStore = () => makeStore({ persistence: createPersistence(memoryBackend()) });
const loadOffer = async () => (await import('../../src/app/offline/offerOfflineCopy')).offerOfflineCopy;
const signIn = { token: 'forge-lab-token-1', user: FOUNDERS[0] };

describe('offerOfflineCopy', () => {
  it('never registers the service worker for a visitor', async () => {
    const store = labStore();
    const offerOfflineCopy = await loadOffer();
    offerOfflineCopy(store);
    store.dispatch(loggedOut());
    await loadThenIdle();
    expect(idleTasks).toEqual([]);
    expect(register).not.toHaveBeenCalled();
  });

  it('registers it once the browser is idle after a founder signs in, once', async () => {
    const store = labStore();
    const offerOfflineCopy = await loadOffer();
    offerOfflineCopy(store);
    store.dispatch(loggedIn(signIn));
    store.dispatch(loggedOut());
    store.dispatch(loggedIn(signIn));
    await vi.dynamicImportSettled();
    expect(idleTasks).toHaveLength(1);
    expect(register).not.toHaveBeenCalled();
    await loadThenIdle();
    expect(register).toHaveBeenCalledExactlyOnceWith('/sw.js');
  });

  it('does nothing once stopped, and nothing in development', async () => {
    const store = labStore();
    const offerOfflineCopy = await loadOffer();
    offerOfflineCopy(store)();
    store.dispatch(loggedIn(signIn));
    vi.stubEnv('PROD', false);
    offerOfflineCopy(store);
    await loadThenIdle();
    expect(register).not.toHaveBeenCalled();
  });
});
