import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAccount } from '../../server/auth/accounts';
import type { TeamServer } from '../../server/teamServer';
import { DEMO, signIn } from './support/clients';
import { useSharedRedis } from './support/sharedRedis';
import { call, PASSWORD, tokenOf } from './support/teamPeople';

const shared = useSharedRedis();
let redis: Redis;
let subscriber: Redis;
const published: unknown[] = [];

beforeAll(async () => {
  redis = new Redis(shared.redisUrl);
  subscriber = new Redis(shared.redisUrl);
  subscriber.on('message', (_channel: string, message: string) => published.push(JSON.parse(message)));
  await subscriber.subscribe('forge-lab:team-changed');
});
afterAll(() => {
  redis.disconnect();
  subscriber.disconnect();
});

const asFounder = async (server: TeamServer, method: string, path: string, body?: unknown) =>
  call(server.url, await signIn(server.url, DEMO.alex), method, path, body);
/** The messages published from now on, once `count` of them have come. */
async function nextPublished(count: number, act: () => Promise<unknown>) {
  const from = published.length;
  await act();
  await expect.poll(() => published.length - from).toBeGreaterThanOrEqual(count);
  return published.slice(from);
}
const recordKeys = async (hash: string) => Object.keys(await redis.hgetall(hash));

describe('the team in Redis, one record each', () => {
  it('moves the last release’s whole team into records once, keeping every member', async () => {
    const member = await newAccount(
      { email: 'quinn@example.com', name: 'Quinn Ray', role: 'Member', teamRole: 'member' },
      PASSWORD,
    );
    await redis.set('forge-lab:team', JSON.stringify({ members: [member], invitations: [] }));

    const upgraded = await shared.instance('upgraded');
    expect(await redis.exists('forge-lab:team')).toBe(0);
    expect(await recordKeys('forge-lab:team:members')).toEqual(['quinn@example.com']);
    expect((await signIn(upgraded.url, 'quinn@example.com', PASSWORD)).length).toBeGreaterThan(0);
    await shared.closeInstances();
  });

  it('keeps each member and invitation as its own record, and publishes only what a change changed', async () => {
    const [east, west] = await Promise.all([shared.instance('east'), shared.instance('west')]);
    let link = '';
    const [invited] = await nextPublished(1, async () => {
      const answer = await asFounder(east, 'POST', '/api/team/invitations', {
        name: 'Jordan Lee',
        email: 'jordan@example.com',
        teamRole: 'member',
      });
      link = String(answer.body!.link);
    });
    expect(invited).toEqual({
      members: [],
      invitations: [[expect.any(String), expect.objectContaining({ email: 'jordan@example.com' })]],
    });
    expect(await recordKeys('forge-lab:team:invitations')).toHaveLength(1);

    const [joined] = await nextPublished(1, () =>
      call(west.url, null, 'POST', `/api/join/${tokenOf(link)}`, { password: PASSWORD }),
    );
    expect(joined).toEqual({
      members: [['jordan@example.com', expect.objectContaining({ name: 'Jordan Lee', teamRole: 'member' })]],
      invitations: [[expect.any(String), null]],
    });
    expect(await recordKeys('forge-lab:team:invitations')).toEqual([]);
    expect((await recordKeys('forge-lab:team:members')).sort()).toEqual(['jordan@example.com', 'quinn@example.com']);

    const [removed] = await nextPublished(1, () => asFounder(west, 'DELETE', '/api/team/accounts/jordan@example.com'));
    expect(removed).toEqual({ members: [['jordan@example.com', null]], invitations: [] });
    expect(await recordKeys('forge-lab:team:members')).toEqual(['quinn@example.com']);
    // The other instance wrote the records it was sent: Quinn stays, Jordan is gone.
    await expect
      .poll(async () => ((await asFounder(east, 'GET', '/api/team')).body!.accounts as { email: string }[]).length)
      .toBe(4);
  });

  it('publishes nothing for a change of nothing: an unknown link, a removal of no one', async () => {
    const [east] = await Promise.all([shared.instance('east-2')]);
    const from = published.length;
    expect((await call(east.url, null, 'POST', '/api/join/no-such-token', { password: PASSWORD })).status).toBe(410);
    expect((await asFounder(east, 'DELETE', '/api/team/accounts/nobody@example.com')).status).toBe(404);
    // A change that is published is seen within a few milliseconds: this one is the barrier.
    await nextPublished(1, () =>
      asFounder(east, 'POST', '/api/team/invitations', {
        name: 'Casey Moss',
        email: 'casey@example.com',
        teamRole: 'viewer',
      }),
    );
    expect(published.slice(from)).toHaveLength(1);
  });
});
