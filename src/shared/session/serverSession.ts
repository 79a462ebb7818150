import { SESSION_PATH, type ErrorResponse, type SessionResponse, type SignInRequest } from '../../../contract/api';
import type { User } from '../../../contract/founders';

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

function readUser(body: unknown): User | null {
  const user = (body as Partial<SessionResponse> | null)?.user;
  if (!user || typeof user.email !== 'string' || typeof user.name !== 'string' || typeof user.role !== 'string')
    return null;
  return { email: user.email, name: user.name, role: user.role };
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
 * Whether the server still knows this browser's session: 'ended' on a 401 (expired, signed out
 * elsewhere, or a forged cookie), 'unknown' when the server cannot be reached (offline work goes on).
 */
export async function checkServerSession(): Promise<'live' | 'ended' | 'unknown'> {
  try {
    const response = await fetch(SESSION_PATH, { headers: { Accept: 'application/json' } });
    if (response.status === 401) return 'ended';
    return response.ok ? 'live' : 'unknown';
  } catch {
    return 'unknown';
  }
}

export async function signOutOfServer(): Promise<void> {
  await fetch(SESSION_PATH, { method: 'DELETE' }).catch(() => undefined);
}
