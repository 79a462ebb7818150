import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { applyProjectToDoc } from '../../src/features/team/doc';
import { connectFounder, DEMO, signIn } from './support/clients';
import { useCompiledTeam } from './support/compiledTeam';
import { sampleProject } from './support/project';

const team = useCompiledTeam();

const passwords = {
  FORGE_PASSWORD_ALEX: 'anvil-and-hammer-42',
  FORGE_PASSWORD_SAM: 'gears-turn-quietly-7',
  FORGE_PASSWORD_MAYA: 'growth-loops-all-day',
};

const run = (args: string[], env: Record<string, string> = passwords) => team.run(args, env).exited;

/** A refusal as the operator reads it: exit code 1 and one line, with no stack trace. */
function expectOneLine({ code, output }: { code: number | null; output: string }) {
  expect(code).toBe(1);
  expect(output.trim().split('\n'), output).toHaveLength(1);
}

/** Every file under `dir` and its content. */
async function contents(dir: string): Promise<Record<string, string>> {
  const found = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = found.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
  return Object.fromEntries(await Promise.all(files.map(async (file) => [file, await readFile(file, 'base64')])));
}

const listening = () =>
  new Promise<Server>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => resolve(server));
  });

describe('a damaged file in the data directory', () => {
  it.each([
    ['sessions.json', /sessions\.json is damaged: it is not valid JSON .*Move it away/],
    ['accounts.json', /accounts\.json is damaged: it is not valid JSON .*Put back a copy/],
  ])('stops the start naming %s, what is wrong and what to do, and changes no file', async (file, message) => {
    const data = join(team.workspace.root, `damaged-${file}`);
    const first = team.serve(data);
    await first.url;
    first.kill('SIGTERM');
    await first.exited;
    await writeFile(join(data, file), '{"version": 1, "');
    const before = await contents(data);

    const refused = await run(['--demo', '--port', '0', '--data', data, '--dist', team.workspace.dist]);
    expectOneLine(refused);
    expect(refused.output).toMatch(message);
    expect(refused.output).toContain(join(data, file));
    expect(await contents(data)).toEqual(before);
  });
});

describe('a refused start', () => {
  const fresh = (name: string) => join(team.workspace.root, 'refused', name, 'data');
  const serve = (data: string, args: string[] = [], env?: Record<string, string>) =>
    run(['--port', '0', '--data', data, '--dist', team.workspace.dist, ...args], env);

  it('on a port already taken says so in one line, and leaves no data directory behind', async () => {
    const taken = await listening();
    const data = fresh('port');
    try {
      const { port } = taken.address() as { port: number };
      const refused = await serve(data, ['--port', String(port)]);
      expectOneLine(refused);
      expect(refused.output).toContain(`Port ${port} is already in use`);
      expect(refused.output).toContain('--port');
    } finally {
      taken.close();
    }
    await expect(readdir(join(team.workspace.root, 'refused', 'port'))).rejects.toThrow('ENOENT');
  });

  it.each([
    ['a Redis URL without a password', ['--redis', 'redis://10.0.0.5:6379'], passwords],
    ['no passwords', [], {}],
    ['a short password', [], { ...passwords, FORGE_PASSWORD_SAM: 'short' }],
  ])('for %s leaves nothing behind', async (refusal, args, env) => {
    const data = fresh(refusal.replace(/\W+/g, '-'));
    expectOneLine(await serve(data, args, env));
    await expect(readdir(join(data, '..'))).rejects.toThrow('ENOENT');
  });

  it('with a Redis that does not answer says so in one line', async () => {
    const closed = await listening();
    const { port } = closed.address() as { port: number };
    await new Promise((resolve) => closed.close(resolve));
    const refused = await serve(fresh('redis-down'), ['--demo'], { REDIS_URL: `redis://127.0.0.1:${port}` });
    expectOneLine(refused);
    expect(refused.output).toContain(`Could not reach Redis at redis://127.0.0.1:${port}`);
  });

  it('leaves a data directory the operator made empty as it was', async () => {
    const data = join(team.workspace.root, 'made-by-hand');
    await mkdir(data);
    expectOneLine(await serve(data, [], {}));
    expect(await readdir(data)).toEqual([]);
  });

  it('with --data where no directory can be made fails at once, saying so', async () => {
    const refused = await serve('/proc/forge-lab/data');
    expectOneLine(refused);
    expect(refused.output).toContain('The data directory /proc/forge-lab/data cannot be written (ENOENT)');
  }, 10_000);
});

describe('the command line', () => {
  it('names a mistyped option and the one meant', async () => {
    const { code, output } = await run(['--prot', '4700']);
    expect(code).toBe(1);
    expect(output).toContain('Unknown option --prot: did you mean --port?');
  });

  it('lists the options for an option like none of them', async () => {
    const { code, output } = await run(['--colour']);
    expect(code).toBe(1);
    expect(output).toMatch(/Unknown option --colour\. The options are --demo, --port, .*--trust-proxy/);
  });

  it('takes the Redis URL from REDIS_URL, where ps does not show its password', async () => {
    const data = join(team.workspace.root, 'refused', 'redis-from-env', 'data');
    const env = { ...passwords, REDIS_URL: 'redis://10.0.0.5:6379' };
    const refused = await run(['--port', '0', '--data', data, '--dist', team.workspace.dist], env);
    expectOneLine(refused);
    expect(refused.output).toContain('Redis at 10.0.0.5:6379 would be used without a password');
  });

  it('refuses a backup into a folder that does not exist in one line, saying what to do', async () => {
    const data = join(team.workspace.root, 'backed-up');
    const server = team.serve(data);
    const url = await server.url;
    const alex = await connectFounder(url, await signIn(url, DEMO.alex));
    applyProjectToDoc(alex.doc, sampleProject());
    await alex.acknowledged();
    alex.disconnect();
    const file = join(team.workspace.root, 'no-such-folder', 'lab.ydoc');
    const refused = await run(['backup', file, '--data', data]);
    server.kill('SIGTERM');
    await server.exited;
    expectOneLine(refused);
    expect(refused.output).toContain(`${join(team.workspace.root, 'no-such-folder')} does not exist`);
  });
});
