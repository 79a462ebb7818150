import { chmodSync, closeSync, existsSync, openSync } from 'node:fs';

/** The files SQLite keeps beside a database while it is open or being written. */
const COMPANIONS = ['-wal', '-shm', '-journal'];

/**
 * Makes `path` a database file only the server's user can read or write (0600), before SQLite
 * opens it: the history holds every project, as the lab does. SQLite would create it 0644, and it
 * gives its -wal, -shm and -journal files the database's own mode, so one that starts private
 * stays private. One left readable by an older version is made private, its companions too.
 */
export function privateDatabase(path: string): void {
  closeSync(openSync(path, 'a', 0o600));
  for (const file of [path, ...COMPANIONS.map((suffix) => path + suffix)]) if (existsSync(file)) chmodSync(file, 0o600);
}
