import { describe, expect, it } from 'vitest';
import { createWebStorage, memoryBackend } from '../../src/app/persistence/webStorage';

/** A scheduler the test runs by hand, noting the key of each write it was given. */
function manualScheduler() {
  const tasks: Array<{ write: () => void; key: string }> = [];
  return {
    schedule: (write: () => void, key: string) => void tasks.push({ write, key }),
    get scheduledKeys() {
      return tasks.map(({ key }) => key);
    },
    runAll: () => tasks.splice(0).forEach(({ write }) => write()),
    runFor: (key: string) => tasks.filter((task) => task.key === key).forEach(({ write }) => write()),
  };
}

/** A backend that counts its writes and can be made full. */
function countingBackend() {
  const backend = memoryBackend();
  const writes: string[] = [];
  let full = false;
  return {
    backend: {
      ...backend,
      getItem: (key: string) => backend.getItem(key),
      setItem: (key: string, value: string) => {
        if (full) throw new DOMException('full', 'QuotaExceededError');
        writes.push(key);
        backend.setItem(key, value);
      },
      removeItem: (key: string) => backend.removeItem(key),
    } as Storage,
    writes,
    fill: () => void (full = true),
  };
}

describe('the web storage', () => {
  it('writes at once when it has no scheduler', () => {
    const { backend } = countingBackend();
    const storage = createWebStorage(backend);
    void storage.setItem('lab', { items: [1] });
    expect(backend.getItem('lab')).toBe('{"items":[1]}');
  });

  it('with a scheduler, waits for it, then writes the latest value of each key once', async () => {
    const { backend, writes } = countingBackend();
    const scheduler = manualScheduler();
    const storage = createWebStorage(backend, scheduler.schedule);
    const first = storage.setItem('lab', { items: [1] });
    const second = storage.setItem('lab', { items: [1, 2] });
    void storage.setItem('session', 'signed in');

    expect(backend.getItem('lab')).toBeNull();
    expect(scheduler.scheduledKeys).toEqual(['lab', 'session']);
    await expect(storage.getItem('lab')).resolves.toBe('{"items":[1,2]}');

    scheduler.runAll();
    expect(backend.getItem('lab')).toBe('{"items":[1,2]}');
    expect(backend.getItem('session')).toBe('signed in');
    expect(writes).toEqual(['lab', 'session']);
    await expect(Promise.all([first, second])).resolves.toEqual([undefined, undefined]);
  });

  it('each key waits for its own turn', () => {
    const { backend, writes } = countingBackend();
    const scheduler = manualScheduler();
    const storage = createWebStorage(backend, scheduler.schedule);
    void storage.setItem('lab', 'waits longer');
    void storage.setItem('session', 'signed in');

    scheduler.runFor('session');
    expect(writes).toEqual(['session']);
    expect(backend.getItem('lab')).toBeNull();

    scheduler.runFor('lab');
    expect(writes).toEqual(['session', 'lab']);
  });

  it('flush writes what waits at once, and the scheduled turn then has nothing left', () => {
    const { backend, writes } = countingBackend();
    const scheduler = manualScheduler();
    const storage = createWebStorage(backend, scheduler.schedule);
    void storage.setItem('lab', 'latest');
    storage.flush();
    expect(backend.getItem('lab')).toBe('latest');
    scheduler.runAll();
    expect(writes).toEqual(['lab']);
  });

  it('reports a full storage once, on the write that stood for the others', async () => {
    const { backend, fill } = countingBackend();
    const scheduler = manualScheduler();
    const storage = createWebStorage(backend, scheduler.schedule);
    const outcomes: string[] = [];
    const track = (write: Promise<void>) =>
      write.then(
        () => outcomes.push('written'),
        (error: DOMException) => outcomes.push(error.name),
      );
    const replaced = track(storage.setItem('lab', 'older'));
    const latest = track(storage.setItem('lab', 'newer'));
    fill();
    scheduler.runAll();
    await Promise.all([replaced, latest]);
    expect(outcomes).toEqual(['written', 'QuotaExceededError']);
    expect(backend.getItem('lab')).toBeNull();
  });

  it('a removal drops the write that was waiting', async () => {
    const { backend } = countingBackend();
    const scheduler = manualScheduler();
    const storage = createWebStorage(backend, scheduler.schedule);
    backend.setItem('lab', 'stored');
    const waiting = storage.setItem('lab', 'waiting');
    await storage.removeItem('lab');
    scheduler.runAll();
    await expect(waiting).resolves.toBeUndefined();
    expect(backend.getItem('lab')).toBeNull();
  });

  it('never writes a locked key, waiting or not', () => {
    const { backend } = countingBackend();
    const scheduler = manualScheduler();
    const storage = createWebStorage(backend, scheduler.schedule);
    storage.lock('lab');
    void storage.setItem('lab', 'newer');
    scheduler.runAll();
    expect(backend.getItem('lab')).toBeNull();
  });
});
