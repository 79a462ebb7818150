// @vitest-environment node
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyProjectToDoc, projectFromDoc } from '../../src/features/team/doc';
import { startTeamServer, type TeamServer } from '../../server/teamServer';
import { connectFounder, DEMO, openFounder, signIn } from './support/clients';
import { makeWorkspace, waitFor } from './support/fixtures';
import { sampleProject } from './support/project';
import { spareRedisPort, startRedis } from './support/redis';

let workspace: Awaited<ReturnType<typeof makeWorkspace>>;
let redis: Awaited<ReturnType<typeof startRedis>>;
let redisDir: string;
const servers: TeamServer[] = [];

beforeAll(async () => {
  workspace = await makeWorkspace();
  // A Redis of its own, keeping its data (the sessions) across its restart, on a port no other test takes.
  redisDir = join(workspace.root, 'redis-data');
  await mkdir(redisDir);
  redis = await startRedis({ port: await spareRedisPort(), dir: redisDir });
});

afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
  await redis.stop();
  await workspace.remove();
}, 30_000);

async function instance(name: string) {
  const dataDir = join(workspace.root, name);
  const server = await startTeamServer({ dataDir, distDir: workspace.dist, port: 0, demo: true, redisUrl: redis.url });
  servers.push(server);
  return server;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves once every server's health says Redis is in `state`. */
async function redisIs(state: string, ...among: TeamServer[]) {
  const stateOf = async (server: TeamServer) =>
    ((await (await fetch(`${server.url}/api/health`)).json()) as { redis: { state: string } }).redis.state;
  for (const deadline = Date.now() + 10_000; ; await sleep(50)) {
    const states = await Promise.all(among.map(stateOf));
    if (states.every((each) => each === state)) return;
    if (Date.now() > deadline) throw new Error(`Redis is ${states.join(', ')}, not ${state}`);
  }
}

describe('a lab loaded while Redis is down', () => {
  it('is served at once from the instance’s copy, and joins the other instances once Redis is back', async () => {
    const east = await instance('east');
    const west = await instance('west');
    const alex = await connectFounder(east.url, await signIn(east.url, DEMO.alex));
    applyProjectToDoc(alex.doc, sampleProject({ id: 'before' }));
    await alex.acknowledged();
    // West knows Maya's session, but has not loaded the lab yet.
    const mayaCookie = await signIn(west.url, DEMO.maya);
    expect((await fetch(`${west.url}/api/session`, { headers: { Cookie: mayaCookie } })).status).toBe(200);

    await redis.stop();
    await redisIs('unreachable', east, west);
    const maya = openFounder(west.url, mayaCookie);
    await sleep(2000);
    const servedDuringOutage = maya.provider.synced;
    // Past ioredis's retries for a command waiting on the connection (20, about ten seconds).
    await sleep(10_000);

    redis = await startRedis({ port: redis.port, dir: redisDir });
    await redisIs('connected', east, west);
    applyProjectToDoc(alex.doc, sampleProject({ id: 'after' }));
    await waitFor(() => projectFromDoc(maya.doc, 'after') !== null, 10_000, 'Alex’s change on west');
    expect(projectFromDoc(maya.doc, 'before')).not.toBeNull();
    applyProjectToDoc(maya.doc, sampleProject({ id: 'from west', lastUpdatedBy: 'Maya Chen' }));
    await waitFor(() => projectFromDoc(alex.doc, 'from west') !== null, 10_000, 'Maya’s change on east');
    expect(servedDuringOutage).toBe(true);
    alex.disconnect();
    maya.disconnect();
  }, 60_000);
});
