import { accountsPath, newAccount, readAccounts, userOf, writeAccounts } from './accounts.js';
import { readFile } from 'node:fs/promises';
import { DEMO_PASSWORD, FOUNDERS, normalizeEmail, type User } from '../../contract/founders.js';
import { MIN_PASSWORD_LENGTH } from './passwordRules.js';
import { verifyPassword } from './passwordHash.js';
import { SetupError } from '../setupError.js';
import { withTeamLock } from '../team/teamLock.js';

/** Why a password cannot be a founder's real one, or null when it can. */
export function passwordProblem(password: string): string | null {
  if (password === DEMO_PASSWORD) return 'the demo password is accepted only with --demo';
  if (password.length < MIN_PASSWORD_LENGTH) return `a password needs at least ${MIN_PASSWORD_LENGTH} characters`;
  return null;
}

export type AccountSetup = {
  dataDir: string;
  demo: boolean;
  /** Asked only on the first start without --demo, once per founder. */
  passwordFor: (founder: User) => Promise<string>;
};

/**
 * Makes sure the data directory holds the founders' accounts. `--demo` creates the demo accounts
 * (and only ever runs on demo accounts); otherwise the first start takes each founder's password,
 * and a directory whose accounts still use the demo password is refused.
 */
export async function setUpAccounts({ dataDir, demo, passwordFor }: AccountSetup): Promise<void> {
  const existing = await readAccounts(dataDir);
  if (existing) {
    // The founders' passwords tell a demo directory from a real one; members set their own on joining.
    const founders = existing.filter((account) => account.teamRole === 'founder');
    const demoFlags = await Promise.all(founders.map((account) => verifyPassword(DEMO_PASSWORD, account.passwordHash)));
    if (demo && !demoFlags.every(Boolean))
      throw new SetupError(
        `${dataDir} holds the team's real accounts; --demo runs only on demo accounts. Use another --data directory.`,
      );
    if (!demo && demoFlags.some(Boolean))
      throw new SetupError(
        `The accounts in ${dataDir} use the demo password, which is accepted only with --demo. ` +
          'Set each founder\'s password with "npm run team -- passwd EMAIL", or use another --data directory.',
      );
    // The last release's file names no roles: written once with them, every account a founder.
    if (!(await readFile(accountsPath(dataDir), 'utf8')).includes('"teamRole"')) await writeAccounts(dataDir, existing);
    return;
  }
  const accounts = [];
  for (const founder of FOUNDERS) {
    const password = demo ? DEMO_PASSWORD : await passwordFor(founder);
    const problem = demo ? null : passwordProblem(password);
    if (problem) throw new SetupError(`${founder.name}'s password was refused: ${problem}.`);
    accounts.push(await newAccount(founder, password));
  }
  await writeAccounts(dataDir, accounts);
}

/** Sets a founder's new password; sessions opened before it end (the server reads the new file). */
export async function changePassword(dataDir: string, email: string, password: string): Promise<User> {
  const problem = passwordProblem(password);
  if (problem) throw new SetupError(`The new password was refused: ${problem}.`);
  // Hashed before the lock is taken: the running server's changes of the team wait for nothing slow.
  const hashed = await newAccount({ email, name: '', role: '' }, password);
  return withTeamLock(dataDir, async () => {
    const accounts = await readAccounts(dataDir);
    if (!accounts) throw new SetupError(`${accountsPath(dataDir)} does not exist yet: start the server once first.`);
    const index = accounts.findIndex((account) => normalizeEmail(account.email) === normalizeEmail(email));
    if (index < 0) throw new SetupError(`No founder has the email ${email}.`);
    const { passwordHash, passwordChangedAt } = hashed;
    const updated = { ...accounts[index], passwordHash, passwordChangedAt };
    await writeAccounts(dataDir, accounts.with(index, updated));
    return userOf(updated);
  });
}
