import { readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { LAB_DOCUMENT } from '../../contract/labDocument.js';
import { backUpHistory } from '../history/historyDb.js';
import { recordRestore } from '../history/restoreHistory.js';
import { SetupError } from '../setupError.js';
import { shellWord } from './shellWord.js';
import { writeFileAtomic } from '../store/atomicFile.js';
import { prepareDataDir } from '../store/dataDir.js';
import { openDocumentStore, type DocumentStore } from '../store/documentStore.js';
import { nodeFiles } from '../store/files.js';
import { foldRecords } from '../store/foldRecords.js';
import { DirectoryInUse } from '../store/lock.js';
import { projectsIn, restoreUpdate } from '../store/restoreUpdate.js';
import { readStoredRecords } from '../store/storedRecords.js';

export type RestoreOptions = { dataDir: string; at?: string; from?: string; by: string };

/** A backup that cannot be written, said with what to do: the folder is the usual mistake. */
function cannotWrite(file: string, error: unknown): SetupError {
  const { code, message } = error as NodeJS.ErrnoException;
  if (code === 'ENOENT')
    return new SetupError(`${dirname(file)} does not exist: create it, or back up to a file elsewhere.`);
  return new SetupError(
    `The backup cannot be written to ${file} (${code ?? message}): choose a file this user can write.`,
  );
}

/**
 * Writes the lab as stored in DIR to FILE, as one Yjs update (the snapshot's format): safe while
 * the server runs, since it reads the log before the snapshot and takes no lock. The history
 * database goes beside it, as FILE.history.sqlite.
 */
export async function backupLab(dataDir: string, file: string): Promise<string> {
  const documents = join(resolve(dataDir), 'documents');
  const { records } = await readStoredRecords(documents, LAB_DOCUMENT, nodeFiles);
  if (records.length === 0) throw new SetupError(`There is no lab in ${resolve(dataDir)} to back up.`);
  const { state, rejected } = foldRecords(records);
  const historyFile = `${resolve(file)}.history.sqlite`;
  let backedUpHistory: boolean;
  try {
    await writeFileAtomic(resolve(file), state);
    backedUpHistory = await backUpHistory(resolve(dataDir), historyFile);
  } catch (error) {
    throw cannotWrite(resolve(file), error);
  }
  const left = rejected.length > 0 ? ` (${rejected.length} stored updates the lab cannot take left out)` : '';
  const history = backedUpHistory ? `, and its history to ${historyFile}` : '';
  return `Backed up the lab (${projectsIn(state).projects.size} projects) to ${resolve(file)}${left}${history}.`;
}

/** The kept snapshots `restore --at` can go back to, newest first. */
export async function listSnapshots(dataDir: string): Promise<string> {
  const store = openDocumentStore(join(resolve(dataDir), 'documents'));
  const snapshots = await store.keptSnapshots(LAB_DOCUMENT);
  if (snapshots.length === 0) return `No snapshots are kept in ${resolve(dataDir)} yet.`;
  return ['The lab can be restored to its state at:', ...snapshots.map(({ at }) => `  ${at.toISOString()}`)].join('\n');
}

async function targetState(store: DocumentStore, { at, from }: RestoreOptions): Promise<[Uint8Array, string]> {
  if (from) return [await readFile(resolve(from)), resolve(from)];
  const time = Date.parse(at ?? '');
  if (Number.isNaN(time)) throw new SetupError(`--at takes a time such as 2026-01-05T10:00:00Z, not ${at}.`);
  const snapshots = await store.keptSnapshots(LAB_DOCUMENT);
  const chosen = snapshots.find((snapshot) => snapshot.at.getTime() <= time);
  if (!chosen) {
    const oldest = snapshots.at(-1)?.at.toISOString();
    throw new SetupError(`No snapshot is kept from before ${at}${oldest ? `; the oldest is from ${oldest}` : ''}.`);
  }
  return [await readFile(chosen.path), `the snapshot of ${chosen.at.toISOString()}`];
}

/** Records the restore in the lab's history; a history that cannot be written is said, not fatal (the lab is restored). */
function historyOfRestore(...args: Parameters<typeof recordRestore>): string | null {
  try {
    recordRestore(...args);
    return null;
  } catch (error) {
    return `The lab history could not record the restore (${(error as Error).message}).`;
  }
}

/**
 * Brings the lab back to a kept snapshot (`at`) or a backup file (`from`) as one new change on top
 * of the current lab, appended to its log. The server must be stopped (the lock says whether one
 * runs): it then loads the change and every founder's browser receives it as it syncs.
 */
export async function restoreLab(options: RestoreOptions): Promise<string> {
  const dataDir = await prepareDataDir(options.dataDir).catch((error: unknown) => {
    if (!(error instanceof DirectoryInUse)) throw error;
    throw new SetupError(`${error.message} Stop it, run restore, then start it again.`);
  });
  const store = openDocumentStore(dataDir.documents);
  try {
    // Keeps a snapshot of the lab as it is now first, so the restore can itself be undone.
    await store.compact(LAB_DOCUMENT);
    const [current] = await store.load(LAB_DOCUMENT);
    const undo = (await store.keptSnapshots(LAB_DOCUMENT))[0]?.at.toISOString();
    const [state, source] = await targetState(store, options);
    const { projects, skipped } = projectsIn(state);
    const { update, summary } = restoreUpdate(current ?? new Uint8Array([0, 0]), projects, options.by, new Date());
    if (!update) return `The lab already is as in ${source}: nothing to restore.`;
    await store.append(LAB_DOCUMENT, update);
    await store.compact(LAB_DOCUMENT);
    const health = store.health();
    if (health.state !== 'ok') throw new SetupError(`The restore could not be stored (${health.error}).`);
    const unrecorded = historyOfRestore(dataDir.path, current, update, options.by);
    return [
      `Restored the lab to ${source}: ${summary.setBack} projects set back, ${summary.broughtBack} brought back, ` +
        `${summary.removed} removed (recorded as deleted by ${options.by}).`,
      ...(skipped > 0 ? [`${skipped} projects there break the lab's rules and were left out.`] : []),
      ...(unrecorded ? [unrecorded] : []),
      ...(undo ? [`To undo it: npm run team -- restore --at ${undo} --data ${shellWord(dataDir.path)}`] : []),
      'Start the server: founders see the restored lab as a new change when their browsers sync.',
    ].join('\n');
  } finally {
    await store.close();
    await dataDir.release();
  }
}
