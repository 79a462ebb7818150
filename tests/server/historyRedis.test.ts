// @vitest-environment node
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyProjectToDoc, projectFromDoc } from '../../src/features/team/doc';
import { startTeamServer, type TeamServer } from '../../server/teamServer';
import { connectFounder, DEMO, signIn } from './support/clients';
import { makeWorkspace, waitFor } from './support/fixtures';
import { entries, historyOf, setFields } from './support/history';
import { sampleProject } from './support/project';
import { startRedis } from './support/redis';
import { SAM } from './support/syncServer';

let workspace: Awaited<ReturnType<typeof makeWorkspace>>;
let redis: Awaited<ReturnType<typeof startRedis>>;
const servers: TeamServer[] = [];

beforeAll(async () => {
  [workspace, redis] = await Promise.all([makeWorkspace(), startRedis()]);
});

afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
  await redis.stop();
  await workspace.remove();
});

/** An instance with its own data directory, as on its own machine. */
async function instance(name: string) {
  const dataDir = join(workspace.root, name);
  await mkdir(dataDir, { recursive: true });
  const server = await startTeamServer({ dataDir, distDir: workspace.dist, port: 0, demo: true, redisUrl: redis.url });
  servers.push(server);
  return server;
}

describe('the history of two team servers sharing one lab through Redis', () => {
  it('holds on each instance every change, in the name of the founder who sent it', async () => {
    const east = await instance('history-east');
    const west = await instance('history-west');
    const alex = await connectFounder(east.url, await signIn(east.url, DEMO.alex));
    const maya = await connectFounder(west.url, await signIn(west.url, DEMO.maya));

    applyProjectToDoc(alex.doc, sampleProject({ revenue: 2500 }), undefined, 'Alex Rivera');
    await alex.acknowledged();
    await waitFor(() => projectFromDoc(maya.doc, '1') !== null, 2000, 'the project on the other instance');
    await setFields(maya, '1', { revenue: 3000 });

    for (const server of [east, west]) {
      const versions = await historyOf(server.url, await signIn(server.url, SAM), '1', 2);
      expect(entries(versions)).toEqual(['edited by Maya Chen', 'added by Alex Rivera']);
      expect(versions.map((version) => version.project.revenue)).toEqual([3000, 2500]);
    }
    alex.disconnect();
    maya.disconnect();
  });
});
