// @ts-check
// The processes the soak run starts and stops: one redis-server with a password (its config read
// from standard input, so the password is in no process's arguments) and the team server's
// instances, each on a fixed port and data directory, so a restart is the same instance again.
import { spawn } from 'node:child_process';
import { residentMb } from '../bench/team/servers.mjs';
import { waitFor } from '../bench/team/loadClients.mjs';

/** Every process started here: if the run itself fails, none is left behind. */
const children = new Set();
process.on('exit', () => children.forEach((child) => child.kill('SIGKILL')));

/**
 * @template {import('node:child_process').ChildProcess} T
 * @param {T} child
 */
function owned(child) {
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

/**
 * redis-server on `port`, keeping its data in `dir` (append-only, as docs/team-mode.md asks), so
 * the sessions it holds survive a stop and start.
 * @param {{ port: number, dir: string, password: string }} options
 */
export function redisServer({ port, dir, password }) {
  /** @type {import('node:child_process').ChildProcess | null} */
  let child = null;
  const config = [`port ${port}`, 'bind 127.0.0.1', `requirepass ${password}`, 'save ""', 'appendonly yes'];
  return {
    url: `redis://:${password}@127.0.0.1:${port}`,
    get running() {
      return child !== null;
    },
    async start() {
      const redis = owned(spawn('redis-server', ['-'], { cwd: dir, stdio: ['pipe', 'pipe', 'inherit'] }));
      redis.stdin.end(`${[...config, `dir ${dir}`].join('\n')}\n`);
      let output = '';
      redis.stdout.on('data', (chunk) => (output += String(chunk)));
      await waitFor(() => output.includes('Ready to accept connections') || redis.exitCode !== null, 10_000, 'Redis');
      if (redis.exitCode !== null) throw new Error(`redis-server did not start:\n${output}`);
      child = redis;
    },
    async stop() {
      const redis = child;
      if (!redis) return;
      child = null;
      const exited = new Promise((resolve) => redis.once('exit', resolve));
      redis.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * One instance of the team server: `node main.js --demo --port PORT --data DIR --dist DIST`, with
 * REDIS_URL in its environment. `kill` is SIGKILL; an exit the run did not ask for is counted.
 * @param {{ name: string, main: string, port: number, dataDir: string, distDir: string,
 *   redisUrl: string, log: (line: string) => void }} options
 */
export function teamInstance({ name, main, port, dataDir, distDir, redisUrl, log }) {
  /** @type {import('node:child_process').ChildProcess | null} */
  let child = null;
  const counts = { starts: 0, kills: 0, unexpectedExits: 0 };
  const args = [main, '--demo', '--port', String(port), '--data', dataDir, '--dist', distDir];

  /** Starts the process; resolves once it listens, or rejects with what it printed. */
  function launch() {
    const server = owned(
      spawn(process.execPath, args, {
        env: { ...process.env, PORT: '', REDIS_URL: redisUrl },
        stdio: ['ignore', 'pipe', 'pipe'],
      }),
    );
    let output = '';
    const keep = (/** @type {Buffer} */ chunk) => {
      output += String(chunk);
      // The server's own warnings (an outage, a failed write) are part of the run's story; the bad
      // client's refusals are counted where it sends them.
      for (const line of String(chunk).split('\n'))
        if (/error|could not|unexpected/i.test(line) && !line.includes('Refusal')) log(`${name}: ${line}`);
    };
    server.stdout.on('data', keep);
    server.stderr.on('data', keep);
    server.once('exit', (code, signal) => {
      if (child !== server) return;
      child = null;
      counts.unexpectedExits += 1;
      log(`${name} exited by itself (${code ?? signal}):\n${output.slice(-2000)}`);
    });
    return waitFor(() => output.includes('listening on') || server.exitCode !== null, 30_000, `${name} to listen`).then(
      () => {
        if (server.exitCode !== null) throw new Error(`${name} did not start:\n${output}`);
        return server;
      },
    );
  }

  return {
    name,
    url: `http://127.0.0.1:${port}`,
    counts,
    get pid() {
      return child?.pid;
    },
    async start() {
      const server = await launch();
      child = server;
      counts.starts += 1;
    },
    /** SIGKILL, as a crash or an OOM killer would: nothing is stored on the way out. */
    async kill() {
      const server = child;
      if (!server) return;
      child = null;
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGKILL');
      await exited;
      counts.kills += 1;
    },
    /** SIGTERM, the clean stop, at the end of the run. */
    async stop() {
      const server = child;
      if (!server) return;
      child = null;
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    },
    /** The process's resident memory, in MB. */
    rssMb: () => (child?.pid ? residentMb(child.pid) : Promise.resolve(Number.NaN)),
  };
}
