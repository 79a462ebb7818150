import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, vi } from 'vitest';
import type { ProjectVersion } from '../../contract/history';
import { STORAGE_KEYS } from '../../src/app/persistence';
import { storageKeyFor } from '../../src/app/persistence/slicePersistence';
import { memoryBackend } from '../../src/app/persistence/webStorage';
import { resetHistoryDb } from '../../src/features/history/database/localHistory';
import { openHistoryDb } from '../../src/features/history/database/openHistoryDb';
import { bootStore } from './bootStore';
import { VERSION_2_HISTORY, VERSION_2_PROJECTS, VERSION_2_SESSION } from './version2Lab';

// A browser of a lab stored by an earlier release, for the upgrade's tests.

export const projectsKey = storageKeyFor(STORAGE_KEYS.projects);

/** A browser as the release before the figures left it: its lab and session in localStorage. */
export function version2Browser() {
  const backend = memoryBackend();
  backend.setItem(projectsKey, VERSION_2_PROJECTS);
  backend.setItem(storageKeyFor(STORAGE_KEYS.auth), VERSION_2_SESSION);
  return backend;
}

export const figuresByName = (items: readonly { name: string; figures: unknown }[]) =>
  Object.fromEntries(items.map(({ name, figures }) => [name, figures]));

/**
 * Each test opens on a day of November 2026, when the fixtures were stored, whenever it runs (only
 * Date is fixed: IndexedDB's own timers run as usual), with an empty IndexedDB.
 */
export function onTheFixturesDay() {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-11-20T12:00:00'), toFake: ['Date'] });
    globalThis.indexedDB = new IDBFactory();
    resetHistoryDb();
  });
  afterEach(() => vi.useRealTimers());
}

/**
 * A history this browser has, but that does not answer now, as when another tab holds it: every
 * open request stays pending (the lab gives up on it after three seconds).
 */
export const heldHistory = () =>
  ({ open: () => new IDBOpenDBRequest(), databases: () => Promise.resolve([]) }) as unknown as IDBFactory;

/** This browser's history with the versions the release before the figures wrote. */
export async function writtenHistory() {
  const db = await openHistoryDb('forge-lab-history');
  await db!.add(VERSION_2_HISTORY as unknown as ProjectVersion[]);
  db!.close();
}

/**
 * A version-2 lab upgraded while another tab holds its history (the history written first);
 * `release` hands the history back, as closing that tab does.
 */
export async function upgradedWhileHeld() {
  await writtenHistory();
  const readable = globalThis.indexedDB;
  globalThis.indexedDB = heldHistory();
  resetHistoryDb();
  const backend = version2Browser();
  const first = await bootStore(backend);
  const release = () => {
    globalThis.indexedDB = readable;
    resetHistoryDb();
  };
  return { backend, first, release };
}
