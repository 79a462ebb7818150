import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { removeProjectFromDoc } from '../../src/features/team/doc';
import { openDocumentStore } from '../../server/store/documentStore';
import { keptByRotation } from '../../server/store/keptSnapshots';
import { revenues, revenueUpdates } from './support/labUpdates';

let directory: string;

beforeEach(async () => {
  directory = await mkdtemp(join(tmpdir(), 'forge-history-'));
});

afterEach(async () => {
  await rm(directory, { recursive: true, force: true });
});

const HOUR = 60 * 60 * 1000;

describe('the kept snapshots', () => {
  it('keeps the last 10 compactions and the last of each day for 30 days', () => {
    const now = new Date('2026-03-31T23:30:00Z');
    // A compaction every hour for 40 days, newest first.
    const times = Array.from({ length: 40 * 24 }, (_, hour) => new Date(now.getTime() - hour * HOUR));
    const kept = [...keptByRotation(times, now)].sort((a, b) => b.getTime() - a.getTime());

    expect(kept.slice(0, 10)).toEqual(times.slice(0, 10));
    const days = kept.slice(10).map((at) => at.toISOString());
    // Today's last is among the ten; then one a day back to exactly 30 days ago.
    expect(days).toHaveLength(30);
    expect(days[0]).toBe('2026-03-30T23:30:00.000Z');
    expect(days.at(-1)).toBe('2026-03-01T23:30:00.000Z');
  });

  it('keeps what a later compaction drops: a project deleted since is still in an older snapshot', async () => {
    const doc = new Y.Doc();
    const store = openDocumentStore(directory);
    await store.load('lab');
    for (const update of revenueUpdates({ a: 1, b: 2 }, doc)) await store.append('lab', update);
    await store.compact('lab');
    doc.on('update', (update: Uint8Array) => void store.append('lab', update));
    removeProjectFromDoc(doc, 'a', 'Alex Rivera');
    await store.compact('lab');

    const [latest, earlier] = await store.keptSnapshots('lab');
    await store.close();
    const stateIn = async (path: string) => {
      const stored = new Y.Doc();
      Y.applyUpdate(stored, await readFile(path));
      return revenues(stored);
    };
    expect(latest.at.getTime()).toBeGreaterThan(earlier.at.getTime());
    expect(await stateIn(latest.path)).toEqual({ b: 2 });
    expect(await stateIn(earlier.path)).toEqual({ a: 1, b: 2 });
    expect(await stateIn(join(directory, 'lab.ydoc'))).toEqual({ b: 2 });
  });
});
