import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { scryptOnItsThread } from '../../server/auth/scryptThread';
import { startTeamServer, type TeamServer } from '../../server/teamServer';
import { DEMO, postSession } from './support/clients';
import { makeWorkspace } from './support/fixtures';

// Every scrypt run still happens; the test only counts them. scrypt is nearly all of a sign-in's
// cost, so the count is what tells an unknown email from a wrong password; unlike a measured time,
// it does not move when other work shares the machine.
vi.mock('../../server/auth/scryptThread', async (importOriginal) => {
  const actual = await importOriginal<{ scryptOnItsThread: typeof scryptOnItsThread }>();
  return { scryptOnItsThread: vi.fn(actual.scryptOnItsThread) };
});

// A file of its own: the server's modules are loaded fresh for it, as in a process just started.
let workspace: Awaited<ReturnType<typeof makeWorkspace>>;
let server: TeamServer;

beforeAll(async () => {
  workspace = await makeWorkspace();
  server = await startTeamServer({ dataDir: workspace.data, distDir: workspace.dist, port: 0, demo: true });
});

afterAll(async () => {
  await server.close();
  await workspace.remove();
});

/** How many scrypt runs one refused sign-in cost. */
const scryptRunsFor = async (email: string, password: string) => {
  const before = vi.mocked(scryptOnItsThread).mock.calls.length;
  expect((await postSession(server.url, { email, password })).status).toBe(401);
  return vi.mocked(scryptOnItsThread).mock.calls.length - before;
};

it('spends as much on the first unknown email after a start as on a wrong password', async () => {
  // Made on first use, the decoy hash would cost the first unknown email a second scrypt run.
  expect(await scryptRunsFor('eve@forgelab.dev', 'a-guess-at-a-password')).toBe(1);
  expect(await scryptRunsFor(DEMO.alex, 'a-guess-at-a-password')).toBe(1);
  expect(await scryptRunsFor('mallory@forgelab.dev', 'another-guess')).toBe(1);
});
