import { SetupError } from '../setupError.js';
import { readTextIfExists } from './atomicFile.js';

type DataFile<T> = {
  path: string;
  /** What the file holds when it is sound, e.g. "version-1 accounts". */
  holds: string;
  isSound: (value: unknown) => value is T;
  /** What the operator can do about a damaged one. */
  remedy: string;
};

/**
 * A JSON file of the data directory, or null when there is none yet. A damaged one (not JSON, or
 * not what it should hold) stops the command, saying which file, what is wrong and what to do. It
 * is never taken for "no file": nothing is rewritten or deleted over it, nor any other file.
 */
export async function readDataFile<T>({ path, holds, isSound, remedy }: DataFile<T>): Promise<T | null> {
  const text = await readTextIfExists(path);
  if (text === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new SetupError(`${path} is damaged: it is not valid JSON (${(error as Error).message}). ${remedy}`);
  }
  if (!isSound(value)) throw new SetupError(`${path} is damaged: it does not hold ${holds}. ${remedy}`);
  return value;
}
