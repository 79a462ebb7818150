import { mkdir, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { SetupError } from '../setupError.js';
import { writeFileAtomic } from './atomicFile.js';
import { lockDirectory } from './lock.js';

export type DataDir = { path: string; documents: string; release(): Promise<void> };

/**
 * Creates the data directory if needed, proves it writable (a file written crash-safely) and locks
 * it. A directory that cannot be written stops the start with a clear message, so no change is
 * ever acknowledged that could not be stored.
 */
export async function prepareDataDir(dir: string): Promise<DataDir> {
  const path = resolve(dir);
  const documents = join(path, 'documents');
  let release: () => Promise<void>;
  try {
    await mkdir(documents, { recursive: true, mode: 0o700 });
    const probe = join(documents, '.write-check');
    await writeFileAtomic(probe, 'ok');
    await rm(probe);
    release = await lockDirectory(path);
  } catch (error) {
    if (error instanceof SetupError) throw error;
    const { code, message } = error as NodeJS.ErrnoException;
    throw new SetupError(`The data directory ${path} cannot be written (${code ?? message}).`);
  }
  return { path, documents, release };
}
