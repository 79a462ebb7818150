import * as fs from 'node:fs/promises';
import { appendFile, mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as Y from 'yjs';
import { openDocumentStore } from '../../server/store/documentStore';
import type { StoreFiles } from '../../server/store/files';
import { readRecords } from '../../server/store/logRecords';
import { revenues, revenueUpdates as updatesSetting, storedRevenues as reload } from './support/labUpdates';

let directory: string;

beforeEach(async () => {
  directory = await mkdtemp(join(tmpdir(), 'forge-store-'));
});

afterEach(async () => {
  await rm(directory, { recursive: true, force: true });
});

describe('the document store', () => {
  it('gives back every appended update after a restart', async () => {
    const store = openDocumentStore(directory);
    await store.load('lab');
    for (const update of updatesSetting({ a: 1, b: 2, c: 3 })) await store.append('lab', update);
    await store.close();
    expect(await reload(directory)).toEqual({ a: 1, b: 2, c: 3 });
  });

  it('drops a record torn by a crash, and keeps what is appended after it', async () => {
    const [first, second] = updatesSetting({ a: 1, b: 2 });
    const store = openDocumentStore(directory);
    await store.load('lab');
    await store.append('lab', first);
    await store.close();
    // A crash in the middle of the next append: a header promising more bytes than were written.
    await appendFile(join(directory, 'lab.log'), Buffer.from([200, 0, 0, 0, 1, 2, 3, 4, 5]));

    const restarted = openDocumentStore(directory);
    await restarted.load('lab');
    await restarted.append('lab', second);
    await restarted.close();
    expect(await reload(directory)).toEqual({ a: 1, b: 2 });
  });

  it('folds the log into a snapshot written crash-safely, leaving no temporary file, and keeps it', async () => {
    const store = openDocumentStore(directory);
    await store.load('lab');
    for (const update of updatesSetting({ a: 1, b: 2 })) await store.append('lab', update);
    await store.compact('lab');
    await store.close();

    expect((await stat(join(directory, 'lab.log'))).size).toBe(0);
    expect((await readdir(directory)).sort()).toEqual(['history', 'lab.log', 'lab.ydoc']);
    expect(await readdir(join(directory, 'history'))).toEqual([expect.stringMatching(/^lab-\d{8}T\d{9}Z\.ydoc$/)]);
    expect(await reload(directory)).toEqual({ a: 1, b: 2 });
  });

  it('stores appends while a compaction writes its snapshot, and keeps them in the log after it', async () => {
    let release = () => {};
    const snapshotHeld = new Promise<void>((resolve) => (release = resolve));
    let writingSnapshot = false;
    // The snapshot's temporary file opens only when the test says: a slow disk, or a large lab.
    const slowSnapshot: StoreFiles = {
      ...fs,
      async open(...args: Parameters<typeof fs.open>) {
        if (/\.lab\.ydoc\..*\.tmp$/.test(String(args[0]))) {
          writingSnapshot = true;
          await snapshotHeld;
        }
        return fs.open(...args);
      },
    };
    const [a, b, c] = updatesSetting({ a: 1, b: 2, c: 3 });
    const store = openDocumentStore(directory, { files: slowSnapshot });
    await store.load('lab');
    for (const update of [a, b]) await store.append('lab', update);
    const compaction = store.compact('lab');
    await vi.waitFor(() => expect(writingSnapshot).toBe(true));

    const appended = store.append('lab', c).then(() => 'stored');
    const waited = new Promise((resolve) => setTimeout(() => resolve('waiting for the compaction'), 1000));
    expect(await Promise.race([appended, waited])).toBe('stored');
    release();
    await compaction;
    await store.close();

    // The snapshot holds what the compaction read, the log what was appended while it ran.
    const snapshot = new Y.Doc();
    Y.applyUpdate(snapshot, await fs.readFile(join(directory, 'lab.ydoc')));
    expect(revenues(snapshot)).toEqual({ a: 1, b: 2 });
    expect(readRecords(await fs.readFile(join(directory, 'lab.log')), crc32).records).toHaveLength(1);
    expect(await reload(directory)).toEqual({ a: 1, b: 2, c: 3 });
  });

  it('refuses a document name that is not a plain file name', async () => {
    const store = openDocumentStore(directory);
    await expect(store.load('../accounts')).rejects.toThrow('Invalid document name');
    await store.close();
  });
});
