import { DEMO_PASSWORD, FOUNDERS, normalizeEmail, type User } from '../../../contract/founders';

type FounderAccount = User & { password: string };

const ACCOUNTS: readonly FounderAccount[] = FOUNDERS.map((founder) => ({
  ...founder,
  password: DEMO_PASSWORD,
}));

/**
 * Checks credentials against the fixed accounts. Returns the user without the
 * password, or null: the caller cannot tell an unknown email from a wrong password.
 */
export function verifyCredentials(email: string, password: string): User | null {
  const typed = normalizeEmail(email);
  const account = ACCOUNTS.find(
    (candidate) => normalizeEmail(candidate.email) === typed && candidate.password === password,
  );
  if (!account) return null;
  const { name, role } = account;
  return { email: account.email, name, role };
}
