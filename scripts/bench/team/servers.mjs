// @ts-check
// The servers the team benches measure, each a child process on loopback: the team server as
// `npm run team -- --demo` runs it (compiled once into its own folder), and the engine alone.
import { execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../lib/preview.mjs';

const SERVER_OUT = 'dist-bench-server';

/**
 * Compiles the team server as `npm run team` does, into a folder of its own; returns its entry point.
 * @param {string} [outDir]
 */
export function compileTeamServer(outDir = SERVER_OUT) {
  execFileSync('npx', ['tsc', '-p', 'server/tsconfig.json', '--outDir', outDir], { stdio: 'inherit' });
  return join(outDir, 'server', 'main.js');
}

/**
 * @typedef {{ url: string, pid: number, rssMb: () => Promise<number>, cpuSeconds: () => Promise<number>,
 *   stop: () => Promise<void> }} BenchServer
 */

/**
 * Starts a child process and resolves once it prints "listening on URL".
 * @param {string[]} args node's arguments
 * @param {() => Promise<void>} [cleanup]
 * @returns {Promise<BenchServer>}
 */
function startChild(args, cleanup = async () => {}) {
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  return new Promise((resolve, reject) => {
    /** @param {number | null} code */
    const exitedEarly = (code) => reject(new Error(`${args.join(' ')} exited (${code}):\n${output}`));
    child.once('exit', exitedEarly);
    child.stdout.on('data', (chunk) => {
      output += String(chunk);
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (!match) return;
      child.removeListener('exit', exitedEarly);
      resolve({
        url: match[1],
        pid: /** @type {number} */ (child.pid),
        rssMb: () => residentMb(/** @type {number} */ (child.pid)),
        cpuSeconds: () => cpuSeconds(/** @type {number} */ (child.pid)),
        async stop() {
          if (child.exitCode === null && child.signalCode === null) {
            const exited = new Promise((done) => child.once('exit', done));
            child.kill('SIGTERM');
            await exited;
          }
          await cleanup();
        },
      });
    });
  });
}

/**
 * The process's resident memory in MB, from /proc (Linux).
 * @param {number} pid
 */
export async function residentMb(pid) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  return kb / 1024;
}

/**
 * The CPU time the process has used so far (user and system), in seconds, from /proc (Linux).
 * @param {number} pid
 */
export async function cpuSeconds(pid) {
  // The fields after the command's name, which is in parentheses and may hold spaces.
  const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).replace(/^.*\) /s, '').split(' ');
  // utime and stime are the stat's 14th and 15th fields (here 12th and 13th), in clock ticks of 1/100 s.
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** node's own options in `npm run team` (package.json), so the benches run the server as founders do. */
export function teamNodeArgs() {
  const script = JSON.parse(readFileSync('package.json', 'utf8')).scripts.team;
  const launch = /\bnode((?:\s+--\S+)*)\s+dist-server\//.exec(script);
  if (!launch) throw new Error(`package.json's team script no longer starts node on dist-server/: ${script}`);
  return launch[1].split(/\s+/).filter(Boolean);
}

/**
 * The team server with the demo accounts, a fresh data directory and the built app.
 * @param {string} main the compiled entry point
 * @param {string} distDir the built app
 * @param {string[]} [nodeArgs] node's own options for the server's process (a profiler's), after `npm run team`'s
 */
export async function startTeamServer(main, distDir, nodeArgs = []) {
  const data = await mkdtemp(join(tmpdir(), 'forge-bench-team-'));
  const port = await freePort();
  const args = [
    ...teamNodeArgs(),
    ...nodeArgs,
    main,
    '--demo',
    '--port',
    String(port),
    '--data',
    data,
    '--dist',
    distDir,
  ];
  return startChild(args, () => rm(data, { recursive: true, force: true }));
}

/** Hocuspocus alone: no sign-in, no checks, no store. */
export async function startEngine() {
  const port = await freePort();
  return startChild([new URL('./engineServer.mjs', import.meta.url).pathname, String(port)]);
}
