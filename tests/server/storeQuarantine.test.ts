import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { applyProjectToDoc, projectFromDoc } from '../../src/features/team/doc';
import { openDocumentStore } from '../../server/store/documentStore';
import { startTeamServer } from '../../server/teamServer';
import { connectFounder, DEMO, signIn } from './support/clients';
import { makeWorkspace } from './support/fixtures';
import { revenueUpdates, storedRevenues } from './support/labUpdates';
import { keptLog } from './support/log';
import { sampleProject } from './support/project';

let workspace: Awaited<ReturnType<typeof makeWorkspace>>;
let documents: string;
/** What the store logged: each record it set aside, in order. */
let kept: ReturnType<typeof keptLog>;

beforeEach(async () => {
  workspace = await makeWorkspace();
  documents = join(workspace.data, 'documents');
  await mkdir(documents, { recursive: true });
  kept = keptLog();
});

afterEach(async () => {
  await workspace.remove();
});

/**
 * A change whose first item names itself as its left neighbour: it decodes like any update, and
 * Yjs throws when it applies it (what a buggy client or a flipped bit could leave in the log).
 */
function pointingAtItself(update: Uint8Array): Uint8Array {
  const decoder = decoding.createDecoder(update);
  const encoder = encoding.createEncoder();
  for (let field = 0; field < 4; field += 1) encoding.writeVarUint(encoder, decoding.readVarUint(decoder));
  const clock = Y.decodeUpdate(update).structs[0].id.clock;
  encoding.writeUint8(encoder, decoding.readUint8(decoder)); // the item's info: it has a left origin
  encoding.writeVarUint(encoder, decoding.readVarUint(decoder)); // the origin's client
  decoding.readVarUint(decoder);
  encoding.writeVarUint(encoder, clock);
  encoding.writeUint8Array(encoder, decoding.readTailAsUint8Array(decoder));
  return encoding.toUint8Array(encoder);
}

/** A lab of projects a (revenue 1) and b (2), with `bad` stored between them; returns the bad record. */
async function storeWith(bad: (doc: Y.Doc) => Uint8Array) {
  const doc = new Y.Doc();
  const [a] = revenueUpdates({ a: 1 }, doc);
  const badRecord = bad(doc);
  const [b] = revenueUpdates({ b: 2 });
  const store = openDocumentStore(documents, { log: kept.log });
  for (const update of [a, badRecord, b]) await store.append('lab', update);
  await store.close();
  return badRecord;
}

const changeOf = (doc: Y.Doc, change: () => void) => {
  const before = Y.encodeStateVector(doc);
  change();
  return Y.encodeStateAsUpdate(doc, before);
};

async function quarantined(): Promise<Buffer[]> {
  const folder = join(documents, 'quarantine');
  return Promise.all((await readdir(folder)).map((file) => readFile(join(folder, file))));
}

describe('a stored record the lab cannot take', () => {
  it('is set aside when it decodes but cannot be applied, and the lab loads without it', async () => {
    const bad = await storeWith((doc) =>
      pointingAtItself(changeOf(doc, () => applyProjectToDoc(doc, sampleProject({ id: 'a', revenue: 5 })))),
    );

    expect(await storedRevenues(documents, kept.log)).toEqual({ a: 1, b: 2 });
    expect(await quarantined()).toEqual([Buffer.from(bad)]);
    expect(kept.lines[0].msg).toMatch(/^Quarantined lab\.log record 2 \(byte \d+\) \(unreadable: /);
    // Set aside once: the next load finds a clean log.
    expect(await storedRevenues(documents, kept.log)).toEqual({ a: 1, b: 2 });
    expect(await quarantined()).toHaveLength(1);
  });

  it('is set aside when it breaks the lab’s shape: a value the rules refuse, a root the lab lacks', async () => {
    await storeWith((doc) =>
      changeOf(doc, () => (doc.getMap('projects').get('a') as Y.Map<unknown>).set('revenue', -40)),
    );
    await storeWith((doc) => changeOf(doc, () => doc.getMap('settings').set('theme', 'dark')));

    expect(await storedRevenues(documents, kept.log)).toEqual({ a: 1, b: 2 });
    expect(await quarantined()).toHaveLength(2);
    expect(kept.lines.map((line) => line.msg)).toEqual([
      expect.stringMatching(/^Quarantined lab\.log record 2 \(byte \d+\) \(project a: "revenue" has a value/),
      expect.stringMatching(/^Quarantined lab\.log record 5 \(byte \d+\) \(content outside the lab’s projects/),
    ]);
  });

  it('sets aside a snapshot that cannot be applied, and loads the log’s updates', async () => {
    const [a] = revenueUpdates({ a: 1 });
    const snapshot = new Uint8Array([...a.subarray(0, a.length - 3), 255, 255, 255]);
    await writeFile(join(documents, 'lab.ydoc'), snapshot);
    const store = openDocumentStore(documents, { log: kept.log });
    await store.append('lab', revenueUpdates({ c: 3 })[0]);
    await store.close();

    expect(await storedRevenues(documents, kept.log)).toEqual({ c: 3 });
    expect(await quarantined()).toEqual([Buffer.from(snapshot)]);
    expect(kept.lines[0].msg).toMatch(/^Quarantined lab\.ydoc \(unreadable: /);
  });

  it('never stops the founders from opening the lab', async () => {
    await storeWith((doc) =>
      pointingAtItself(changeOf(doc, () => applyProjectToDoc(doc, sampleProject({ id: 'a', revenue: 5 })))),
    );
    const server = await startTeamServer({
      dataDir: workspace.data,
      distDir: workspace.dist,
      port: 0,
      demo: true,
      log: kept.log,
    });
    try {
      const alex = await connectFounder(server.url, await signIn(server.url, DEMO.alex));
      expect(projectFromDoc(alex.doc, 'a')?.revenue).toBe(1);
      expect(projectFromDoc(alex.doc, 'b')?.revenue).toBe(2);
      alex.disconnect();
    } finally {
      await server.close();
    }
  });
});
