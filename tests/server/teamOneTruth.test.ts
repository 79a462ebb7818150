import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runTeamCommand } from '../../server/cli/teamCommands';
import { TEAM_NOT_CHANGED } from '../../server/redis/teamShare';
import type { TeamServer } from '../../server/teamServer';
import { DEMO, signIn } from './support/clients';
import { useEastAndWest, useSharedRedis } from './support/sharedRedis';
import { call, sessionStatus, PASSWORD, tokenOf } from './support/teamPeople';

const shared = useSharedRedis();
const servers = useEastAndWest(shared);
const sessionOn = (server: TeamServer, cookie: string) => sessionStatus(server.url, cookie);

async function invite(server: TeamServer, name: string, email: string) {
  const alex = await signIn(server.url, DEMO.alex);
  const invited = await call(server.url, alex, 'POST', '/api/team/invitations', { name, email, teamRole: 'member' });
  expect(invited.status).toBe(201);
  return tokenOf(invited.body!.link);
}

const joinOn = (server: TeamServer, token: string) =>
  call(server.url, null, 'POST', `/api/join/${token}`, { password: PASSWORD });

const emailsOn = async (server: TeamServer) => {
  const { body } = await call(server.url, await signIn(server.url, DEMO.alex), 'GET', '/api/team');
  return (body!.accounts as { email: string }[]).map(({ email }) => email);
};

describe('the team is one truth across instances sharing Redis', () => {
  it('a remove from the command line ends the sessions on both within 2 s, and nothing brings the person back', async () => {
    const joined = await joinOn(servers.west, await invite(servers.east, 'Jordan Lee', 'jordan@example.com'));
    expect(joined.status).toBe(200);
    const jordan = joined.response.headers.get('set-cookie')!.split(';')[0];
    await expect.poll(() => sessionOn(servers.east, jordan), { timeout: 2000 }).toBe(200);

    const said = await runTeamCommand({
      name: 'remove',
      email: 'jordan@example.com',
      dataDir: join(shared.workspace.root, 'east'),
      redisUrl: shared.redisUrl,
    });
    expect(said).toMatch(/^Removed Jordan Lee/);
    await expect.poll(() => sessionOn(servers.east, jordan), { timeout: 2000 }).toBe(401);
    await expect.poll(() => sessionOn(servers.west, jordan), { timeout: 2000 }).toBe(401);

    // A later change of the team on the other instance, and a join with an unknown token.
    await invite(servers.west, 'Casey Moss', 'casey@example.com');
    expect((await joinOn(servers.east, 'no-such-token')).status).toBe(410);
    expect(await emailsOn(servers.east)).not.toContain('jordan@example.com');
    expect(await emailsOn(servers.west)).not.toContain('jordan@example.com');
    expect(await sessionOn(servers.west, jordan)).toBe(401);

    // Invited back and joined again: the old cookie still opens nothing, on either instance.
    expect((await joinOn(servers.east, await invite(servers.west, 'Jordan Lee', 'jordan@example.com'))).status).toBe(
      200,
    );
    expect(await sessionOn(servers.east, jordan)).toBe(401);
    expect(await sessionOn(servers.west, jordan)).toBe(401);
  });

  it('one invitation sent to both instances at once gives exactly one session', async () => {
    const token = await invite(servers.east, 'Riley Park', 'riley@example.com');
    const answers = await Promise.all([joinOn(servers.east, token), joinOn(servers.west, token)]);
    expect(answers.map(({ status }) => status).sort()).toEqual([200, 410]);
  });

  it('refuses a removal while Redis is down, saying so, and undoes nothing when Redis is back', async () => {
    const joined = await joinOn(servers.east, await invite(servers.east, 'Sky Ito', 'sky@example.com'));
    expect(joined.status).toBe(200);
    const alexWest = await signIn(servers.west.url, DEMO.alex);
    await shared.stopRedis();
    await shared.redisIs('unreachable', servers.east, servers.west);
    const refused = await call(servers.west.url, alexWest, 'DELETE', '/api/team/accounts/sky@example.com');
    expect(refused).toMatchObject({ status: 503, body: { error: expect.stringMatching(/Try again/) as string } });
    const command = { name: 'remove', email: 'sky@example.com', redisUrl: shared.redisUrl } as const;
    await expect(runTeamCommand({ ...command, dataDir: join(shared.workspace.root, 'west') })).rejects.toThrow(
      TEAM_NOT_CHANGED,
    );
    await shared.startRedisAgain();
    await shared.redisIs('connected', servers.east, servers.west);
    expect(await emailsOn(servers.west)).toContain('sky@example.com');
    expect(await emailsOn(servers.east)).toContain('sky@example.com');
  });
});

describe('without Redis, the command line and the server change the team one at a time', () => {
  it('holds a remove while the person keeps signing in', async () => {
    const solo = await shared.instance('solo', { redisUrl: null });
    const joined = await joinOn(solo, await invite(solo, 'Jordan Lee', 'jordan@example.com'));
    expect(joined.status).toBe(200);
    // Jordan keeps signing in (each sign-in notes Last seen in the same file) until five more
    // sign-ins have ended after the removal.
    let removed = false;
    let afterRemoval = 0;
    const signIns = (async () => {
      while (afterRemoval < 5) {
        await call(solo.url, null, 'POST', '/api/session', { email: 'jordan@example.com', password: PASSWORD });
        if (removed) afterRemoval += 1;
      }
    })();
    const dataDir = join(shared.workspace.root, 'solo');
    await expect(runTeamCommand({ name: 'remove', email: 'jordan@example.com', dataDir })).resolves.toMatch(
      /^Removed Jordan Lee/,
    );
    removed = true;
    await signIns;
    expect(await emailsOn(solo)).not.toContain('jordan@example.com');
    const again = await call(solo.url, null, 'POST', '/api/session', {
      email: 'jordan@example.com',
      password: PASSWORD,
    });
    // Refused: 401, or 429 once the failed sign-ins of the loop have paused signing in.
    expect([401, 429]).toContain(again.status);
  });
});
