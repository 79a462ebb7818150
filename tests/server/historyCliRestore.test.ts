import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applyProjectToDoc, removeProjectFromDoc } from '../../src/features/team/doc';
import { backupLab, restoreLab } from '../../server/cli/labBackup';
import { startTeamServer, type TeamServer } from '../../server/teamServer';
import { connectFounder, DEMO, signIn } from './support/clients';
import { makeWorkspace } from './support/fixtures';
import { entries, fetchHistory, setFields } from './support/history';
import { sampleProject } from './support/project';

let workspace: Awaited<ReturnType<typeof makeWorkspace>>;
let server: TeamServer | undefined;
const start = async () =>
  (server = await startTeamServer({ dataDir: workspace.data, distDir: workspace.dist, port: 0, demo: true }));

beforeEach(async () => {
  workspace = await makeWorkspace();
});
afterEach(async () => {
  await server?.close();
  await workspace.remove();
});

describe('restore on the command line', () => {
  it('backs up the history beside the lab, and a restore is recorded in the name it runs by', async () => {
    let { url } = await start();
    const alex = await connectFounder(url, await signIn(url, DEMO.alex));
    applyProjectToDoc(alex.doc, sampleProject({ id: 'kept', revenue: 1 }), undefined, 'Alex Rivera');
    applyProjectToDoc(alex.doc, sampleProject({ id: 'deleted since' }), undefined, 'Alex Rivera');
    await alex.acknowledged();
    const backup = join(workspace.root, 'lab.backup');
    expect(await backupLab(workspace.data, backup)).toContain(`and its history to ${backup}.history.sqlite`);
    const copy = new Database(`${backup}.history.sqlite`, { readonly: true });
    expect(copy.prepare('SELECT project_id, kind FROM versions ORDER BY id').all()).toEqual([
      { project_id: 'kept', kind: 'added' },
      { project_id: 'deleted since', kind: 'added' },
    ]);
    copy.close();
    await setFields(alex, 'kept', { revenue: 2 });
    removeProjectFromDoc(alex.doc, 'deleted since', 'Alex Rivera');
    applyProjectToDoc(alex.doc, sampleProject({ id: 'added since' }), undefined, 'Alex Rivera');
    await alex.acknowledged();
    alex.disconnect();
    await server!.close();
    server = undefined;

    await restoreLab({ dataDir: workspace.data, from: backup, by: 'Restore' });

    ({ url } = await start());
    const cookie = await signIn(url, DEMO.maya);
    const history = async (id: string) => entries((await fetchHistory(url, id, cookie)).body.versions);
    expect(await history('kept')).toEqual(['restored by Restore', 'edited by Alex Rivera', 'added by Alex Rivera']);
    expect((await fetchHistory(url, 'kept', cookie)).body.versions[0].project.revenue).toBe(1);
    expect(await history('deleted since')).toEqual([
      'restored by Restore',
      'deleted by Alex Rivera',
      'added by Alex Rivera',
    ]);
    expect(await history('added since')).toEqual(['deleted by Restore', 'added by Alex Rivera']);
  });
});
