import { createHash } from 'node:crypto';
import { rm, stat } from 'node:fs/promises';
import { connect, createServer, type Server } from 'node:net';
import { join } from 'node:path';
import { SetupError } from '../setupError.js';

/** The directory is held by a live server (restore says to stop it first). */
export class DirectoryInUse extends SetupError {}

/**
 * Where the lock of a data directory listens. On Linux, a name in the abstract socket namespace
 * derived from the directory's device and inode (the same directory by any path): the kernel
 * frees it the moment its process ends, however it ends, so nothing stale is ever left behind.
 * Elsewhere, a socket file in the directory.
 */
async function lockAddress(directory: string): Promise<string> {
  if (process.platform !== 'linux') return join(directory, 'server.sock');
  const { dev, ino } = await stat(directory);
  return `\0forge-lab-${createHash('sha256').update(`${dev}:${ino}`).digest('hex').slice(0, 32)}`;
}

const listen = (server: Server, address: string) =>
  new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(address, () => {
      server.off('error', reject);
      resolve();
    });
  });

/** The process id the lock's holder answers with, or null when nothing answers (a socket file left by a crash). */
const holderOf = (address: string) =>
  new Promise<string | null>((resolve) => {
    const socket = connect(address);
    let answer = '';
    socket.setTimeout(2000, () => socket.destroy());
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    socket.on('end', () => resolve(answer || '?'));
    socket.on('error', () => resolve(null));
    socket.on('close', () => resolve(answer || '?'));
  });

/**
 * Locks a data directory for this process: a listening local socket, which the operating system
 * lets only one process hold and releases when that process ends (a crash, SIGKILL, a reboot).
 * Unlike a pid file, a dead server, a zombie or an unrelated process that reused a pid never
 * blocks a start. A second live server is told who holds the directory (the holder answers a
 * connection with its process id).
 */
export async function lockDirectory(directory: string): Promise<() => Promise<void>> {
  const address = await lockAddress(directory);
  const server = createServer((socket) => socket.end(String(process.pid)));
  for (let attempt = 0; ; attempt += 1) {
    try {
      await listen(server, address);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
      const holder = await holderOf(address);
      if (holder !== null || attempt > 0)
        throw new DirectoryInUse(`Another team server (process ${holder ?? '?'}) is using ${directory}.`);
      await rm(address, { force: true });
    }
  }
  // The lock must not keep a command (restore) running once its work is done.
  server.unref();
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
