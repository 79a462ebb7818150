import { beforeAll, describe, expect, it } from 'vitest';
import { SetupError } from '../../server/setupError';
import type { TeamServer } from '../../server/teamServer';
import { DEMO, postSession, signIn } from './support/clients';
import { useSharedRedis } from './support/sharedRedis';

const shared = useSharedRedis();
let east: TeamServer;
let west: TeamServer;

beforeAll(async () => {
  [east, west] = await Promise.all([shared.instance('east'), shared.instance('west')]);
});

const sessionOn = (server: TeamServer, cookie: string) =>
  fetch(`${server.url}/api/session`, { headers: { Cookie: cookie } }).then((response) => response.status);

describe('instances sharing Redis', () => {
  it('count sign-in failures together: five on one instance lock the pair on the other', async () => {
    const wrong = Array.from({ length: 5 }, (_, index) => ({ email: DEMO.maya, password: `guess-${index}` }));
    const statuses = await Promise.all(wrong.map((body, index) => postSession([east, west][index % 2].url, body)));
    expect(statuses.map((response) => response.status)).toEqual([401, 401, 401, 401, 401]);
    expect((await postSession(west.url, { email: DEMO.maya, password: DEMO.password })).status).toBe(429);
    expect((await postSession(east.url, { email: DEMO.maya, password: DEMO.password })).status).toBe(429);
  });

  it('keep ten sessions per founder between them: the eleventh sign-in ends the oldest', async () => {
    const cookies = [];
    for (let count = 0; count < 11; count += 1) cookies.push(await signIn([east, west][count % 2].url, DEMO.alex));
    expect(await sessionOn(west, cookies[0])).toBe(401);
    expect(await sessionOn(east, cookies[0])).toBe(401);
    for (const cookie of cookies.slice(1)) expect(await sessionOn(west, cookie)).toBe(200);
  });
});

describe('a Redis URL', () => {
  it('without a password is refused unless Redis is on this machine', async () => {
    const started = shared.instance('open-redis', { redisUrl: 'redis://10.255.255.1:6379' });
    await expect(started).rejects.toThrow(SetupError);
    await expect(started).rejects.toThrow('redis://:PASSWORD@10.255.255.1:6379');
  });
});
