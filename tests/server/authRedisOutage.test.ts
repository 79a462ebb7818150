import { describe, expect, it } from 'vitest';
import { CLOSE_CODES } from '../../contract/closeCodes';
import { DEMO, postSession, rawSocket, signIn } from './support/clients';
import { useSharedRedis } from './support/sharedRedis';

const shared = useSharedRedis();

describe('a Redis outage', () => {
  it('pauses new sign-ins with 503 and Retry-After, refuses a session it cannot check with a reason', async () => {
    const east = await shared.instance('east');
    const west = await shared.instance('west');
    const cookie = await signIn(east.url, DEMO.alex);
    await shared.stopRedis();
    await shared.redisIs('unreachable', east, west);

    const paused = await postSession(east.url, { email: DEMO.maya, password: DEMO.password });
    expect(paused.status).toBe(503);
    expect(Number(paused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await paused.json()) as { error: string }).error).toMatch(/try again/i);

    // West never saw this session, so it cannot tell whether it still holds.
    const refused = await rawSocket(west.url, { Cookie: cookie }).outcome;
    expect(refused.code).toBe(CLOSE_CODES.sessionUnchecked);
    expect(refused.reason).toMatch(/cannot be checked/);

    await shared.startRedisAgain();
    await shared.redisIs('connected', east, west);
    expect((await postSession(east.url, { email: DEMO.maya, password: DEMO.password })).status).toBe(200);
    const accepted = rawSocket(west.url, { Cookie: cookie });
    await new Promise((resolve) => accepted.socket.once('open', resolve));
    accepted.terminate();
  }, 30_000);
});
