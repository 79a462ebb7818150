import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import type { StoreFiles } from './files.js';
import type { StoredRecord } from './foldRecords.js';
import { readRecords } from './logRecords.js';

export const documentPaths = (directory: string, name: string) => ({
  snapshot: join(directory, `${name}.ydoc`),
  log: join(directory, `${name}.log`),
});

const ifPresent = (error: NodeJS.ErrnoException): null => {
  if (error.code === 'ENOENT') return null;
  throw error;
};

/**
 * A document's snapshot and the complete records of its log, snapshot first, how many came from
 * the log, and the log's valid length. The log is read before the snapshot: a compaction writes the new snapshot before it
 * empties the log, so a reader running beside a server (a backup) gets every update at least once
 * in either order of events, and applying one twice changes nothing.
 */
export async function readStoredRecords(
  directory: string,
  name: string,
  files: StoreFiles,
): Promise<{ records: StoredRecord[]; logged: number; validLength: number }> {
  const paths = documentPaths(directory, name);
  const log = await files.readFile(paths.log).catch(ifPresent);
  const snapshot = await files.readFile(paths.snapshot).catch(ifPresent);
  const { records, validLength } = readRecords(log ?? new Uint8Array(), crc32);
  const logged = records.map(({ update, offset }, index) => ({
    update,
    position: `${name}.log record ${index + 1} (byte ${offset})`,
  }));
  return {
    records: snapshot ? [{ update: new Uint8Array(snapshot), position: `${name}.ydoc` }, ...logged] : logged,
    logged: logged.length,
    validLength,
  };
}
