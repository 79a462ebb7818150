import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import type { foldAside as FoldAside } from '../../server/store/foldAside';
import { foldRecords, type StoredRecord } from '../../server/store/foldRecords';
import { compileServer } from './support/childServer';
import { revenues, revenueUpdates } from './support/labUpdates';
import { keptLog } from './support/log';

let compiled: Awaited<ReturnType<typeof compileServer>> | undefined;
let foldAside: typeof FoldAside;

// The fold's thread runs the compiled worker, as `npm run team` does: the module is imported from
// the compiled server.
beforeAll(async () => {
  compiled = await compileServer();
  const module = join(dirname(compiled.main), 'store', 'foldAside.js');
  ({ foldAside } = (await import(pathToFileURL(module).href)) as { foldAside: typeof FoldAside });
}, 120_000);

afterAll(() => compiled?.remove());

/** A lab of `size` projects as its snapshot, then a stray update the lab cannot take, then an edit. */
function storedLab(size: number): StoredRecord[] {
  const doc = new Y.Doc();
  revenueUpdates(Object.fromEntries(Array.from({ length: size }, (_, index) => [`p${index}`, index])), doc);
  const snapshot = Y.encodeStateAsUpdate(doc);
  const [edit] = revenueUpdates({ p0: 4200 }, doc);
  const stray = new Y.Doc();
  stray.getArray('notes').push(['outside the lab']);
  return [
    { update: snapshot, position: 'lab.ydoc' },
    { update: Y.encodeStateAsUpdate(stray), position: 'lab.log record 1 (byte 0)' },
    { update: edit, position: 'lab.log record 2 (byte 90)' },
  ];
}

const labOf = (state: Uint8Array) => {
  const doc = new Y.Doc();
  Y.applyUpdate(doc, state);
  return revenues(doc);
};

/** Folds, counting the turns the event loop took meanwhile: none when the fold held this thread. */
async function foldCountingTurns(records: StoredRecord[]) {
  let turns = 0;
  const timer = setInterval(() => (turns += 1), 1);
  try {
    return { folded: await foldAside(records, keptLog().log), turns };
  } finally {
    clearInterval(timer);
  }
}

describe('folding a stored document', () => {
  it('folds a large lab on a thread of its own, as the server thread would, leaving out what breaks the lab', async () => {
    const records = storedLab(3000);
    const { folded, turns } = await foldCountingTurns(records);
    const here = foldRecords(records);

    expect(turns).toBeGreaterThan(0);
    expect(labOf(folded.state)).toEqual(labOf(here.state));
    expect(labOf(folded.state).p0).toBe(4200);
    expect(Object.keys(labOf(folded.state))).toHaveLength(3000);
    expect(folded.rejected.map(({ position, reason }) => ({ position, reason }))).toEqual([
      { position: 'lab.log record 1 (byte 0)', reason: 'a list where the lab has only maps' },
    ]);
    expect(Buffer.from(folded.rejected[0].update)).toEqual(Buffer.from(records[1].update));
  });

  it('folds a small lab on the server thread, where starting a thread would cost more', async () => {
    const records = storedLab(20);
    const { folded, turns } = await foldCountingTurns(records);
    expect(turns).toBe(0);
    expect(labOf(folded.state)).toEqual(labOf(foldRecords(records).state));
  });
});
