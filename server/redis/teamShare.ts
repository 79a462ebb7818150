import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { TeamAccounts, TeamWriter } from '../team/teamAccounts.js';
import { RedisUnreachable } from './outage.js';
import type { Log } from '../log.js';
import {
  deltaOf,
  isEmptyDelta,
  readDelta,
  readTeamRecords,
  readWholeTeam,
  WHOLE_TEAM,
  writeTeamRecords,
} from './teamRecords.js';

/** The channel each change's records are published on, and the one writer's lock. */
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

const refused = (error: unknown) => new TeamNotChanged(TEAM_NOT_CHANGED, { cause: error });

/**
 * The instances' one writer of the team (members and invitations; the founders' accounts stay each
 * instance's), kept in Redis one record each (teamRecords.ts): a change takes the team's lock in
 * Redis, takes the team as Redis holds it (so it builds on every other instance's last change), is
 * made, then the records it changed are written in one step and published, and nothing else. A
 * used invitation is taken out in that step only if it is still there, so one invitation joined on
 * two instances at once is used once; a removal is never undone by another instance's later
 * change. While Redis cannot be reached, a change is refused, never kept here alone to be lost
 * when Redis is back. When Redis holds no team yet, the first change gives this instance's.
 */
export function sharedTeamWriter(client: Redis, team: TeamAccounts): TeamWriter {
  const orRefused = <T>(call: Promise<T>) => call.catch((error: unknown) => Promise.reject(refused(error)));
  return async (change) => {
    const token = randomUUID();
    const giveUpAt = Date.now() + WAIT_MS;
    while ((await orRefused(client.set(LOCK, token, 'PX', LOCK_MS, 'NX'))) !== 'OK') {
      if (Date.now() > giveUpAt) throw new TeamNotChanged('Another team server is changing the team: try again.');
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    try {
      const shared = await orRefused(readTeamRecords(client));
      if (shared) await team.adopt(shared);
      const { result, changed } = await change();
      if (!changed && shared) return result;
      const delta = deltaOf(shared, await team.snapshot());
      if (!(await orRefused(writeTeamRecords(client, delta)))) {
        // Only if this writer's lock ran out mid-change: what Redis holds stays the truth here too.
        const now = await readTeamRecords(client);
        if (now) await team.adopt(now);
        throw new TeamNotChanged('The invitation was used or revoked meanwhile: the team was not changed.');
      }
      if (!isEmptyDelta(delta)) await client.publish(CHANNEL, JSON.stringify(delta));
      return result;
    } finally {
      await client.eval(RELEASE, 1, LOCK, token).catch(() => undefined);
    }
  };
}

type ShareOptions = { client: Redis; subscriber: Redis; team: TeamAccounts; log: Log };

/**
 * Shares the team between instances that share Redis, each keeping it in its own data directory:
 * every change goes through {@link sharedTeamWriter}, and every other instance writes the records
 * a change published into its directory, where its sessions and sockets read them (a removed
 * member's socket closes within a second everywhere). At start an instance takes the shared team,
 * or gives its own when Redis has none yet (the last release's whole-team key is taken first).
 */
export async function shareTeam({ client, subscriber, team, log }: ShareOptions) {
  const adoptShared = async () => {
    const shared = await readTeamRecords(client);
    if (shared) await team.adopt(shared);
  };
  subscriber.on('message', (channel: string, message: string) => {
    if (channel !== CHANNEL) return;
    const delta = readDelta(message);
    // Not a delta (an instance of the last release says "changed"): the whole team, read again.
    (delta ? team.merge(delta) : adoptShared()).catch((error: unknown) =>
      log.error({ err: error }, 'Could not take the shared team'),
    );
  });
  await subscriber.subscribe(CHANNEL);
  const writer = sharedTeamWriter(client, team);
  const whole = (await readTeamRecords(client)) ? null : await readWholeTeam(client);
  if (whole) await team.adopt(whole);
  // The first instance gives the team it has; the others take the shared one.
  await writer(() => Promise.resolve({ result: null, changed: false }));
  if (whole) await client.del(WHOLE_TEAM);
  team.writeThrough(writer);
  return {
    stop() {
      team.writeThrough(null);
      subscriber.disconnect();
    },
  };
}
