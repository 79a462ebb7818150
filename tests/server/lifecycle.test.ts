import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { applyProjectToDoc } from '../../src/features/team/doc';
import { startTeamServer } from '../../server/teamServer';
import { useCompiledTeam } from './support/compiledTeam';
import { connectFounder, DEMO, signIn } from './support/clients';
import { sampleProject } from './support/project';
import { spareRedisPort, startRedis } from './support/redis';

const team = useCompiledTeam();

const serve = (data: string, extra: string[] = []) => team.serve(data, extra);

const startsAndStops = async (dataDir: string) => {
  const server = await startTeamServer({ dataDir, distDir: team.workspace.dist, port: 0, demo: true });
  await server.close();
};

const sleep = (ms: number) => new Promise((resolveSleep) => setTimeout(resolveSleep, ms));

async function eventually(check: () => boolean | Promise<boolean>, timeoutMs: number, what: string) {
  for (const deadline = Date.now() + timeoutMs; !(await check()); await sleep(100))
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
}

describe('the data directory’s lock', () => {
  it('keeps a second server off a directory a live one uses, and frees it the moment that one is killed', async () => {
    const dataDir = join(team.workspace.root, 'shared');
    const first = serve(dataDir);
    await first.url;
    await expect(startsAndStops(dataDir)).rejects.toThrow(
      `Another team server (process ${first.pid}) is using ${resolve(dataDir)}.`,
    );
    first.kill('SIGKILL');
    await first.exited;
    // No stale lock to wait out: the restart after a crash starts at once.
    const second = serve(dataDir);
    await second.url;
    second.kill('SIGTERM');
    expect((await second.exited).code).toBe(0);
  });
});

describe('a Redis outage', () => {
  it('leaves the server serving past ioredis’s retries, said at /api/health, and over once Redis is back', async () => {
    const dir = join(team.workspace.root, 'redis-data');
    await mkdir(dir);
    let redis = await startRedis({ port: await spareRedisPort(), dir });
    const server = serve(join(team.workspace.root, 'outage'), ['--redis', redis.url]);
    const url = await server.url;
    const health = async () => (await (await fetch(`${url}/api/health`)).json()) as { redis: { state: string } };
    const alex = await connectFounder(url, await signIn(url, DEMO.alex));
    let alive = true;
    void server.exited.then(() => (alive = false));

    await redis.stop();
    // ioredis gave up on a command after about twelve seconds, which used to end the process.
    for (let edit = 1, until = Date.now() + 14_000; Date.now() < until; edit += 1) {
      applyProjectToDoc(alex.doc, sampleProject({ id: `during-${edit}` }));
      // Generous: each change is fsynced, and the disk may be busy.
      await eventually(() => !alex.provider.hasUnsyncedChanges, 15_000, 'acknowledgement');
      await sleep(1000);
    }
    expect(alive).toBe(true);
    expect(await health()).toMatchObject({ status: 'degraded', redis: { state: 'unreachable' } });

    redis = await startRedis({ port: redis.port, dir });
    await eventually(async () => (await health()).redis.state === 'connected', 10_000, 'Redis back');
    alex.disconnect();
    server.kill('SIGTERM');
    const { code, output } = await server.exited;
    await redis.stop();
    expect(code).toBe(0);
    expect(output).toContain(`Redis at ${redis.url} is unreachable: founders keep working on this instance's copy`);
    expect(output).toContain(`Redis at ${redis.url} is back: catching up with the other instances.`);
  }, 60_000);

  it('stops within 10 s of SIGTERM even while Redis hangs, freeing the directory', async () => {
    const redis = await startRedis();
    const dataDir = join(team.workspace.root, 'stop');
    const server = serve(dataDir, ['--redis', redis.url]);
    const url = await server.url;
    const alex = await connectFounder(url, await signIn(url, DEMO.alex));
    applyProjectToDoc(alex.doc, sampleProject());
    await alex.acknowledged();
    redis.freeze();

    const asked = Date.now();
    server.kill('SIGTERM');
    const { output } = await server.exited;
    expect(Date.now() - asked).toBeLessThan(11_000);
    expect(output).toContain('Stopping took over 10 s: exiting now.');
    alex.disconnect();
    await startsAndStops(dataDir);
    await redis.stop();
  }, 30_000);
});
