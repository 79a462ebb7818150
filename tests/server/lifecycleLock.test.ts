import { mkdir, symlink } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTeamServer } from '../../server/teamServer';
import { makeWorkspace } from './support/fixtures';

let workspace: Awaited<ReturnType<typeof makeWorkspace>>;

beforeAll(async () => {
  workspace = await makeWorkspace();
});

afterAll(async () => {
  await workspace.remove();
});

const start = (dataDir: string) => startTeamServer({ dataDir, distDir: workspace.dist, port: 0, demo: true });

const inUse = (dataDir: string) => `Another team server (process ${process.pid}) is using ${resolve(dataDir)}.`;

// The lock across processes, and its release when the holder is killed, are in lifecycle.test.ts.
describe('the data directory’s lock', () => {
  it('keeps a second server off a directory a live one uses, naming its process', async () => {
    const dataDir = join(workspace.root, 'shared');
    const first = await start(dataDir);
    try {
      await expect(start(dataDir)).rejects.toThrow(inUse(dataDir));
    } finally {
      await first.close();
    }
    await (await start(dataDir)).close();
  });

  it('holds the directory itself, whatever path names it: a symlink to it is refused too', async () => {
    const dataDir = join(workspace.root, 'real');
    const alias = join(workspace.root, 'alias');
    await mkdir(dataDir);
    await symlink(dataDir, alias);
    const first = await start(dataDir);
    try {
      await expect(start(alias)).rejects.toThrow(inUse(alias));
    } finally {
      await first.close();
    }
  });

  it('lets one of two servers started at the same moment have a directory, and the other not', async () => {
    const dataDir = join(workspace.root, 'race');
    await mkdir(dataDir);
    const outcomes = await Promise.allSettled([start(dataDir), start(dataDir)]);
    const started = outcomes.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : []));
    await Promise.all(started.map((server) => server.close()));
    expect(started).toHaveLength(1);
    expect(outcomes.find((outcome) => outcome.status === 'rejected')).toMatchObject({
      reason: { message: inUse(dataDir) },
    });
  });

  it('locks each directory on its own: servers on two directories run side by side', async () => {
    const east = await start(join(workspace.root, 'east'));
    try {
      await (await start(join(workspace.root, 'west'))).close();
    } finally {
      await east.close();
    }
  });
});
