import type { User } from '../../contract/founders.js';

/** Passwords chosen for a real team: long enough that the rate limit makes guessing hopeless. */
export const MIN_PASSWORD_LENGTH = 12;

/** The environment variable that carries a founder's first password, e.g. FORGE_PASSWORD_ALEX. */
export const passwordVariableFor = (user: User) => `FORGE_PASSWORD_${user.email.split('@')[0].toUpperCase()}`;
