import * as fs from 'node:fs/promises';

/**
 * The file operations the store uses, in one object so a test can make them fail as a full disk
 * does (ENOSPC from a write) without a real full disk.
 */
export type StoreFiles = Pick<
  typeof fs,
  'open' | 'readFile' | 'writeFile' | 'rename' | 'rm' | 'link' | 'mkdir' | 'readdir'
>;

export const nodeFiles: StoreFiles = fs;

/** The error code of a failed file operation ("ENOSPC"), or its message. */
export const errorCode = (error: unknown) => (error as NodeJS.ErrnoException).code ?? String(error);
