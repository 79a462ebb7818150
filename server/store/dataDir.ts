import { randomUUID } from 'node:crypto';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { SetupError } from '../setupError.js';
import { writeFileAtomic } from './atomicFile.js';
import { lockDirectory } from './lock.js';

export type DataDir = {
  path: string;
  documents: string;
  release(): Promise<void>;
  /**
   * Undoes a refused first start: when the directory was made or found empty by this start,
   * removes what the start put there (the lock is still held, so it is all this start's).
   */
  discard(): Promise<void>;
};

const exists = (path: string) =>
  stat(path).then(
    () => true,
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return false;
      throw error;
    },
  );

/**
 * Makes `path` and its missing parents one at a time (0700), and returns the first it made, or
 * null. Node's recursive mkdir never settles where mkdir answers ENOENT under a parent that
 * exists (anywhere under /proc); one level at a time, that answer is an error to report.
 */
async function makeDirectories(path: string): Promise<string | null> {
  const missing: string[] = [];
  for (let directory = path; !(await exists(directory)); directory = dirname(directory)) missing.unshift(directory);
  for (const directory of missing)
    await mkdir(directory, { mode: 0o700 }).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'EEXIST') throw error;
    });
  return missing[0] ?? null;
}

/**
 * Creates the data directory if needed, proves it writable (a file written crash-safely) and locks
 * it. A directory that cannot be written stops the start with a clear message, so no change is
 * ever acknowledged that could not be stored.
 */
export async function prepareDataDir(dir: string): Promise<DataDir> {
  const path = resolve(dir);
  const documents = join(path, 'documents');
  let made: string | null = null;
  let release: () => Promise<void>;
  let empty: boolean;
  try {
    made = await makeDirectories(path);
    empty = made !== null || (await readdir(path)).length === 0;
    await makeDirectories(documents);
    // A name of this start's own: two servers started at once each prove the directory, then one gets the lock.
    const probe = join(documents, `.write-check-${process.pid}-${randomUUID()}`);
    await writeFileAtomic(probe, 'ok');
    await rm(probe);
    release = await lockDirectory(path);
  } catch (error) {
    if (made) await rm(made, { recursive: true, force: true }).catch(() => undefined);
    if (error instanceof SetupError) throw error;
    const { code, message } = error as NodeJS.ErrnoException;
    throw new SetupError(
      `The data directory ${path} cannot be written (${code ?? message}): give --data one this user can create and write.`,
    );
  }
  async function discard() {
    if (!empty) return;
    if (made) return rm(made, { recursive: true, force: true });
    for (const entry of await readdir(path)) await rm(join(path, entry), { recursive: true, force: true });
  }
  return { path, documents, release, discard };
}
