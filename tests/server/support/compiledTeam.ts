import { afterAll, beforeAll } from 'vitest';
import { compileServer, runTeam, type Child } from './childServer';
import { makeWorkspace } from './fixtures';

type Workspace = Awaited<ReturnType<typeof makeWorkspace>>;

/**
 * The team server's command line, compiled once for a test file, with a workspace (a build and a
 * data directory); every process it runs is killed, and everything removed, after the file.
 */
export function useCompiledTeam() {
  let compiled: Awaited<ReturnType<typeof compileServer>> | undefined;
  let workspace: Workspace | undefined;
  const running: Child[] = [];

  // Compiling the server takes a while on a busy machine.
  beforeAll(async () => {
    [compiled, workspace] = await Promise.all([compileServer(), makeWorkspace()]);
  }, 120_000);

  afterAll(async () => {
    for (const child of running) child.kill('SIGKILL');
    await Promise.all(running.map((child) => child.exited));
    await Promise.all([compiled?.remove(), workspace?.remove()]);
  });

  const ready = () => {
    if (!compiled || !workspace) throw new Error('The team server is not compiled yet');
    return { main: compiled.main, workspace };
  };
  return {
    get workspace(): Workspace {
      return ready().workspace;
    },
    /** Runs `npm run team -- ARGS` as a child process. */
    run(args: string[], env?: Record<string, string>, stdin?: string): Child {
      const child = runTeam(ready().main, args, env, stdin);
      running.push(child);
      return child;
    },
    /** Serves the built app with the demo accounts on a free port, from `data`. */
    serve(data: string, extra: string[] = []): Child {
      return this.run(['--demo', '--port', '0', '--data', data, '--dist', ready().workspace.dist, ...extra]);
    },
  };
}
