import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { startTeamServer, type TeamServer } from '../../../server/teamServer';
import { makeWorkspace } from './fixtures';
import { spareRedisPort, startRedis } from './redis';

type Workspace = Awaited<ReturnType<typeof makeWorkspace>>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const redisStateOf = async (server: TeamServer) =>
  ((await (await fetch(`${server.url}/api/health`)).json()) as { redis: { state: string } }).redis.state;

/**
 * A workspace and a Redis of their own for a test file, and the team-server instances its tests
 * start on them, each with its own data directory as on its own machine. Redis keeps its data (the
 * sessions) across a restart, as in production, on a port no other test takes while it is down.
 * Every instance still open is closed after the file's tests, then Redis is stopped.
 */
export function useSharedRedis() {
  let workspace: Workspace;
  let redis: Awaited<ReturnType<typeof startRedis>>;
  let redisDir: string;
  const servers: TeamServer[] = [];

  beforeAll(async () => {
    workspace = await makeWorkspace();
    redisDir = join(workspace.root, 'redis-data');
    await mkdir(redisDir);
    redis = await startRedis({ port: await spareRedisPort(), dir: redisDir });
  });

  afterAll(async () => {
    await Promise.all(servers.splice(0).map((server) => server.close()));
    await redis.stop();
    await workspace.remove();
  });

  return {
    get workspace() {
      return workspace;
    },
    get redisUrl() {
      return redis.url;
    },
    /** An instance sharing the lab through this Redis (or the one at `redisUrl`), or alone (`redisUrl: null`). */
    async instance(name: string, options: { redisUrl?: string | null } = {}) {
      const dataDir = join(workspace.root, name);
      await mkdir(dataDir, { recursive: true });
      const redisUrl = options.redisUrl === undefined ? redis.url : (options.redisUrl ?? undefined);
      const server = await startTeamServer({ dataDir, distDir: workspace.dist, port: 0, demo: true, redisUrl });
      servers.push(server);
      return server;
    },
    /** Closes every instance started so far. */
    closeInstances: () => Promise.all(servers.splice(0).map((server) => server.close())),
    stopRedis: () => redis.stop(),
    async startRedisAgain() {
      redis = await startRedis({ port: redis.port, dir: redisDir });
    },
    /** Resolves once every server's health says Redis is in `state`; fails after ten seconds. */
    async redisIs(state: 'connected' | 'unreachable', ...among: TeamServer[]) {
      for (const deadline = Date.now() + 10_000; ; await sleep(50)) {
        const states = await Promise.all(among.map(redisStateOf));
        if (states.every((each) => each === state)) return;
        if (Date.now() > deadline) throw new Error(`Redis is ${states.join(', ')}, not ${state}`);
      }
    },
  };
}

/** Two instances of this file's Redis, east and west, each with its own data directory, started before the tests. */
export function useEastAndWest(shared: ReturnType<typeof useSharedRedis>) {
  const instances = {} as { east: TeamServer; west: TeamServer };
  beforeAll(async () => {
    [instances.east, instances.west] = await Promise.all([shared.instance('east'), shared.instance('west')]);
  });
  return instances;
}
