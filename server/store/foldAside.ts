import { existsSync } from 'node:fs';
import type { Log } from '../log.js';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { foldRecords, type StoredRecord } from './foldRecords.js';

type Folded = ReturnType<typeof foldRecords>;

/**
 * Below this many stored bytes (a lab of a few hundred projects) a fold takes milliseconds, less
 * than starting a thread: it runs here.
 */
const FOLD_ASIDE_FROM_BYTES = 512 * 1024;

/** The compiled worker beside this module. Run from the TypeScript sources (the unit tests) there is none. */
const WORKER_FILE = fileURLToPath(new URL('./foldWorker.js', import.meta.url));

function foldOnItsThread(records: readonly StoredRecord[]): Promise<Folded> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_FILE, { workerData: records });
    let answer: Folded | undefined;
    worker.once('message', (folded: Folded) => (answer = folded));
    worker.once('error', reject);
    worker.once('exit', (code) =>
      answer ? resolve(answer) : reject(new Error(`The fold's thread stopped (${code})`)),
    );
  });
}

/**
 * foldRecords, on a thread of its own for a large document. Folding a lab of 5,000 projects takes
 * about a second of CPU, half of it collecting garbage; on the server's thread that second holds
 * every founder's edits and requests. The thread's heap goes with it when it ends, so the server
 * keeps none of the fold's garbage either. Should the thread fail, the fold runs here.
 */
export async function foldAside(records: readonly StoredRecord[], log: Log): Promise<Folded> {
  const bytes = records.reduce((total, record) => total + record.update.byteLength, 0);
  if (bytes < FOLD_ASIDE_FROM_BYTES || !existsSync(WORKER_FILE)) return foldRecords(records);
  return foldOnItsThread(records).catch((error: unknown) => {
    log.warn({ err: error }, 'Could not fold on a thread of its own; folding on the server’s thread');
    return foldRecords(records);
  });
}
