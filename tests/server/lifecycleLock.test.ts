// @vitest-environment node
import { spawn } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
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

const sleep = (ms: number) => new Promise((resolveSleep) => setTimeout(resolveSleep, ms));

/** A process that has ended but that its parent never reaped, and the parent that keeps it so. */
async function zombie(): Promise<{ pid: number; release(): void }> {
  const parent = spawn('sh', ['-c', 'sleep 0 & echo $!; exec sleep 30'], { stdio: ['ignore', 'pipe', 'ignore'] });
  const pid = await new Promise<number>((resolvePid) => parent.stdout.once('data', (line) => resolvePid(Number(line))));
  const state = async () => (await readFile(`/proc/${pid}/stat`, 'utf8')).split(' ')[2];
  for (let tries = 0; (await state()) !== 'Z'; tries += 1) {
    if (tries > 100) throw new Error('No zombie');
    await sleep(50);
  }
  return { pid, release: () => parent.kill('SIGKILL') };
}

describe('the data directory’s lock', () => {
  it('never refuses a start over a server.pid left by a crash, whatever its number names now', async () => {
    const dead = await zombie();
    try {
      // An unrelated live program (a number reused after a reboot), a zombie, a number free now.
      for (const pid of [process.ppid, dead.pid, 4_000_000]) {
        const dataDir = join(workspace.root, `stale-${pid}`);
        await mkdir(dataDir, { recursive: true });
        await writeFile(join(dataDir, 'server.pid'), String(pid));
        await (await start(dataDir)).close();
      }
    } finally {
      dead.release();
    }
  });

  it('keeps a second server off a directory a live one uses, naming its process', async () => {
    const dataDir = join(workspace.root, 'shared');
    const first = await start(dataDir);
    try {
      await expect(start(dataDir)).rejects.toThrow(
        `Another team server (process ${process.pid}) is using ${resolve(dataDir)}.`,
      );
    } finally {
      await first.close();
    }
    await (await start(dataDir)).close();
  });
});
