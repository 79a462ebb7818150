import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base } from '@playwright/test';
import { compileServer, runTeam, type Child } from '../../../server/support/childServer';

/** The build the browser tests run against (playwright.config.ts builds it before any test). */
const DIST = process.env.FORGE_OUT_DIR ?? 'dist';

export type TeamServer = {
  url: string;
  /** Kills the server at once (SIGKILL: no chance to store anything more) and waits for it to end. */
  kill(): Promise<void>;
  /** Starts it again on the same port and data directory, as after a crash. */
  restart(): Promise<void>;
};

type Start = (options?: { redis?: string; data?: string }) => Promise<TeamServer>;

/**
 * `npm run team -- --demo` for each test: the server compiled once per worker, each instance on a
 * spare port with a fresh data directory, and everything stopped and removed after the test.
 */
export const test = base.extend<{ startTeam: Start; team: TeamServer }, { serverMain: string }>({
  serverMain: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const compiled = await compileServer();
      await use(compiled.main);
      await compiled.remove();
    },
    { scope: 'worker' },
  ],
  startTeam: async ({ serverMain }, use) => {
    const children: Child[] = [];
    const dataDirs: string[] = [];
    const launch = async (port: number, data: string, redis?: string) => {
      const args = ['--demo', '--port', String(port), '--data', data, '--dist', DIST];
      const child = runTeam(serverMain, redis ? [...args, '--redis', redis] : args);
      children.push(child);
      await child.url;
      return child;
    };
    await use(async ({ redis, data } = {}) => {
      const dataDir = data ?? (await mkdtemp(join(tmpdir(), 'forge-team-e2e-')));
      dataDirs.push(dataDir);
      // Port 0: the server takes a free port itself. A port probed here and handed over later can
      // be taken in between by another worker's browser or server ("exited before listening").
      let child = await launch(0, dataDir, redis);
      const url = await child.url;
      const port = Number(new URL(url).port);
      return {
        url,
        async kill() {
          child.kill('SIGKILL');
          await child.exited;
        },
        async restart() {
          child = await launch(port, dataDir, redis);
        },
      };
    });
    for (const child of children) child.kill('SIGTERM');
    await Promise.all(children.map((child) => child.exited));
    await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
  },
  team: async ({ startTeam }, use) => use(await startTeam()),
});

export { expect } from '@playwright/test';
