import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { writeFileAtomic } from '../store/atomicFile.js';
import { readDataFile } from '../store/dataFile.js';
import { normalizeEmail, type User } from '../../contract/founders.js';
import { isTeamRole, type TeamRole } from '../../contract/roles.js';
import { decoyHash, hashPassword, verifyPassword } from './passwordHash.js';

export type Account = User & {
  teamRole: TeamRole;
  passwordHash: string;
  passwordChangedAt: string;
  /** When they last signed in (ISO); accounts of the last release have none. */
  lastSeenAt?: string;
};

type AccountsFile = { version: 1; accounts: Account[] };

export const accountsPath = (dataDir: string) => join(dataDir, 'accounts.json');

/** An account as stored; the last release's have no `teamRole` (they are the founders). */
export const isAccount = (value: unknown): value is Omit<Account, 'teamRole'> & { teamRole?: TeamRole } => {
  const account = value as Account;
  return (
    ['email', 'name', 'role', 'passwordHash', 'passwordChangedAt'].every(
      (key) => typeof account?.[key as keyof Account] === 'string',
    ) &&
    (account.teamRole === undefined || isTeamRole(account.teamRole))
  );
};

const isAccountsFile = (value: unknown): value is AccountsFile => {
  const file = value as Partial<AccountsFile> | null;
  return file?.version === 1 && Array.isArray(file.accounts) && file.accounts.every(isAccount);
};

/** The stored accounts, or null before the first start. A damaged file is an error, never "no accounts". */
export async function readAccounts(dataDir: string): Promise<Account[] | null> {
  const file = await readDataFile({
    path: accountsPath(dataDir),
    holds: 'version-1 accounts',
    isSound: isAccountsFile,
    remedy:
      'Put back a copy from before it was damaged; or move it away, and the next start sets the ' +
      "founders' passwords again (the lab and its history are kept).",
  });
  return file ? file.accounts.map((account) => ({ ...account, teamRole: account.teamRole ?? 'founder' })) : null;
}

/** The user a session or a reply names: nothing secret. */
export const userOf = ({ email, name, role, teamRole }: Account): User => ({ email, name, role, teamRole });

export function writeAccounts(dataDir: string, accounts: readonly Account[]): Promise<void> {
  const file: AccountsFile = { version: 1, accounts: [...accounts] };
  return writeFileAtomic(accountsPath(dataDir), `${JSON.stringify(file, null, 2)}\n`);
}

export async function newAccount(user: User, password: string): Promise<Account> {
  const { email, name, role, teamRole = 'founder' } = user;
  const passwordHash = await hashPassword(password);
  return { email, name, role, teamRole, passwordHash, passwordChangedAt: new Date().toISOString() };
}

export type Accounts = {
  /** The user for these credentials, or null: an unknown email and a wrong password look the same. */
  verify(email: string, password: string): Promise<User | null>;
  find(email: string): Promise<Account | null>;
  /** Every account, as the file holds them now. */
  list(): Promise<Account[]>;
};

/**
 * The accounts as the running server reads them: the file is read again when it changes, so a
 * password changed with the `passwd` command applies at once (and ends older sessions). The decoy
 * hash is made here, at start: made on first use, it would make the first unknown email take twice
 * as long as a wrong password, telling the two apart.
 */
export async function openAccounts(dataDir: string): Promise<Accounts> {
  const decoy = await decoyHash();
  let cache: { version: string; accounts: Account[] } | null = null;
  const current = async () => {
    // Every write replaces the file (atomicFile.ts), so its inode tells a new version even when two
    // writes fall within the file system's time resolution, which the modification time alone would not.
    const { mtimeMs, ino, size } = await stat(accountsPath(dataDir));
    const version = `${ino}:${size}:${mtimeMs}`;
    if (cache?.version !== version) cache = { version, accounts: (await readAccounts(dataDir)) ?? [] };
    return cache.accounts;
  };
  const find = async (email: string) =>
    (await current()).find((account) => normalizeEmail(account.email) === normalizeEmail(email)) ?? null;
  return {
    find,
    list: current,
    async verify(email, password) {
      const account = await find(email);
      const matches = await verifyPassword(password, account?.passwordHash ?? decoy);
      return account && matches ? userOf(account) : null;
    },
  };
}
