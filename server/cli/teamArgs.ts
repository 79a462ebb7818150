import { UsageError } from '../setupError.js';

export const TEAM_USAGE = `  npm run team -- invite EMAIL --name NAME --role member|viewer [--data DIR]
  npm run team -- members [--data DIR]
  npm run team -- remove EMAIL [--data DIR]`;

export const TEAM_HELP = `invite prints a link to join the lab (valid 7 days; open it on the server's address); members lists
the accounts and open invitations; remove deletes an account (a running server ends its sessions).`;

export const TEAM_OPTIONS = { name: { type: 'string' }, role: { type: 'string' } } as const;

export type TeamCommand =
  | { name: 'invite'; email: string; personName: string; teamRole: string; dataDir: string }
  | { name: 'members'; dataDir: string }
  | { name: 'remove'; email: string; dataDir: string };

type Values = { data: string; name?: string; role?: string };

/** `invite`, `members` and `remove`, or null for any other command. */
export function teamCommand(positionals: readonly string[], values: Values): TeamCommand | null {
  const [name, ...rest] = positionals;
  if (name === 'invite') {
    if (rest.length !== 1 || values.name === undefined || values.role === undefined)
      throw new UsageError('Usage: npm run team -- invite EMAIL --name NAME --role member|viewer [--data DIR]');
    return { name, email: rest[0], personName: values.name, teamRole: values.role, dataDir: values.data };
  }
  if (name === 'members') {
    if (rest.length > 0) throw new UsageError('Usage: npm run team -- members [--data DIR]');
    return { name, dataDir: values.data };
  }
  if (name === 'remove') {
    if (rest.length !== 1) throw new UsageError('Usage: npm run team -- remove EMAIL [--data DIR]');
    return { name, email: rest[0], dataDir: values.data };
  }
  return null;
}
