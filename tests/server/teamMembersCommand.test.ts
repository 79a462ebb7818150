import { describe, expect, it } from 'vitest';
import { connectFounder, firstClose } from './support/clients';
import { useCompiledTeam } from './support/compiledTeam';
import { call, PASSWORD, tokenOf } from './support/teamPeople';

const team = useCompiledTeam();

describe('the team on the command line', () => {
  it('invites, lists and removes; the running server ends a removed member’s socket at once', async () => {
    const data = team.workspace.data;
    const server = team.serve(data);
    const url = await server.url;
    const command = (...args: string[]) => team.run([...args, '--data', data]).exited;

    const invited = await command('invite', 'jordan@example.com', '--name', 'Jordan Lee', '--role', 'member');
    expect(invited.code).toBe(0);
    const link = /\/join\/\S+/.exec(invited.output)![0];
    expect(invited.output).toContain('Invitation for Jordan Lee (Member)');

    const refused = await command('invite', 'jordan@example.com', '--name', 'Jordan Lee', '--role', 'member');
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('already has an account or an open invitation');

    const joined = await call(url, null, 'POST', `/api/join/${decodeURIComponent(tokenOf(link))}`, {
      password: PASSWORD,
    });
    expect(joined.status).toBe(200);
    const cookie = joined.response.headers.get('set-cookie')!.split(';')[0];

    const listed = await command('members');
    expect(listed.output).toMatch(/jordan@example\.com {2}Jordan Lee {2}Member/);
    expect(listed.output).toMatch(/alex@forgelab\.dev {2}Alex Rivera {2}Founder/);

    const member = await connectFounder(url, cookie);
    const closed = firstClose(member);
    const removed = await command('remove', 'jordan@example.com');
    expect(removed.output).toContain('Removed Jordan Lee');
    expect((await closed).code).toBe(4401);
    expect((await call(url, cookie, 'GET', '/api/session')).status).toBe(401);
    member.disconnect();

    expect((await command('remove', 'alex@forgelab.dev')).output).toContain('A founder cannot be removed.');
    server.kill('SIGTERM');
    await server.exited;
  });
});
