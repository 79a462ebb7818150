/** A founder's account as the server holds it; the password is only ever kept as a scrypt hash. */
export type User = { email: string; name: string; role: string };

/**
 * The fixed founder list of PRODUCT.md, in its order. The client keeps the same list for the
 * static mode; in team mode the server's accounts are the authority.
 */
export const FOUNDERS: readonly User[] = [
  { name: 'Alex Rivera', role: 'Code Wizard & Product Architect', email: 'alex@forgelab.dev' },
  { name: 'Sam Okafor', role: 'Automation Strategist & Systems Thinker', email: 'sam@forgelab.dev' },
  { name: 'Maya Chen', role: 'Social Engineer & Growth Expert', email: 'maya@forgelab.dev' },
];

/** The demo accounts' shared password: only `--demo` accepts it. */
export const DEMO_PASSWORD = 'forge-demo-2026';

/** Passwords chosen for a real team: long enough that the rate limit makes guessing hopeless. */
export const MIN_PASSWORD_LENGTH = 12;

/** The environment variable that carries a founder's first password, e.g. FORGE_PASSWORD_ALEX. */
export const passwordVariableFor = (user: User) => `FORGE_PASSWORD_${user.email.split('@')[0].toUpperCase()}`;

export const normalizeEmail = (email: string) => email.trim().toLowerCase();
