// @vitest-environment node
import { appendFile, mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { openDocumentStore } from '../../server/store/documentStore';

let directory: string;

beforeEach(async () => {
  directory = await mkdtemp(join(tmpdir(), 'forge-store-'));
});

afterEach(async () => {
  await rm(directory, { recursive: true, force: true });
});

/** One update per change, as a client sends them. */
function updatesSetting(values: Record<string, number>): Uint8Array[] {
  const doc = new Y.Doc();
  const updates: Uint8Array[] = [];
  doc.on('update', (update: Uint8Array) => updates.push(update));
  for (const [key, value] of Object.entries(values)) doc.getMap('projects').set(key, value);
  return updates;
}

async function reload(): Promise<Record<string, unknown>> {
  const store = openDocumentStore(directory);
  const doc = new Y.Doc();
  for (const update of await store.load('lab')) Y.applyUpdate(doc, update);
  await store.close();
  return doc.getMap('projects').toJSON();
}

describe('the document store', () => {
  it('gives back every appended update after a restart', async () => {
    const store = openDocumentStore(directory);
    await store.load('lab');
    for (const update of updatesSetting({ a: 1, b: 2, c: 3 })) await store.append('lab', update);
    await store.close();
    expect(await reload()).toEqual({ a: 1, b: 2, c: 3 });
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
    expect(await reload()).toEqual({ a: 1, b: 2 });
  });

  it('folds the log into a snapshot written crash-safely, leaving no temporary file', async () => {
    const store = openDocumentStore(directory);
    await store.load('lab');
    for (const update of updatesSetting({ a: 1, b: 2 })) await store.append('lab', update);
    await store.compact('lab');
    await store.close();

    expect((await stat(join(directory, 'lab.log'))).size).toBe(0);
    expect((await readdir(directory)).sort()).toEqual(['lab.log', 'lab.ydoc']);
    expect(await reload()).toEqual({ a: 1, b: 2 });
  });

  it('refuses a document name that is not a plain file name', async () => {
    const store = openDocumentStore(directory);
    await expect(store.load('../accounts')).rejects.toThrow('Invalid document name');
    await store.close();
  });
});
