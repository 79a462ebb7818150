import { mkdir, open, readFile, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { SetupError } from '../setupError.js';
import { writeFileAtomic } from './atomicFile.js';

export type DataDir = { path: string; documents: string; release(): Promise<void> };

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Takes `server.pid`, so two servers never write one directory; a dead server's file is taken over. */
async function lock(path: string): Promise<void> {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const handle = await open(path, 'wx', 0o600);
      await handle.writeFile(String(process.pid));
      await handle.sync();
      await handle.close();
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number(await readFile(path, 'utf8').catch(() => ''));
      if (pid && pid !== process.pid && isRunning(pid))
        throw new SetupError(`Another team server (process ${pid}) is using ${resolve(path, '..')}.`);
      await rm(path, { force: true });
    }
  }
  throw new SetupError(`Could not lock ${path}.`);
}

/**
 * Creates the data directory if needed, proves it writable (a file written crash-safely) and locks
 * it. A directory that cannot be written stops the start with a clear message, so no change is
 * ever acknowledged that could not be stored.
 */
export async function prepareDataDir(dir: string): Promise<DataDir> {
  const path = resolve(dir);
  const documents = join(path, 'documents');
  try {
    await mkdir(documents, { recursive: true, mode: 0o700 });
    const probe = join(documents, '.write-check');
    await writeFileAtomic(probe, 'ok');
    await rm(probe);
    await lock(join(path, 'server.pid'));
  } catch (error) {
    if (error instanceof SetupError) throw error;
    const { code, message } = error as NodeJS.ErrnoException;
    throw new SetupError(`The data directory ${path} cannot be written (${code ?? message}).`);
  }
  return { path, documents, release: () => rm(join(path, 'server.pid'), { force: true }) };
}
