// @vitest-environment node
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLOSE_CODES } from '../../contract/closeCodes';
import { startTeamServer, type TeamServer } from '../../server/teamServer';
import { DEMO, postSession, rawSocket, signIn } from './support/clients';
import { makeWorkspace } from './support/fixtures';
import { spareRedisPort, startRedis } from './support/redis';

let workspace: Awaited<ReturnType<typeof makeWorkspace>>;
let redis: Awaited<ReturnType<typeof startRedis>>;
let redisDir: string;
const servers: TeamServer[] = [];

async function instance(name: string) {
  const server = await startTeamServer({
    dataDir: join(workspace.root, name),
    distDir: workspace.dist,
    port: 0,
    demo: true,
    redisUrl: redis.url,
  });
  servers.push(server);
  return server;
}

beforeAll(async () => {
  workspace = await makeWorkspace();
  // A Redis of its own, keeping its data across its restart, on a port no other test takes meanwhile.
  redisDir = join(workspace.root, 'redis-data');
  await mkdir(redisDir);
  redis = await startRedis({ port: await spareRedisPort(), dir: redisDir });
});

// Closing waits a while for a Redis that is still down when a check fails.
afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
  await redis.stop();
  await workspace.remove();
}, 30_000);

const redisState = async (server: TeamServer) =>
  ((await (await fetch(`${server.url}/api/health`)).json()) as { redis: { state: string } }).redis.state;

/** Resolves once every server's health says Redis is in `state`. */
async function redisIs(state: string, ...among: TeamServer[]) {
  for (const deadline = Date.now() + 10_000; ; await new Promise((resolve) => setTimeout(resolve, 50))) {
    const states = await Promise.all(among.map(redisState));
    if (states.every((each) => each === state)) return;
    if (Date.now() > deadline) throw new Error(`Redis is ${states.join(', ')}, not ${state}`);
  }
}

describe('a Redis outage', () => {
  it('pauses new sign-ins with 503 and Retry-After, refuses a session it cannot check with a reason', async () => {
    const east = await instance('east');
    const west = await instance('west');
    const cookie = await signIn(east.url, DEMO.alex);
    await redis.stop();
    await redisIs('unreachable', east, west);

    const paused = await postSession(east.url, { email: DEMO.maya, password: DEMO.password });
    expect(paused.status).toBe(503);
    expect(Number(paused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await paused.json()) as { error: string }).error).toMatch(/try again/i);

    // West never saw this session, so it cannot tell whether it still holds.
    const refused = await rawSocket(west.url, { Cookie: cookie }).outcome;
    expect(refused.code).toBe(CLOSE_CODES.sessionUnchecked);
    expect(refused.reason).toMatch(/cannot be checked/);

    redis = await startRedis({ port: redis.port, dir: redisDir });
    await redisIs('connected', east, west);
    expect((await postSession(east.url, { email: DEMO.maya, password: DEMO.password })).status).toBe(200);
    const accepted = rawSocket(west.url, { Cookie: cookie });
    await new Promise((resolve) => accepted.socket.once('open', resolve));
    accepted.terminate();
  }, 30_000);
});
