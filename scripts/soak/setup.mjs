// @ts-check
// The soak's servers: the team server compiled as `npm run team` compiles it (into a folder of
// its own), a minimal build for it to serve, one redis-server with a password, and two instances
// sharing the lab through it, each with its own data directory, on fixed ports.
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { freePort } from '../lib/preview.mjs';
import { compileTeamServer } from '../bench/team/servers.mjs';
import { redisServer, teamInstance } from './processes.mjs';

const SERVER_OUT = 'dist-soak-server';
const PAGE = `<!doctype html><html><head><meta http-equiv="Content-Security-Policy" content="default-src 'self'"></head><body></body></html>`;

/**
 * @param {{ firstPort?: number, log: (line: string) => void }} options three ports from
 *   `firstPort` (Redis, then the instances), or free ones
 */
export async function setUpServers({ firstPort, log }) {
  const root = await mkdtemp(join(tmpdir(), 'forge-soak-'));
  const main = compileTeamServer(SERVER_OUT);
  /** @type {{ FOUNDERS: readonly { email: string, name: string }[] }} */
  const { FOUNDERS } = await import(pathToFileURL(resolve(SERVER_OUT, 'contract', 'founders.js')).href);
  const distDir = join(root, 'dist');
  await mkdir(join(root, 'redis'), { recursive: true });
  await mkdir(distDir, { recursive: true });
  await Promise.all(['index.html', 'login.html', 'app.html'].map((file) => writeFile(join(distDir, file), PAGE)));

  const ports = firstPort
    ? [firstPort, firstPort + 1, firstPort + 2]
    : [await freePort(), await freePort(), await freePort()];
  const redis = redisServer({ port: ports[0], dir: join(root, 'redis'), password: randomBytes(16).toString('hex') });
  await redis.start();
  const instances = ['A', 'B'].map((name, index) =>
    teamInstance({
      name: `instance ${name}`,
      main,
      port: ports[index + 1],
      dataDir: join(root, `data-${name.toLowerCase()}`),
      distDir,
      redisUrl: redis.url,
      log,
    }),
  );
  for (const instance of instances) await instance.start();
  log(`Redis on ${ports[0]}; ${instances.map((instance) => `${instance.name} on ${instance.url}`).join(', ')}`);
  return { root, founders: FOUNDERS, redis, instances };
}
