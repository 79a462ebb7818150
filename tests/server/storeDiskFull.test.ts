import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applyProjectToDoc } from '../../src/features/team/doc';
import { openDocumentStore } from '../../server/store/documentStore';
import { startTeamServer, type TeamServer } from '../../server/teamServer';
import { CLOSE_CODES } from '../../contract/closeCodes';
import { connectFounder, DEMO, signIn } from './support/clients';
import { makeWorkspace, waitFor } from './support/fixtures';
import { fullDiskFiles, revenueUpdates, storedRevenues } from './support/labUpdates';
import { keptLog } from './support/log';
import { sampleProject } from './support/project';

let workspace: Awaited<ReturnType<typeof makeWorkspace>>;
let documents: string;
let kept: ReturnType<typeof keptLog>;

beforeEach(async () => {
  workspace = await makeWorkspace();
  documents = join(workspace.data, 'documents');
  kept = keptLog();
});

afterEach(async () => {
  await workspace.remove();
});

const health = async (server: TeamServer) => (await fetch(`${server.url}/api/health`)).json() as Promise<unknown>;

describe('the store on a full disk', () => {
  it('refuses an append and says so, then stores again once there is room', async () => {
    let full = false;
    const store = openDocumentStore(workspace.root, { files: fullDiskFiles(() => full), log: kept.log });
    // From three founders: c does not build on the refused b.
    const [a, b, c] = ['a', 'b', 'c'].map((id, index) => revenueUpdates({ [id]: index + 1 })[0]);
    await store.load('lab');
    await store.append('lab', a);
    full = true;
    await expect(store.append('lab', b)).rejects.toMatchObject({ code: 'ENOSPC' });
    expect(store.health()).toMatchObject({ state: 'failing', error: 'ENOSPC' });
    full = false;
    await store.append('lab', c);
    expect(store.health()).toEqual({ state: 'ok' });
    await store.close();
    expect(await storedRevenues(workspace.root)).toEqual({ a: 1, c: 3 });
  });

  it('fails a compaction without throwing, leaving the snapshot and the log readable', async () => {
    let full = false;
    const store = openDocumentStore(workspace.root, { files: fullDiskFiles(() => full), log: kept.log });
    const [a, b, c] = revenueUpdates({ a: 1, b: 2, c: 3 });
    await store.load('lab');
    for (const update of [a, b]) await store.append('lab', update);
    await store.compact('lab');
    await store.append('lab', c);
    full = true;
    await expect(store.compact('lab')).resolves.toBeUndefined();
    expect(store.health()).toMatchObject({ state: 'failing', error: 'ENOSPC' });
    expect(kept.lines[0].msg).toContain('Could not compact "lab" (ENOSPC)');
    await store.close();

    expect((await readdir(workspace.root)).filter((file) => file.endsWith('.tmp'))).toEqual([]);
    expect(await storedRevenues(workspace.root)).toEqual({ a: 1, b: 2, c: 3 });
  });
});

describe('a team server on a full disk', () => {
  it('refuses the change (4500) and keeps running; the change is stored once there is room', async () => {
    let full = false;
    const files = fullDiskFiles((path) => full && path.startsWith(documents));
    const server = await startTeamServer({
      dataDir: workspace.data,
      distDir: workspace.dist,
      port: 0,
      demo: true,
      storeFiles: files,
      log: kept.log,
    });
    const alex = await connectFounder(server.url, await signIn(server.url, DEMO.alex));
    const closes: number[] = [];
    alex.provider.on('close', ({ event }: { event: { code: number } }) => closes.push(event.code));
    try {
      full = true;
      applyProjectToDoc(alex.doc, sampleProject({ id: 'kept', name: 'Kept by the browser' }));
      await waitFor(() => closes.includes(CLOSE_CODES.notStored), 3000, 'the refusal');
      expect(await health(server)).toMatchObject({ status: 'degraded', store: { state: 'failing', error: 'ENOSPC' } });

      full = false;
      // The browser kept its change and sends it again as it reconnects.
      await alex.acknowledged();
      expect(await health(server)).toMatchObject({ status: 'ok', store: { state: 'ok' } });
    } finally {
      alex.disconnect();
      await server.close();
    }
    expect(Object.keys(await storedRevenues(documents))).toEqual(['kept']);
  });

  it('survives a compaction that fails when edits settle, and goes on storing changes', async () => {
    let full = false;
    // Only new files fail (the snapshot's temporary file): appends to the open log still succeed.
    const files = fullDiskFiles((path) => full && path.endsWith('.tmp'));
    const server = await startTeamServer({
      dataDir: workspace.data,
      distDir: workspace.dist,
      port: 0,
      demo: true,
      storeFiles: files,
      log: kept.log,
    });
    const alex = await connectFounder(server.url, await signIn(server.url, DEMO.alex));
    try {
      full = true;
      applyProjectToDoc(alex.doc, sampleProject({ id: 'a', revenue: 1 }));
      await alex.acknowledged();
      // Hocuspocus stores the lab two seconds after the last edit.
      await waitFor(() => kept.lines.some((line) => line.msg.includes('Could not compact')), 5000, 'the compaction');
      expect(await health(server)).toMatchObject({ store: { state: 'failing', error: 'ENOSPC' } });
      applyProjectToDoc(alex.doc, sampleProject({ id: 'b', revenue: 2 }));
      await alex.acknowledged();
    } finally {
      alex.disconnect();
      await server.close();
    }
    expect(await storedRevenues(documents)).toEqual({ a: 1, b: 2 });
  });
});
