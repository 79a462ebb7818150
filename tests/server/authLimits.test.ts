import { afterEach, describe, expect, it } from 'vitest';
import { networkOf } from '../../server/http/clientAddress';
import { startTeamServer, type TeamServer } from '../../server/teamServer';
import { DEMO, postSession } from './support/clients';
import { makeWorkspace } from './support/fixtures';

let workspace: Awaited<ReturnType<typeof makeWorkspace>>;
let server: TeamServer;

async function start(trustProxy: boolean) {
  workspace = await makeWorkspace();
  server = await startTeamServer({ dataDir: workspace.data, distDir: workspace.dist, port: 0, demo: true, trustProxy });
}

afterEach(async () => {
  await server.close();
  await workspace.remove();
});

/** A sign-in as the proxy would pass it on: the client's address last in X-Forwarded-For. */
const from = async (address: string, email: string, password: string) =>
  (await postSession(server.url, { email, password }, { 'X-Forwarded-For': `203.0.113.9, ${address}` })).status;

const wrongFrom = (address: string, email: string, count: number) =>
  Promise.all(Array.from({ length: count }, (_, index) => from(address, email, `guess-${index}`)));

describe('sign-in limits behind a trusted proxy', () => {
  it('five wrong passwords from one address do not lock the founder out of another', async () => {
    await start(true);
    expect(await wrongFrom('198.51.100.1', DEMO.maya, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(await from('198.51.100.1', DEMO.maya, DEMO.password)).toBe(429);
    expect(await from('198.51.100.2', DEMO.maya, DEMO.password)).toBe(200);
  });

  it('stops guesses at an account from many addresses, but not its founder at a known address', async () => {
    await start(true);
    expect(await from('198.51.100.50', DEMO.alex, DEMO.password)).toBe(200);
    // Thirty failures from six addresses: the account is closed to every new address...
    for (let index = 0; index < 6; index += 1) await wrongFrom(`192.0.2.${index}`, DEMO.alex, 5);
    expect(await from('192.0.2.77', DEMO.alex, DEMO.password)).toBe(429);
    // ...and stays open where Alex signed in before.
    expect(await from('198.51.100.50', DEMO.alex, DEMO.password)).toBe(200);
  });

  it('counts an IPv6 /64 as one address', async () => {
    await start(true);
    await Promise.all(Array.from({ length: 5 }, (_, index) => from(`2001:db8:1:2::${index + 1}`, DEMO.maya, 'x')));
    expect(await from('2001:db8:1:2:ffff::1', DEMO.maya, DEMO.password)).toBe(429);
    expect(networkOf('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(networkOf('::ffff:192.0.2.1')).toBe('192.0.2.1');
  });
});

describe('sign-in limits without --trust-proxy', () => {
  it('ignore X-Forwarded-For, which any client can write', async () => {
    await start(false);
    for (let index = 0; index < 5; index += 1)
      expect(await from(`192.0.2.${index}`, DEMO.maya, `guess-${index}`)).toBe(401);
    expect(await from('192.0.2.99', DEMO.maya, DEMO.password)).toBe(429);
  });
});
