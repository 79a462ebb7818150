export type User = {
  email: string;
  name: string;
  role: string;
};

type FounderAccount = User & { password: string };

/** The one password the three demo accounts share (PRODUCT.md). */
export const DEMO_PASSWORD = 'forge-demo-2026';

/** The fixed founder list, in the order PRODUCT.md gives it. */
export const FOUNDERS: readonly User[] = [
  { name: 'Alex Rivera', role: 'Code Wizard & Product Architect', email: 'alex@forgelab.dev' },
  { name: 'Sam Okafor', role: 'Automation Strategist & Systems Thinker', email: 'sam@forgelab.dev' },
  { name: 'Maya Chen', role: 'Social Engineer & Growth Expert', email: 'maya@forgelab.dev' },
];

export const FOUNDER_NAMES: readonly string[] = FOUNDERS.map((founder) => founder.name);

const ACCOUNTS: readonly FounderAccount[] = FOUNDERS.map((founder) => ({
  ...founder,
  password: DEMO_PASSWORD,
}));

/**
 * Checks credentials against the fixed accounts. Returns the user without the
 * password, or null: the caller cannot tell an unknown email from a wrong password.
 */
export function verifyCredentials(email: string, password: string): User | null {
  const account = ACCOUNTS.find((candidate) => candidate.email === email && candidate.password === password);
  if (!account) return null;
  const { name, role } = account;
  return { email: account.email, name, role };
}
