import { randomBytes } from 'node:crypto';
import { readFile, type FileHandle } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { nodeFiles, type StoreFiles } from './files.js';

/** fsync of a directory makes a rename or a new file in it survive a power cut, not only a crash. */
export async function syncDirectory(directory: string, files: StoreFiles = nodeFiles): Promise<void> {
  const handle = await files.open(directory, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Replaces a file so that a crash at any moment leaves the old content or the new, never a mix:
 * write a temporary file beside it, fsync it, rename it over the old one, fsync the directory.
 */
export async function writeFileAtomic(
  path: string,
  data: string | Uint8Array,
  files: StoreFiles = nodeFiles,
): Promise<void> {
  const temporary = join(dirname(path), `.${basename(path)}.${randomBytes(6).toString('hex')}.tmp`);
  try {
    const handle = await files.open(temporary, 'w', 0o600);
    try {
      await handle.writeFile(data);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await files.rename(temporary, path);
  } catch (error) {
    await files.rm(temporary, { force: true });
    throw error;
  }
  await syncDirectory(dirname(path), files);
}

/**
 * Cuts the first `from` bytes of a log whose first `to` bytes are written (`log`, its handle): the
 * head a compaction's new snapshot holds. With nothing after the head, the log is emptied; else it
 * is written anew with the rest, crash-safely: a crash before the rename leaves the whole log, and
 * applying an update twice changes nothing.
 */
export async function keepLogTail(path: string, log: FileHandle, from: number, to: number, files = nodeFiles) {
  if (from < to) return writeFileAtomic(path, (await files.readFile(path)).subarray(from, to), files);
  await log.truncate(0);
  await log.sync();
}

/** The file's text, or null when it does not exist (any other error is thrown). */
export async function readTextIfExists(path: string): Promise<string | null> {
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
