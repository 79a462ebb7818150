import type { User } from '../../contract/founders.js';

/** Passwords chosen for a real team (the join page says the same): contract/invitations.ts. */
export { MIN_PASSWORD_LENGTH } from '../../contract/invitations.js';

/** The environment variable that carries a founder's first password, e.g. FORGE_PASSWORD_ALEX. */
export const passwordVariableFor = (user: User) => `FORGE_PASSWORD_${user.email.split('@')[0].toUpperCase()}`;
