// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createWebStorage, memoryBackend } from '../../src/app/persistence/webStorage';
import { writeTurns } from '../../src/app/persistence/writeTurns';

const LAB = 'persist:lab';
const SESSION = 'persist:session';

/** The running app's storage over memory, with the turns of the given mode. */
function storageIn(teamMode: boolean) {
  const backend = memoryBackend();
  const storage = createWebStorage(backend, writeTurns({ teamMode, labKey: LAB }));
  return { backend, storage };
}

describe("the running app's write turns", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
    // jsdom cannot tell when the page is idle: here it always is, at once.
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => callback());
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('writes the lab once the frame that shows the change has painted', () => {
    const { backend, storage } = storageIn(false);
    void storage.setItem(LAB, 'one project');
    expect(backend.getItem(LAB)).toBeNull();

    vi.advanceTimersToNextFrame();
    expect(backend.getItem(LAB)).toBeNull();
    vi.advanceTimersByTime(1);
    expect(backend.getItem(LAB)).toBe('one project');
  });

  it("in team mode, writes the lab's copy ten seconds after the change, with the changes made meanwhile", async () => {
    const { backend, storage } = storageIn(true);
    void storage.setItem(LAB, 'first change');
    void storage.setItem(SESSION, 'signed in');
    vi.advanceTimersByTime(5_000);
    void storage.setItem(LAB, 'second change');
    vi.advanceTimersByTime(4_999);
    // The session was written after the frame; the lab still waits.
    expect(backend.getItem(SESSION)).toBe('signed in');
    expect(backend.getItem(LAB)).toBeNull();

    await vi.advanceTimersByTimeAsync(1);
    expect(backend.getItem(LAB)).toBe('second change');
  });

  it("in team mode, a hidden page writes the lab's copy in the next task: it paints no frames", () => {
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const { backend, storage } = storageIn(true);
    void storage.setItem(LAB, 'changed while hidden');
    vi.advanceTimersByTime(0);
    expect(backend.getItem(LAB)).toBe('changed while hidden');
    visibility.mockRestore();
  });
});
