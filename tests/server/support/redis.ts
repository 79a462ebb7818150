import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { waitFor } from './fixtures';

const isFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });

/**
 * A free port outside 4330–4339, for a Redis a test stops and starts again: no other test takes
 * it meanwhile.
 */
export const spareRedisPort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

type RedisOptions = {
  /** To start a stopped one again, as after a restart. */
  port?: number;
  /** Where to keep its data (an append-only file), so a restart keeps it; nothing is kept otherwise. */
  dir?: string;
};

/** Starts Debian's redis-server on the first free port of 4330–4339. */
export async function startRedis({ port: fixedPort, dir }: RedisOptions = {}) {
  let port = fixedPort ?? 4330;
  while (fixedPort === undefined && !(await isFree(port)))
    if (++port > 4339) throw new Error('No free port in 4330–4339 for Redis');
  const persistence = dir ? ['--dir', dir, '--appendonly', 'yes'] : ['--appendonly', 'no'];
  const redis = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', ...persistence], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  let failure: Error | undefined;
  redis.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  redis.once('error', (error) => (failure = error));
  const exited = new Promise<void>((resolve) => redis.once('close', () => resolve()));
  await waitFor(
    () => output.includes('Ready to accept connections') || redis.exitCode !== null || !!failure,
    5000,
    'Redis',
  );
  if (failure) throw new Error(`redis-server could not run (${failure.message}): apt-get install redis-server`);
  if (redis.exitCode !== null) throw new Error(`redis-server did not start:\n${output}`);
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    /** Freezes the process: connections stay open and nothing is answered, as a hung Redis. */
    freeze: () => void redis.kill('SIGSTOP'),
    async stop() {
      redis.kill('SIGCONT');
      redis.kill('SIGTERM');
      await exited;
    },
  };
}
