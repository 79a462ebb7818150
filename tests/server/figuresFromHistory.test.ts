import Database from 'better-sqlite3';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { addMonths, monthOf } from '../../contract/figures';
import { DOC_FIELDS } from '../../contract/labDocument';
import { startTeamServer, type TeamServer } from '../../server/teamServer';
import { HISTORY_FILE } from '../../server/history/historyDb';
import { projectFromDoc, projectsMap } from '../../src/features/team/doc';
import { connectFounder, DEMO, signIn } from './support/clients';
import { makeWorkspace, waitFor } from './support/fixtures';
import { fullDiskFiles } from './support/labUpdates';
import { keptLog } from './support/log';
import type { Log } from '../../server/log';
import type { StoreFiles } from '../../server/store/files';
import { setFields } from './support/history';
import { sampleProject } from './support/project';

let workspace: Awaited<ReturnType<typeof makeWorkspace>>;
let server: TeamServer | undefined;
const start = (storeFiles?: StoreFiles, log?: Log) =>
  startTeamServer({ dataDir: workspace.data, distDir: workspace.dist, port: 0, demo: true, storeFiles, log });

afterEach(async () => {
  await server?.close();
  await workspace.remove();
});

const month = (back: number) => addMonths(monthOf(new Date(), 'utc'), -back);
const midMonth = (back: number) => Date.parse(`${month(back)}-15T12:00:00.000Z`);

/**
 * A lab stored by a release from before the figures: one project, no month keys, two versions
 * stored two and one months ago, and a history not marked as having given them.
 */
async function storeLabFromBeforeTheFigures() {
  workspace = await makeWorkspace();
  server = await start();
  // An earlier release's browser: the project's fields, no month keys.
  const alex = await connectFounder(server.url, await signIn(server.url, DEMO.alex));
  const { figures: _none, ...fields } = sampleProject({ revenue: 100, subscribers: 1 });
  alex.doc.transact(() => {
    const map = projectsMap(alex.doc).set('1', new Y.Map<unknown>());
    for (const field of DOC_FIELDS) if (fields[field] !== undefined) map.set(field, fields[field]);
  });
  await alex.acknowledged();
  await setFields(alex, '1', { revenue: 250, subscribers: 5, lastUpdated: new Date(midMonth(1)).toISOString() });
  alex.disconnect();
  await server.close();
  server = undefined;

  // Its versions were stored two and one months ago, by a release that wrote no figures (and so
  // had not marked its history as having given them).
  const db = new Database(join(workspace.data, HISTORY_FILE));
  db.prepare('UPDATE versions SET at = ? WHERE id = 1').run(midMonth(2));
  db.prepare('UPDATE versions SET at = ? WHERE id = 2').run(midMonth(1));
  db.prepare("DELETE FROM meta WHERE key = 'figuresFromHistory'").run();
  db.close();
}

const theMonths = () => ({
  [month(2)]: { revenue: 100, subscribers: 1 },
  [month(1)]: { revenue: 250, subscribers: 5 },
});

describe('a team lab from before the figures', () => {
  it('gets each project’s months from the server’s history, and records no version for it', async () => {
    await storeLabFromBeforeTheFigures();
    server = await start();
    const maya = await connectFounder(server.url, await signIn(server.url, DEMO.maya));
    await waitFor(() => projectFromDoc(maya.doc, '1') !== null, 2000, 'the lab');
    expect(projectFromDoc(maya.doc, '1')?.figures).toEqual(theMonths());
    const history = await fetch(`${server.url}/api/projects/1/history`, {
      headers: { Cookie: await signIn(server.url, DEMO.maya) },
    });
    expect(((await history.json()) as { versions: unknown[] }).versions).toHaveLength(2);
    maya.disconnect();
  });

  it('gives them again at the next start when the disk refused to store them', async () => {
    await storeLabFromBeforeTheFigures();
    let full = true;
    const kept = keptLog();
    server = await start(
      fullDiskFiles(() => full),
      kept.log,
    );
    const sam = await connectFounder(server.url, await signIn(server.url, DEMO.alex));
    await waitFor(() => projectFromDoc(sam.doc, '1') !== null, 2000, 'the lab');
    sam.disconnect();
    await server.close();
    server = undefined;
    expect(kept.text()).toContain('Could not give the lab its monthly figures');

    full = false;
    server = await start();
    const maya = await connectFounder(server.url, await signIn(server.url, DEMO.maya));
    await waitFor(() => projectFromDoc(maya.doc, '1') !== null, 2000, 'the lab');
    expect(projectFromDoc(maya.doc, '1')?.figures).toEqual(theMonths());
    maya.disconnect();
  });
});
