import { chmod, readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applyProjectToDoc } from '../../src/features/team/doc';
import { backupLab } from '../../server/cli/labBackup';
import { startTeamServer, type TeamServer } from '../../server/teamServer';
import { connectFounder, DEMO, signIn } from './support/clients';
import { makeWorkspace } from './support/fixtures';
import { historyOf } from './support/history';
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

/** Each file under `dir` (its path from `dir`) with its permission bits, e.g. "history.sqlite 600". */
async function modes(dir: string): Promise<string[]> {
  const found = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = found.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
  const shown = await Promise.all(
    files.map(async (file) => `${file.slice(dir.length + 1)} ${((await stat(file)).mode & 0o777).toString(8)}`),
  );
  return shown.sort();
}

/** A server with a lab of one project and its history, the history's journal open. */
async function labWithHistory() {
  const { url } = await start();
  const cookie = await signIn(url, DEMO.alex);
  const alex = await connectFounder(url, cookie);
  applyProjectToDoc(alex.doc, sampleProject({ id: 'p1' }), undefined, 'Alex Rivera');
  await alex.acknowledged();
  await historyOf(url, cookie, 'p1', 1);
  alex.disconnect();
}

describe('the files holding the lab', () => {
  it('are readable by the server’s user only: the data directory’s, the history’s journal included', async () => {
    await labWithHistory();
    const files = await modes(workspace.data);
    expect(files).toEqual(expect.arrayContaining(['history.sqlite 600', 'history.sqlite-wal 600']));
    expect(files.filter((file) => !file.endsWith(' 600'))).toEqual([]);
  });

  it('are readable by the server’s user only in a backup, the history beside it too', async () => {
    await labWithHistory();
    const backup = join(workspace.root, 'lab.backup');
    await backupLab(workspace.data, backup);
    expect(await modes(workspace.root).then((files) => files.filter((file) => file.startsWith('lab.backup')))).toEqual([
      'lab.backup 600',
      'lab.backup.history.sqlite 600',
    ]);
  });

  it('are made private when an older version left the history readable by all', async () => {
    await labWithHistory();
    await server!.close();
    server = undefined;
    await chmod(join(workspace.data, 'history.sqlite'), 0o644);
    await start();
    expect(await modes(workspace.data)).toContain('history.sqlite 600');
  });
});
