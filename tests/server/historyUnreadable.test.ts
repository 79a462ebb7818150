import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applyProjectToDoc } from '../../src/features/team/doc';
import { startTeamServer, type TeamServer } from '../../server/teamServer';
import { connectFounder, DEMO, signIn } from './support/clients';
import { makeWorkspace } from './support/fixtures';
import { entries, fetchHistory } from './support/history';
import { sampleProject } from './support/project';

let workspace: Awaited<ReturnType<typeof makeWorkspace>>;
let server: TeamServer | undefined;

beforeEach(async () => {
  workspace = await makeWorkspace();
});
afterEach(async () => {
  await server?.close();
  await workspace.remove();
});

describe('an unreadable history database', () => {
  it('is set aside whole and a new one started: the lab is served and its history recorded', async () => {
    const garbage = 'no database here, only words. '.repeat(200);
    await mkdir(workspace.data, { recursive: true });
    await writeFile(join(workspace.data, 'history.sqlite'), garbage);

    server = await startTeamServer({ dataDir: workspace.data, distDir: workspace.dist, port: 0, demo: true });
    const alex = await connectFounder(server.url, await signIn(server.url, DEMO.alex));
    applyProjectToDoc(alex.doc, sampleProject(), undefined, 'Alex Rivera');
    await alex.acknowledged();
    const { body } = await fetchHistory(server.url, '1', await signIn(server.url, DEMO.maya));
    expect(entries(body.versions)).toEqual(['added by Alex Rivera']);
    alex.disconnect();

    const aside = (await readdir(workspace.data)).filter((file) => file.startsWith('history.sqlite.unreadable-'));
    expect(aside).toHaveLength(1);
    expect(await readFile(join(workspace.data, aside[0]), 'utf8')).toBe(garbage);
  });
});
