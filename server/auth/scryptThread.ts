import { Worker } from 'node:worker_threads';
import type { ScryptOptions } from 'node:crypto';

/**
 * The worker's code, inline (CommonJS), so it runs the same from the sources and from the build.
 * Each job: scrypt of the password, answered with the key or the error's message.
 */
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const { scryptSync } = require('node:crypto');
parentPort.on('message', ({ id, password, salt, keyLength, options }) => {
  try {
    parentPort.postMessage({ id, key: scryptSync(password, salt, keyLength, options) });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error && error.message || error) });
  }
});
`;

type Answer = { id: number; key?: Uint8Array; error?: string };

let worker: Worker | null = null;
let nextId = 0;
const waiting = new Map<number, { resolve: (key: Buffer) => void; reject: (error: Error) => void }>();

function started(): Worker {
  if (worker) return worker;
  const thread = new Worker(WORKER_SOURCE, { eval: true });
  // Held while a job waits (a command such as passwd awaits its hash), let go when idle.
  thread.unref();
  thread.on('message', ({ id, key, error }: Answer) => {
    const job = waiting.get(id);
    waiting.delete(id);
    if (waiting.size === 0) thread.unref();
    if (key) job?.resolve(Buffer.from(key));
    else job?.reject(new Error(error ?? 'scrypt failed'));
  });
  // A worker that failed or stopped answers nothing more: its jobs fail, and the next starts another.
  const lost = (error: Error) => {
    if (worker === thread) worker = null;
    for (const job of waiting.values()) job.reject(error);
    waiting.clear();
  };
  thread.on('error', lost);
  thread.on('exit', (code) => lost(new Error(`The scrypt thread stopped (${code})`)));
  worker = thread;
  return thread;
}

/**
 * scrypt on one thread of its own, one password at a time. Node's `scrypt` runs on the thread pool,
 * and each of its threads that ever hashed keeps the 16 MB scrypt asked for (the allocator keeps
 * freed memory of that size in the thread's own arena): up to 64 MB held for sign-ins, and, while
 * founders sign in, no thread left for the store's fsyncs. Here one thread holds it, and the
 * pool stays free for the disk.
 */
export function scryptOnItsThread(password: string, salt: Buffer, keyLength: number, options: ScryptOptions) {
  return new Promise<Buffer>((resolve, reject) => {
    const id = nextId++;
    waiting.set(id, { resolve, reject });
    started().ref();
    started().postMessage({ id, password, salt, keyLength, options });
  });
}
