import { SESSION_PATH, type ErrorResponse, type SessionResponse, type SignInRequest } from '../../../contract/api';
import type { User } from '../../../contract/founders';
import { isTeamRole } from '../../../contract/roles';

/**
 * The team server's session API, the one client of it (team mode only; loaded on demand). The
 * session itself lives in an HttpOnly cookie the page cannot read: the sign-in carries the
 * password once and gets back only the founder (email, name, role).
 */
export type SignInOutcome =
  | { kind: 'signedIn'; user: User }
  | { kind: 'invalid' }
  | { kind: 'rateLimited'; retryAfterSeconds: number }
  /** The server answers but cannot sign anyone in for now (503): its message says why. */
  | { kind: 'unavailable'; message: string }
  | { kind: 'unreachable' };

/** Said when a 503 carries no message of its own. */
const UNAVAILABLE = 'The team server cannot sign you in right now. Try again in a few seconds.';

/** The person a session or join answer names, with their team role (a founder's when it names none). */
export function readUser(body: unknown): User | null {
  const user = (body as Partial<SessionResponse> | null)?.user;
  if (!user || typeof user.email !== 'string' || typeof user.name !== 'string' || typeof user.role !== 'string')
    return null;
  return {
    email: user.email,
    name: user.name,
    role: user.role,
    teamRole: isTeamRole(user.teamRole) ? user.teamRole : 'founder',
  };
}

export async function signInWithServer(email: string, password: string): Promise<SignInOutcome> {
  const credentials: SignInRequest = { email, password };
  let response: Response;
  try {
    response = await fetch(SESSION_PATH, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(credentials),
    });
  } catch {
    return { kind: 'unreachable' };
  }
  if (response.status === 401) return { kind: 'invalid' };
  if (response.status === 429) {
    const retryAfterSeconds = Number(response.headers.get('Retry-After')) || 60;
    return { kind: 'rateLimited', retryAfterSeconds };
  }
  if (response.status === 503) {
    const { error } = ((await response.json().catch(() => null)) ?? {}) as Partial<ErrorResponse>;
    return { kind: 'unavailable', message: typeof error === 'string' && error ? error : UNAVAILABLE };
  }
  const user = response.ok ? readUser(await response.json().catch(() => null)) : null;
  return user ? { kind: 'signedIn', user } : { kind: 'unreachable' };
}

/**
 * Whether the server still knows this browser's session, and as whom now (their role may have
 * changed): 'ended' on a 401 (expired, signed out elsewhere, removed, or a forged cookie),
 * 'unknown' when the server cannot be reached (offline work goes on).
 */
export async function checkServerSession(): Promise<'ended' | 'unknown' | User> {
  try {
    const response = await fetch(SESSION_PATH, { headers: { Accept: 'application/json' } });
    if (response.status === 401) return 'ended';
    return (response.ok && readUser(await response.json().catch(() => null))) || 'unknown';
  } catch {
    return 'unknown';
  }
}

export async function signOutOfServer(): Promise<void> {
  await fetch(SESSION_PATH, { method: 'DELETE' }).catch(() => undefined);
}
