import { afterEach, describe, expect, it, vi } from 'vitest';
import { servesAppShell } from '../../src/app/offline/appPages';
import { buildVersion, recordVersion, VERSION_KEY } from '../../src/app/offline/version';
import { whenIdle } from '../../src/shared/lib/whenIdle';

describe('servesAppShell (the offline copy answers these navigations with app.html)', () => {
  it.each(['/dashboard', '/dashboard/', '/no/such/page', '/apis', '/syncing', '/team/api'])('%s: yes', (path) => {
    expect(servesAppShell(path)).toBe(true);
  });

  it.each(['/api', '/api/', '/api/session', '/sync', '/sync/lab', '/robots.txt', '/assets/index-x.js'])(
    '%s: no, the network answers',
    (path) => {
      expect(servesAppShell(path)).toBe(false);
    },
  );
});

describe('buildVersion', () => {
  const manifest = [
    { url: 'index.html', revision: 'a1' },
    { url: 'assets/index-abc.js', revision: null },
  ];

  it('names the same files the same way', () => {
    expect(buildVersion(manifest)).toBe(buildVersion(manifest.map((entry) => ({ ...entry }))));
    expect(buildVersion(manifest)).toMatch(/^[0-9a-f]{8}$/);
  });

  it('changes with any revision, URL or file', () => {
    const versions = new Set([
      buildVersion(manifest),
      buildVersion([{ ...manifest[0], revision: 'a2' }, manifest[1]]),
      buildVersion([manifest[0], { url: 'assets/index-abd.js', revision: null }]),
      buildVersion([manifest[0]]),
      buildVersion([...manifest, { url: 'app.html', revision: 'a1' }]),
    ]);
    expect(versions.size).toBe(5);
  });
});

describe('recordVersion', () => {
  const storage = () => {
    const values = new Map<string, string>();
    return {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => void values.set(key, value),
    };
  };

  it('is quiet on the first run and on the same build, and says when a new build took over', () => {
    const stored = storage();
    expect(recordVersion(stored, 'v1')).toBe(false);
    expect(stored.getItem(VERSION_KEY)).toBe('v1');
    expect(recordVersion(stored, 'v1')).toBe(false);
    expect(recordVersion(stored, 'v2')).toBe(true);
    expect(stored.getItem(VERSION_KEY)).toBe('v2');
    expect(recordVersion(stored, 'v2')).toBe(false);
  });
});

describe('whenIdle', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('waits for the browser to be idle, with a deadline', async () => {
    const idle: Array<{ run: () => void; timeout?: number }> = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void, options?: IdleRequestOptions) =>
      idle.push({ run, timeout: options?.timeout }),
    );
    const done = vi.fn();
    const waiting = whenIdle(2000).then(done);
    await Promise.resolve();
    expect(done).not.toHaveBeenCalled();
    expect(idle.map(({ timeout }) => timeout)).toEqual([2000]);
    idle[0].run();
    await waiting;
    expect(done).toHaveBeenCalledOnce();
  });

  it('waits a second where the browser cannot tell when it is idle', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const done = vi.fn();
    const waiting = whenIdle().then(done);
    await vi.advanceTimersByTimeAsync(999);
    expect(done).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await waiting;
    expect(done).toHaveBeenCalledOnce();
  });
});
