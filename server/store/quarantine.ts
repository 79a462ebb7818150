import { join } from 'node:path';
import type { Log } from '../log.js';
import { errorCode, type StoreFiles } from './files.js';
import type { RejectedRecord } from './foldRecords.js';

/**
 * Sets stored records the lab cannot take aside, in `quarantine/` beside the documents, one file
 * each (the update's bytes as stored), and says in the log where each came from and why. Failing
 * to write one (a full disk) is said too, and does not stop the lab from loading without it.
 */
export async function quarantine(
  directory: string,
  name: string,
  rejected: readonly RejectedRecord[],
  { files, log }: { files: StoreFiles; log: Log },
): Promise<void> {
  const folder = join(directory, 'quarantine');
  const at = new Date().toISOString().replace(/[-:.]/g, '');
  await files.mkdir(folder, { recursive: true, mode: 0o700 }).catch(() => undefined);
  for (const [index, record] of rejected.entries()) {
    const file = join(folder, `${name}-${at}-${index + 1}.yupdate`);
    const kept = await files.writeFile(file, record.update, { mode: 0o600 }).then(
      () => `moved to ${file}`,
      (error: unknown) => `not kept (${errorCode(error)})`,
    );
    log.error(`Quarantined ${record.position} (${record.reason}): ${kept}; the lab loads without it.`);
  }
}
