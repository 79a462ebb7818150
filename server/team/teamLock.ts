import { open, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';

/** How long a change waits for another process's change of the team before it gives up. */
const WAIT_MS = 10_000;
const RETRY_MS = 20;

const lockPath = (dataDir: string) => join(dataDir, 'team.lock');

/** Whether the process that wrote a lock is gone (its lock is then stale and can be taken). */
function isGone(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

async function removeIfStale(path: string): Promise<void> {
  const pid = Number(await readFile(path, 'utf8').catch(() => ''));
  if (Number.isInteger(pid) && pid > 0 && isGone(pid)) await rm(path, { force: true });
}

/**
 * Runs `task` while this process alone changes the team's files (accounts.json, invitations.json)
 * of `dataDir`: the running server and the `team` and `passwd` commands each read, change and
 * write them under this lock (a file created exclusively, holding the process id), so a member
 * who keeps signing in cannot write back an account that a `remove` took out meanwhile. A lock
 * left by a process that died is taken over.
 */
export async function withTeamLock<T>(dataDir: string, task: () => Promise<T>): Promise<T> {
  const path = lockPath(dataDir);
  const giveUpAt = Date.now() + WAIT_MS;
  for (;;) {
    try {
      const handle = await open(path, 'wx');
      await handle.writeFile(String(process.pid));
      await handle.close();
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      await removeIfStale(path);
      if (Date.now() > giveUpAt) throw new Error(`The team's files stayed locked (${path}) for ${WAIT_MS / 1000} s.`);
      await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
    }
  }
  try {
    return await task();
  } finally {
    await rm(path, { force: true });
  }
}
