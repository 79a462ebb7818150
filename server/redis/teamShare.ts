import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { isAccount, type Account } from '../auth/accounts.js';
import { isInvitation } from '../team/invitations.js';
import type { SharedTeam, TeamAccounts, TeamWriter } from '../team/teamAccounts.js';
import { RedisUnreachable } from './outage.js';
import type { Log } from '../log.js';

/** The team as its last change left it, the channel that says it changed, and the one writer's lock. */
const KEY = 'forge-lab:team';
const CHANNEL = 'forge-lab:team-changed';
const LOCK = 'forge-lab:team-lock';
/** A writer that dies mid-change frees the team after this. */
const LOCK_MS = 10_000;
/** How long a change waits for another instance's change before it is refused. */
const WAIT_MS = 5_000;
const RELEASE = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0`;

/** A change of the team refused because Redis cannot be asked: said in these words (503). */
export class TeamNotChanged extends RedisUnreachable {}
export const TEAM_NOT_CHANGED =
  'The team was not changed: the store the team servers share (Redis) cannot be reached. Try again in a few seconds.';

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

const refused = (error: unknown) => new TeamNotChanged(TEAM_NOT_CHANGED, { cause: error });

/**
 * The instances' one writer of the team (members and invitations; the founders' accounts stay each
 * instance's): a change takes the team's lock in Redis, takes the team as Redis holds it (so it
 * builds on every other instance's last change), is made, then written back and announced. One
 * invitation joined on two instances at once is used once; a removal is never undone by another
 * instance's later change. While Redis cannot be reached, a change is refused, never kept here
 * alone to be lost when Redis is back.
 */
export function sharedTeamWriter(client: Redis, team: TeamAccounts): TeamWriter {
  return async (change) => {
    const token = randomUUID();
    const giveUpAt = Date.now() + WAIT_MS;
    for (;;) {
      const taken = await client.set(LOCK, token, 'PX', LOCK_MS, 'NX').catch((error: unknown) => {
        throw refused(error);
      });
      if (taken === 'OK') break;
      if (Date.now() > giveUpAt) throw new TeamNotChanged('Another team server is changing the team: try again.');
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    try {
      const shared = readShared(await client.get(KEY).catch((error: unknown) => Promise.reject(refused(error))));
      if (shared) await team.adopt(shared);
      const { result, changed } = await change();
      if (changed) {
        await client.set(KEY, JSON.stringify(await team.snapshot()));
        await client.publish(CHANNEL, 'changed');
      }
      return result;
    } finally {
      await client.eval(RELEASE, 1, LOCK, token).catch(() => undefined);
    }
  };
}

type ShareOptions = { client: Redis; subscriber: Redis; team: TeamAccounts; log: Log };

/**
 * Shares the team between instances that share Redis, each keeping it in its own data directory:
 * every change goes through {@link sharedTeamWriter}, and every other instance writes the team
 * into its directory when told, where its sessions and sockets read it (a removed member's socket
 * closes within a second everywhere). At start an instance takes the shared team, or gives its
 * own when Redis has none yet.
 */
export async function shareTeam({ client, subscriber, team, log }: ShareOptions) {
  const adoptShared = async () => {
    const shared = readShared(await client.get(KEY));
    if (shared) await team.adopt(shared);
  };
  subscriber.on('message', (channel: string) => {
    if (channel === CHANNEL)
      adoptShared().catch((error: unknown) => log.error({ err: error }, 'Could not take the shared team'));
  });
  await subscriber.subscribe(CHANNEL);
  const writer = sharedTeamWriter(client, team);
  // The first instance gives the team it has; the others take the shared one.
  await writer(async () => ({ result: null, changed: !(await client.exists(KEY)) }));
  team.writeThrough(writer);
  return {
    stop() {
      team.writeThrough(null);
      subscriber.disconnect();
    },
  };
}
