import type { Redis } from 'ioredis';
import { isAccount, type Account } from '../auth/accounts.js';
import { isInvitation } from '../team/invitations.js';
import type { SharedTeam, TeamAccounts } from '../team/teamAccounts.js';
import type { Log } from '../log.js';

/** The team as the last instance to change it left it, and the channel that says it changed. */
const KEY = 'forge-lab:team';
const CHANNEL = 'forge-lab:team-changed';

/** The shared team, or null when the text is not one (it is then ignored: each instance keeps its own). */
function readShared(text: string | null): SharedTeam | null {
  if (!text) return null;
  try {
    const team = JSON.parse(text) as Partial<SharedTeam>;
    const members = Array.isArray(team.members) && team.members.every((entry) => isAccount(entry) && entry.teamRole);
    const invitations = Array.isArray(team.invitations) && team.invitations.every(isInvitation);
    return members && invitations ? { members: team.members as Account[], invitations: team.invitations! } : null;
  } catch {
    return null;
  }
}

type ShareOptions = { client: Redis; subscriber: Redis; team: TeamAccounts; log: Log };

/**
 * Shares the team between instances that share Redis, as each keeps its accounts in its own data
 * directory: a change made on one (an invitation, a join, a role change, a removal) is written to
 * Redis and announced, and every other instance writes it into its directory at once, where its
 * sessions and sockets read it (a removed member's socket closes within a second everywhere). The
 * founders' own accounts stay each instance's. At start an instance takes the shared team, or gives
 * its own when Redis has none yet.
 */
export async function shareTeam({ client, subscriber, team, log }: ShareOptions) {
  const adoptShared = async () => {
    const shared = readShared(await client.get(KEY));
    if (shared) await team.adopt(shared);
  };
  const give = async (shared: SharedTeam) => {
    await client.set(KEY, JSON.stringify(shared));
    await client.publish(CHANNEL, 'changed');
  };
  subscriber.on('message', (channel: string) => {
    if (channel === CHANNEL)
      adoptShared().catch((error: unknown) => log.error({ err: error }, 'Could not take the shared team'));
  });
  await subscriber.subscribe(CHANNEL);
  if (await client.exists(KEY)) await adoptShared();
  else await give(await team.snapshot());
  const stop = team.onChanged((shared) => {
    give(shared).catch((error: unknown) => log.error({ err: error }, 'Could not share a change of the team'));
  });
  return {
    stop() {
      stop();
      subscriber.disconnect();
    },
  };
}
