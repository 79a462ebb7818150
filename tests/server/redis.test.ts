// @vitest-environment node
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyProjectToDoc, projectFromDoc } from '../../src/features/team/doc';
import { startTeamServer, type TeamServer } from '../../server/teamServer';
import { connectFounder, DEMO, signIn } from './support/clients';
import { makeWorkspace, waitFor } from './support/fixtures';
import { sampleProject } from './support/project';
import { spareRedisPort, startRedis } from './support/redis';

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
async function instance(name: string, redisUrl?: string) {
  const dataDir = join(workspace.root, name);
  await mkdir(dataDir, { recursive: true });
  const server = await startTeamServer({ dataDir, distDir: workspace.dist, port: 0, demo: true, redisUrl });
  servers.push(server);
  return server;
}

describe('two team servers sharing one lab through Redis', () => {
  it('carry a founder’s change to a founder on the other instance, and keep it on both', async () => {
    const east = await instance('east', redis.url);
    const west = await instance('west', redis.url);
    const alex = await connectFounder(east.url, await signIn(east.url, DEMO.alex));
    const maya = await connectFounder(west.url, await signIn(west.url, DEMO.maya));

    applyProjectToDoc(alex.doc, sampleProject({ name: 'Shared across instances' }));
    await waitFor(() => projectFromDoc(maya.doc, '1') !== null, 1000, 'the change on the other instance');
    applyProjectToDoc(
      maya.doc,
      sampleProject({ name: 'Shared across instances', revenue: 75, lastUpdatedBy: 'Maya Chen' }),
    );
    await waitFor(() => projectFromDoc(alex.doc, '1')?.revenue === 75, 1000, 'the reply on the first instance');

    alex.disconnect();
    maya.disconnect();
    await Promise.all(servers.splice(0).map((server) => server.close()));
    // Each instance stored what reached it through Redis: alone, west still has Alex's project.
    const westAlone = await instance('west');
    const sam = await connectFounder(westAlone.url, await signIn(westAlone.url, 'sam@forgelab.dev'));
    expect(projectFromDoc(sam.doc, '1')).toMatchObject({ name: 'Shared across instances', revenue: 75 });
    sam.disconnect();
  });

  it('keep serving their founders through a Redis outage, and converge once it is back', async () => {
    // A Redis of their own that keeps its data (the sessions) across its restart, as in production,
    // on a port no other test takes while it is down.
    const dir = join(workspace.root, 'redis-data');
    await mkdir(dir);
    let shared = await startRedis({ port: await spareRedisPort(), dir });
    const east = await instance('east-outage', shared.url);
    const west = await instance('west-outage', shared.url);
    const alex = await connectFounder(east.url, await signIn(east.url, DEMO.alex));
    const maya = await connectFounder(west.url, await signIn(west.url, DEMO.maya));
    const health = async () => (await fetch(`${east.url}/api/health`)).json() as Promise<{ redis: { state: string } }>;
    applyProjectToDoc(alex.doc, sampleProject({ id: 'before' }));
    await waitFor(() => projectFromDoc(maya.doc, 'before') !== null, 1000, 'the change before the outage');

    await shared.stop();
    const during = ['during-1', 'during-2', 'during-3'];
    for (const id of during) {
      applyProjectToDoc(alex.doc, sampleProject({ id }));
      await alex.acknowledged();
    }
    expect(await health()).toMatchObject({ status: 'degraded', redis: { state: 'unreachable' } });
    expect(projectFromDoc(maya.doc, 'during-1')).toBeNull();

    shared = await startRedis({ port: shared.port, dir });
    // No edit after Redis is back: the instances catch up by themselves.
    await waitFor(() => during.every((id) => projectFromDoc(maya.doc, id) !== null), 10_000, 'west catching up');
    expect(await health()).toMatchObject({ status: 'ok', redis: { state: 'connected' } });
    alex.disconnect();
    maya.disconnect();
    await Promise.all(servers.splice(0).map((server) => server.close()));
    await shared.stop();
  });

  it('share sessions: signed in on one instance is signed in on the other', async () => {
    const east = await instance('east-sessions', redis.url);
    const west = await instance('west-sessions', redis.url);
    const cookie = await signIn(east.url, DEMO.alex);
    const onWest = await fetch(`${west.url}/api/session`, { headers: { Cookie: cookie } });
    expect(onWest.status).toBe(200);
    const alex = await connectFounder(west.url, cookie);
    expect(alex.provider.isAuthenticated).toBe(true);
    alex.disconnect();
  });
});
