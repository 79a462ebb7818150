import type { Storage as PersistStorage } from 'redux-persist';
import { toJsonText } from './formats/jsonText';

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
  /** Writes what is waiting for its turn (see `WriteScheduler`) now, e.g. as the page is hidden. */
  flush(): void;
};

/**
 * Runs the write of `key` later; until then, newer values of the key replace the waiting one, so
 * only the latest is written. Each key waits for a turn of its own.
 */
export type WriteScheduler = (write: () => void, key: string) => void;

export const isQuotaError = (error: unknown) =>
  error instanceof DOMException && (error.name === 'QuotaExceededError' || error.code === 22);

const asError = (error: unknown): Error =>
  error instanceof Error || error instanceof DOMException ? error : new Error(String(error));

type PendingWrite = { value: unknown; settle: (error?: Error) => void };

/**
 * redux-persist's storage interface over a Web Storage backend. Without a scheduler, writes
 * happen synchronously inside setItem; with one, they wait for it, and `flush` makes them at
 * once, so a flush on pagehide really reaches the disk either way.
 * Values that are not text are written as JSON (toJsonText), which lets the persist config
 * use `serialize: false` and store each slice as one JSON document.
 */
export function createWebStorage(backend: globalThis.Storage, schedule?: WriteScheduler): LockableStorage {
  const locked = new Set<string>();
  const pending = new Map<string, PendingWrite>();

  const textOf = (value: unknown) => (typeof value === 'string' ? value : toJsonText(value));
  const write = (key: string, value: unknown) => {
    if (!locked.has(key)) backend.setItem(key, textOf(value));
  };
  const writeWaiting = (key: string) => {
    const waiting = pending.get(key);
    if (!waiting) return;
    pending.delete(key);
    let failure: Error | undefined;
    try {
      write(key, waiting.value);
    } catch (error) {
      failure = asError(error);
    }
    waiting.settle(failure);
  };
  const flush = () => [...pending.keys()].forEach(writeWaiting);

  return {
    backend,
    lock: (key) => void locked.add(key),
    flush,
    getItem: (key) => {
      // A read sees the latest write, made or waiting.
      const waiting = pending.get(key);
      if (waiting) return Promise.resolve(textOf(waiting.value));
      return Promise.resolve(backend.getItem(key));
    },
    setItem: (key, value) =>
      new Promise<void>((resolve, reject) => {
        const settle = (error?: Error) => (error === undefined ? resolve() : reject(error));
        const waiting = pending.get(key);
        // A newer value of the key replaces the one waiting, which is then done with.
        waiting?.settle();
        pending.set(key, { value, settle });
        if (!schedule) writeWaiting(key);
        else if (!waiting) schedule(() => writeWaiting(key), key);
      }),
    removeItem: (key) => {
      pending.get(key)?.settle();
      pending.delete(key);
      if (!locked.has(key)) backend.removeItem(key);
      return Promise.resolve();
    },
  };
}
