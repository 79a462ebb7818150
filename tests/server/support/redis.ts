import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { waitFor } from './fixtures';

const isFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });

/** Starts Debian's redis-server on the first free port of 4330–4339, keeping nothing on disk. */
export async function startRedis(): Promise<{ url: string; stop(): Promise<void> }> {
  let port = 4330;
  while (!(await isFree(port))) if (++port > 4339) throw new Error('No free port in 4330–4339 for Redis');
  const redis = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
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
    async stop() {
      redis.kill('SIGTERM');
      await exited;
    },
  };
}
