import type { Redis } from 'ioredis';
import { normalizeEmail } from '../../contract/founders.js';
import { isAccount, type Account } from '../auth/accounts.js';
import { isInvitation, type Invitation } from '../team/invitations.js';
import type { SharedTeam, TeamDelta } from '../team/teamAccounts.js';

/**
 * The team as the instances share it in Redis, one record each: a hash of the members (the
 * accounts beyond the founders) by email, a hash of the open invitations by their token's hash,
 * and a key that says Redis holds the team (an empty hash is no key at all).
 */
export const MEMBERS = 'forge-lab:team:members';
export const INVITATIONS = 'forge-lab:team:invitations';
export const KEPT = 'forge-lab:team:kept';
/** Where the last release kept the whole team as one JSON text: moved into the hashes once. */
export const WHOLE_TEAM = 'forge-lab:team';

const EMPTY: SharedTeam = { members: [], invitations: [] };

const parsed = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};
const isMember = (value: unknown): value is Account => isAccount(value) && value.teamRole !== undefined;

/** The records of a hash that read as `is` says; a record that does not is left out (and stays in Redis). */
const recordsOf = <T>(hash: Record<string, string>, is: (value: unknown) => value is T): T[] =>
  Object.values(hash)
    .map(parsed)
    .filter((value): value is T => is(value));

/** The team Redis holds, or null when it holds none yet. */
export async function readTeamRecords(client: Redis): Promise<SharedTeam | null> {
  const [kept, members, invitations] = await Promise.all([
    client.exists(KEPT),
    client.hgetall(MEMBERS),
    client.hgetall(INVITATIONS),
  ]);
  if (!kept) return null;
  return { members: recordsOf(members, isMember), invitations: recordsOf(invitations, isInvitation) };
}

/** The last release's whole team, if Redis still holds one. */
export async function readWholeTeam(client: Redis): Promise<SharedTeam | null> {
  const team = parsed((await client.get(WHOLE_TEAM)) ?? '') as Partial<SharedTeam> | null;
  if (!team || !Array.isArray(team.members) || !Array.isArray(team.invitations)) return null;
  return { members: team.members.filter(isMember), invitations: team.invitations.filter(isInvitation) };
}

const memberKey = (account: Account) => normalizeEmail(account.email);
const invitationKey = (invitation: Invitation) => invitation.tokenHash;

/** The records of `after` that differ from `before`'s, by key: null for one that went. */
function changedRecords<T>(before: readonly T[], after: readonly T[], key: (record: T) => string) {
  const was = new Map(before.map((record) => [key(record), JSON.stringify(record)]));
  const is = new Map(after.map((record) => [key(record), record]));
  const changes: [string, T | null][] = [];
  for (const [id, record] of is) if (was.get(id) !== JSON.stringify(record)) changes.push([id, record]);
  for (const id of was.keys()) if (!is.has(id)) changes.push([id, null]);
  return changes;
}

/** What a change of the team changed: the records written and those removed, and nothing else. */
export const deltaOf = (before: SharedTeam | null, after: SharedTeam): TeamDelta => ({
  members: changedRecords((before ?? EMPTY).members, after.members, memberKey),
  invitations: changedRecords((before ?? EMPTY).invitations, after.invitations, invitationKey),
});

export const isEmptyDelta = (delta: TeamDelta) => delta.members.length === 0 && delta.invitations.length === 0;

/** A delta as another instance published it, or null when the message is not one. */
export function readDelta(message: string): TeamDelta | null {
  const delta = parsed(message) as Partial<TeamDelta> | null;
  const entries = <T>(list: unknown, is: (value: unknown) => value is T): list is [string, T | null][] =>
    Array.isArray(list) &&
    list.every((entry) => Array.isArray(entry) && typeof entry[0] === 'string' && (entry[1] === null || is(entry[1])));
  return delta && entries(delta.members, isMember) && entries(delta.invitations, isInvitation)
    ? { members: delta.members, invitations: delta.invitations }
    : null;
}

/**
 * Writes a delta in one step: every record at once, or none when an invitation it takes out is no
 * longer there (used by another join or revoked: 0). Values are JSON texts, "" for a removal.
 */
const APPLY = `
local delta = cjson.decode(ARGV[1])
for _, entry in ipairs(delta.i) do
  if entry[2] == '' and redis.call('HEXISTS', KEYS[2], entry[1]) == 0 then return 0 end
end
for index, list in ipairs({ delta.m, delta.i }) do
  for _, entry in ipairs(list) do
    if entry[2] == '' then redis.call('HDEL', KEYS[index], entry[1])
    else redis.call('HSET', KEYS[index], entry[1], entry[2]) end
  end
end
redis.call('SET', KEYS[3], '1')
return 1`;

const asTexts = <T>(list: [string, T | null][]) =>
  list.map(([id, record]) => [id, record ? JSON.stringify(record) : '']);

/** Applies the delta in Redis; false when one of the invitations it takes out was already gone. */
export async function writeTeamRecords(client: Redis, delta: TeamDelta): Promise<boolean> {
  const texts = JSON.stringify({ m: asTexts(delta.members), i: asTexts(delta.invitations) });
  return (await client.eval(APPLY, 3, MEMBERS, INVITATIONS, KEPT, texts)) === 1;
}
