// @vitest-environment node
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTeamServer, type TeamServer } from '../../server/teamServer';
import { DEMO, postSession } from './support/clients';
import { makeWorkspace } from './support/fixtures';

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

/**
 * The processor time one sign-in costs (the server runs in this process; scrypt on its thread
 * pool counts too): unlike the time on the clock, it does not grow when other work shares the machine.
 */
const cost = async (email: string, password: string) => {
  const start = process.cpuUsage();
  expect((await postSession(server.url, { email, password })).status).toBe(401);
  const { user, system } = process.cpuUsage(start);
  return user + system;
};

it('spends as much on the first unknown email after a start as on a wrong password', async () => {
  // Each of scrypt's threads pays once for its first run (16 MB of fresh memory): warm them all.
  const wrong = [];
  for (const email of [DEMO.alex, DEMO.maya])
    for (let attempt = 0; attempt < 4; attempt += 1) wrong.push(await cost(email, `guess-${attempt}`));
  const unknown = await cost('eve@forgelab.dev', 'a-guess-at-a-password');
  // Made on first use, the decoy hash cost the first unknown email a second scrypt run.
  expect(unknown).toBeLessThan(1.5 * Math.min(...wrong));
});
