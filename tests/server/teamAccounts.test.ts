import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readAccounts } from '../../server/auth/accounts';
import { setUpAccounts } from '../../server/auth/accountSetup';
import { hashToken, invitationsPath, readInvitations } from '../../server/team/invitations';
import { teamAccounts } from '../../server/team/teamAccounts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'forge-team-'));
  await setUpAccounts({ dataDir: dir, demo: true, passwordFor: () => Promise.reject(new Error('not asked')) });
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const JORDAN = { name: 'Jordan Lee', email: 'jordan@example.com', teamRole: 'member' };
const PASSWORD = 'a long enough passphrase';

describe('invitations and the accounts they make', () => {
  it('makes a token of 256 random bits, stores only its hash, and lets it be used once', async () => {
    const team = teamAccounts(dir);
    const made = await team.invite(JORDAN, 'Alex Rivera');
    if ('problem' in made) throw new Error(made.problem.message);
    expect(Buffer.from(made.token, 'base64url')).toHaveLength(32);
    const stored = await readFile(invitationsPath(dir), 'utf8');
    expect(stored).not.toContain(made.token);
    expect(stored).toContain(hashToken(made.token));
    expect(await team.invitation(made.token)).toMatchObject({ email: JORDAN.email, name: JORDAN.name });

    const joined = await team.join(made.token, PASSWORD);
    expect(joined).toMatchObject({ email: JORDAN.email, teamRole: 'member', role: 'Member' });
    expect(await team.join(made.token, PASSWORD)).toBe('invalid');
    expect(await team.invitation(made.token)).toBeNull();
  });

  it('refuses a link after 7 days, a revoked one, and a password under 12 characters', async () => {
    const team = teamAccounts(dir);
    const week = 7 * 24 * 60 * 60 * 1000;
    const made = await team.invite(JORDAN, 'Alex Rivera', new Date(Date.now() - week - 1000));
    if ('problem' in made) throw new Error(made.problem.message);
    expect(await readInvitations(dir)).toEqual([]);
    expect(await team.join(made.token, PASSWORD)).toBe('invalid');

    const again = await team.invite(JORDAN, 'Alex Rivera');
    if ('problem' in again) throw new Error(again.problem.message);
    expect(await team.join(again.token, 'short')).toEqual({ problem: expect.stringMatching(/at least 12/) as string });
    expect(await team.revoke(JORDAN.email)).toBe(true);
    expect(await team.join(again.token, PASSWORD)).toBe('invalid');
  });

  it('refuses a second invitation for the same email, and an email that has an account', async () => {
    const team = teamAccounts(dir);
    await team.invite(JORDAN, 'Alex Rivera');
    expect(await team.invite({ ...JORDAN, email: 'JORDAN@example.com ' }, 'Alex Rivera')).toMatchObject({
      problem: { field: 'email' },
    });
    expect(await team.invite({ ...JORDAN, email: 'alex@forgelab.dev' }, 'Alex Rivera')).toMatchObject({
      problem: { field: 'email' },
    });
  });

  it('never removes a founder or gives one another role', async () => {
    const team = teamAccounts(dir);
    expect(await team.remove('alex@forgelab.dev')).toBe('founder');
    expect(await team.changeRole('alex@forgelab.dev', 'viewer')).toBe('founder');
    expect((await readAccounts(dir))?.map((account) => account.teamRole)).toEqual(['founder', 'founder', 'founder']);
  });
});

describe('a data directory of the last release', () => {
  it('upgrades in place: its accounts, with no role, become the founders they are', async () => {
    const file = join(dir, 'accounts.json');
    const accounts = JSON.parse(await readFile(file, 'utf8')) as { accounts: Record<string, unknown>[] };
    const lastRelease = accounts.accounts.map(({ teamRole: _dropped, ...account }) => account);
    await writeFile(file, JSON.stringify({ version: 1, accounts: lastRelease }, null, 2));
    expect(await readFile(file, 'utf8')).not.toContain('teamRole');

    await setUpAccounts({ dataDir: dir, demo: true, passwordFor: () => Promise.reject(new Error('not asked')) });
    const upgraded = JSON.parse(await readFile(file, 'utf8')) as { accounts: Record<string, unknown>[] };
    expect(upgraded.accounts).toEqual(lastRelease.map((account) => ({ ...account, teamRole: 'founder' })));
  });
});
