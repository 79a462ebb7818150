import { INVITATION_DAYS } from '../../contract/roles.js';
import { UsageError } from '../setupError.js';

export const TEAM_USAGE = `  npm run team -- invite EMAIL --name NAME --role member|viewer [--data DIR] [--redis URL]
  npm run team -- members [--data DIR] [--redis URL]
  npm run team -- remove EMAIL [--data DIR] [--redis URL]`;

export const TEAM_HELP = `invite prints a link to join the lab (valid ${INVITATION_DAYS} days; open it on the server's address); members lists
the accounts and open invitations; remove deletes an account (a running server ends its sessions).
With --redis (or $REDIS_URL), as the servers run, they change the team every instance shares.`;

export const TEAM_OPTIONS = { name: { type: 'string' }, role: { type: 'string' } } as const;

/** Where the team lives: the data directory, and the Redis the servers share it through, if any. */
type TeamPlace = { dataDir: string; redisUrl?: string };

export type TeamCommand =
  | ({ name: 'invite'; email: string; personName: string; teamRole: string } & TeamPlace)
  | ({ name: 'members' } & TeamPlace)
  | ({ name: 'remove'; email: string } & TeamPlace);

type Values = { data: string; name?: string; role?: string; redisUrl?: string };

const placeOf = ({ data, redisUrl }: Values): TeamPlace => ({ dataDir: data, ...(redisUrl && { redisUrl }) });

/** `invite`, `members` and `remove`, or null for any other command. */
export function teamCommand(positionals: readonly string[], values: Values): TeamCommand | null {
  const [name, ...rest] = positionals;
  if (name === 'invite') {
    if (rest.length !== 1 || values.name === undefined || values.role === undefined)
      throw new UsageError(
        'Usage: npm run team -- invite EMAIL --name NAME --role member|viewer [--data DIR] [--redis URL]',
      );
    return { name, email: rest[0], personName: values.name, teamRole: values.role, ...placeOf(values) };
  }
  if (name === 'members') {
    if (rest.length > 0) throw new UsageError('Usage: npm run team -- members [--data DIR]');
    return { name, ...placeOf(values) };
  }
  if (name === 'remove') {
    if (rest.length !== 1) throw new UsageError('Usage: npm run team -- remove EMAIL [--data DIR]');
    return { name, email: rest[0], ...placeOf(values) };
  }
  return null;
}
