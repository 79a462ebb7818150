import { ROLE_NAMES } from '../../contract/roles.js';
import { JOIN_PAGE_PATH } from '../../contract/api.js';
import { visibleText } from '../../contract/safeText.js';
import { readAccounts } from '../auth/accounts.js';
import { SetupError } from '../setupError.js';
import { teamAccounts, type TeamAccounts } from '../team/teamAccounts.js';
import { sharedTeamWriter, TEAM_NOT_CHANGED, TeamNotChanged } from '../redis/teamShare.js';
import { Redis } from 'ioredis';
import type { TeamCommand } from './teamArgs.js';

const day = (iso: string | undefined) => (iso ? iso.slice(0, 10) : 'never');

/**
 * With Redis, the team the servers share: a change goes through their one writer (teamShare.ts),
 * and is refused with the servers' own words while Redis cannot be reached.
 */
async function sharedThrough<T>(redisUrl: string | undefined, team: TeamAccounts, run: () => Promise<T>): Promise<T> {
  if (!redisUrl) return run();
  const client = new Redis(redisUrl, {
    lazyConnect: true,
    connectTimeout: 3000,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
  });
  client.on('error', () => undefined);
  try {
    await client.connect().catch(() => {
      throw new SetupError(TEAM_NOT_CHANGED);
    });
    team.writeThrough(sharedTeamWriter(client, team));
    // The team as the servers share it now, read before anything is listed or changed.
    await team.refresh();
    return await run();
  } catch (error) {
    throw error instanceof TeamNotChanged ? new SetupError(error.message) : error;
  } finally {
    client.disconnect();
  }
}

/**
 * Runs a `team` command on the data directory (and the servers' Redis, when given); returns what
 * it prints. Names and emails are someone else's typing: printed with their control and
 * text-direction characters written out.
 */
export async function runTeamCommand(command: TeamCommand): Promise<string> {
  if (!(await readAccounts(command.dataDir)))
    throw new SetupError(`${command.dataDir} holds no accounts yet: start the server once first.`);
  const team = teamAccounts(command.dataDir);
  return sharedThrough(command.redisUrl, team, () => teamCommandOn(team, command));
}

async function teamCommandOn(team: TeamAccounts, command: TeamCommand): Promise<string> {
  if (command.name === 'invite') {
    const request = { name: command.personName, email: command.email, teamRole: command.teamRole };
    const made = await team.invite(request, 'the team command');
    if ('problem' in made) throw new SetupError(`The invitation was refused: ${made.problem.message}`);
    return [
      `Invitation for ${visibleText(made.invitation.name)} (${ROLE_NAMES[made.invitation.teamRole]}), valid until ${made.invitation.expiresAt}:`,
      `  ${JOIN_PAGE_PATH}/${encodeURIComponent(made.token)}`,
      "Open it on the team server's address, e.g. https://lab.example.com/join/…",
    ].join('\n');
  }
  if (command.name === 'remove') {
    const outcome = await team.remove(command.email);
    if (outcome === 'unknown') throw new SetupError(`No account has the email ${visibleText(command.email)}.`);
    if (outcome === 'founder') throw new SetupError('A founder cannot be removed.');
    return `Removed ${visibleText(outcome.name)}; a running server ends their sessions within a second.`;
  }
  const { accounts, invitations } = await team.list();
  return [
    'Accounts:',
    ...accounts.map(
      (a) =>
        `  ${visibleText(a.email)}  ${visibleText(a.name)}  ${ROLE_NAMES[a.teamRole]}  last signed in ${day(a.lastSeenAt)}`,
    ),
    invitations.length ? 'Open invitations:' : 'No open invitations.',
    ...invitations.map(
      (i) => `  ${visibleText(i.email)}  ${visibleText(i.name)}  ${ROLE_NAMES[i.teamRole]}  until ${i.expiresAt}`,
    ),
  ].join('\n');
}
