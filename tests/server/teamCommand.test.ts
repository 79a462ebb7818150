import { describe, expect, it } from 'vitest';
import { applyProjectToDoc, projectsFromDoc } from '../../src/features/team/doc';
import { useCompiledTeam } from './support/compiledTeam';
import { connectFounder, DEMO, postSession, signIn } from './support/clients';
import { sampleProject } from './support/project';

const team = useCompiledTeam();

const start = () => team.serve(team.workspace.data);

describe('a team server killed mid-work', () => {
  it('keeps every change it acknowledged, and its sessions, after SIGKILL and a restart', async () => {
    const first = start();
    const url = await first.url;
    const cookie = await signIn(url, DEMO.alex);
    const alex = await connectFounder(url, cookie);
    const ids = Array.from({ length: 20 }, (_, index) => String(index + 1));
    // One transaction (one update) each, sent as fast as the founder could click.
    for (const id of ids) {
      const createdAt = new Date(Date.UTC(2026, 0, Number(id))).toISOString();
      applyProjectToDoc(alex.doc, sampleProject({ id, name: `Project ${id}`, createdAt }));
    }
    await alex.acknowledged();
    // Killed at once: well inside Hocuspocus's 2 s store debounce, so only the log holds them.
    first.kill('SIGKILL');
    expect((await first.exited).signal).toBe('SIGKILL');
    alex.disconnect();

    const second = start();
    const restarted = await connectFounder(await second.url, cookie);
    expect(projectsFromDoc(restarted.doc).map((project) => project.id)).toEqual(ids);
    restarted.disconnect();
    second.kill('SIGTERM');
    expect((await second.exited).code).toBe(0);
  });
});

describe('the founders’ accounts on the command line', () => {
  const passwords = {
    FORGE_PASSWORD_ALEX: 'anvil-and-hammer-42',
    FORGE_PASSWORD_SAM: 'gears-turn-quietly-7',
    FORGE_PASSWORD_MAYA: 'growth-loops-all-day',
  };
  const serve = (data: string, env: Record<string, string>, args: string[] = []) =>
    team.run(['--port', '0', '--data', data, '--dist', team.workspace.dist, ...args], env);

  it('refuses a first start with no passwords and no terminal, naming what to set', async () => {
    const { code, output } = await serve(`${team.workspace.root}/no-passwords`, {}).exited;
    expect(code).toBe(1);
    expect(output).toContain('Set FORGE_PASSWORD_ALEX, FORGE_PASSWORD_SAM, FORGE_PASSWORD_MAYA');
  });

  it('refuses the demo password without --demo', async () => {
    const { code, output } = await serve(`${team.workspace.root}/demo-password`, {
      ...passwords,
      FORGE_PASSWORD_SAM: DEMO.password,
    }).exited;
    expect(code).toBe(1);
    expect(output).toContain("Sam Okafor's password was refused: the demo password is accepted only with --demo.");
  });

  it('refuses to start without --demo on a directory of demo accounts', async () => {
    const { code, output } = await serve(team.workspace.data, passwords).exited;
    expect(code).toBe(1);
    expect(output).toContain('use the demo password, which is accepted only with --demo');
  });

  it('refuses a data directory it cannot write', async () => {
    const { code, output } = await serve(`${team.workspace.dist}/index.html/data`, passwords).exited;
    expect(code).toBe(1);
    expect(output).toMatch(/The data directory .*index\.html\/data cannot be written \(ENOTDIR\)/);
  });

  it('takes the passwords from the environment, and passwd changes one while the server runs', async () => {
    const data = `${team.workspace.root}/team`;
    const server = serve(data, passwords);
    const url = await server.url;
    expect((await postSession(url, { email: DEMO.alex, password: DEMO.password })).status).toBe(401);
    const cookie = await signIn(url, DEMO.alex, passwords.FORGE_PASSWORD_ALEX);

    const tooShort = team.run(['passwd', DEMO.alex, '--data', data], {}, 'short\n');
    expect(await tooShort.exited).toMatchObject({ code: 1 });
    const passwd = team.run(['passwd', DEMO.alex, '--data', data], {}, 'a-brand-new-secret-9\n');
    expect((await passwd.exited).code).toBe(0);

    const current = await fetch(`${url}/api/session`, { headers: { Cookie: cookie } });
    expect(current.status).toBe(401);
    expect((await postSession(url, { email: DEMO.alex, password: passwords.FORGE_PASSWORD_ALEX })).status).toBe(401);
    expect((await postSession(url, { email: DEMO.alex, password: 'a-brand-new-secret-9' })).status).toBe(200);
  });
});
