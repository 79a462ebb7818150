import { execFile, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const repo = fileURLToPath(new URL('../../..', import.meta.url));

/**
 * Compiles the server as `npm run team` does, into a folder of its own inside the repository (so
 * its imports find node_modules). Returns the path of main.js and a function removing the folder.
 */
export async function compileServer(): Promise<{ main: string; remove(): Promise<void> }> {
  const outDir = await mkdtemp(join(repo, 'dist-server-test-'));
  const tsc = join(repo, 'node_modules', '.bin', 'tsc');
  const remove = () => rm(outDir, { recursive: true, force: true });
  try {
    await promisify(execFile)(tsc, ['-p', join(repo, 'server', 'tsconfig.json'), '--outDir', outDir], { cwd: repo });
  } catch (error) {
    await remove();
    throw error;
  }
  return { main: join(outDir, 'server', 'main.js'), remove };
}

export type Child = {
  pid: number;
  /** Resolves with the server's address once it prints it. */
  url: Promise<string>;
  /** Resolves when the process ends, with its exit code and everything it printed. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; output: string }>;
  kill(signal?: NodeJS.Signals): void;
};

/** Runs the team server's command line as a child process, with no terminal (stdin is a pipe). */
export function runTeam(main: string, args: string[], env: Record<string, string> = {}, stdin?: string): Child {
  const child = spawn(process.execPath, [main, ...args], {
    cwd: repo,
    // The server's log as an operator gets it (the test run itself keeps servers silent).
    env: { ...process.env, PORT: '', REDIS_URL: '', FORGE_LOG_LEVEL: 'info', ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  child.stdin.end(stdin);
  let output = '';
  const url = new Promise<string>((resolveUrl, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (match) resolveUrl(match[1]);
    });
    // What it printed on the error's first line too: a CI summary shows only that line.
    child.once('exit', (code, signal) =>
      reject(
        new Error(
          `The server exited (${signal ?? code}) before listening: ${output.trim().replace(/\s*\n\s*/g, ' | ')}`,
        ),
      ),
    );
  });
  url.catch(() => undefined);
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; output: string }>((resolveExit) =>
    child.once('exit', (code, signal) => resolveExit({ code, signal, output })),
  );
  return { pid: child.pid!, url, exited, kill: (signal = 'SIGTERM') => child.kill(signal) };
}
