import type { Storage as PersistStorage } from 'redux-persist';
import { toJsonText } from './jsonText';

/** Returns localStorage when it can really be written, or null (blocked, disabled, private modes). */
export function usableLocalStorage(): globalThis.Storage | null {
  try {
    const storage = globalThis.localStorage;
    const probe = '__forge-lab-probe__';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return storage;
  } catch {
    return null;
  }
}

/** A stand-in that keeps everything in memory, for when localStorage cannot be used. */
export function memoryBackend(): globalThis.Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, String(value)),
  };
}

export type LockableStorage = PersistStorage & {
  backend: globalThis.Storage;
  /** Keys that must not be written, e.g. data saved by a newer version of the app. */
  lock(key: string): void;
};

export const isQuotaError = (error: unknown) =>
  error instanceof DOMException && (error.name === 'QuotaExceededError' || error.code === 22);

/**
 * redux-persist's storage interface over a Web Storage backend. Writes happen
 * synchronously inside setItem, so a flush on pagehide really reaches the disk.
 * Values that are not text are written as JSON (toJsonText), which lets the persist config
 * use `serialize: false` and store each slice as one JSON document.
 */
export function createWebStorage(backend: globalThis.Storage): LockableStorage {
  const locked = new Set<string>();
  return {
    backend,
    lock: (key) => void locked.add(key),
    getItem: (key) => Promise.resolve(backend.getItem(key)),
    setItem: (key, value) => {
      if (locked.has(key)) return Promise.resolve();
      try {
        backend.setItem(key, typeof value === 'string' ? value : toJsonText(value));
        return Promise.resolve();
      } catch (error) {
        return Promise.reject(
          error instanceof Error || error instanceof DOMException ? error : new Error(String(error)),
        );
      }
    },
    removeItem: (key) => {
      if (!locked.has(key)) backend.removeItem(key);
      return Promise.resolve();
    },
  };
}
