// @vitest-environment node
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useCompiledTeam } from './support/compiledTeam';

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
