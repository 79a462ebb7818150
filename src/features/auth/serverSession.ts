import type { User } from '../../shared/domain/founders';

/**
 * Founders Access against the team server (team mode only; loaded on demand). The session itself
 * lives in an HttpOnly cookie the page cannot read: the sign-in carries the password once and gets
 * back only the founder (email, name, role). Checking and ending the session is team mode's
 * (features/team/session/).
 */
export const SESSION_URL = '/api/session';

export type SignInOutcome =
  | { kind: 'signedIn'; user: User }
  | { kind: 'invalid' }
  | { kind: 'rateLimited'; retryAfterSeconds: number }
  | { kind: 'unreachable' };

const json = { 'Content-Type': 'application/json' };

function readUser(body: unknown): User | null {
  const user = (body as { user?: Partial<User> } | null)?.user;
  if (!user || typeof user.email !== 'string' || typeof user.name !== 'string' || typeof user.role !== 'string')
    return null;
  return { email: user.email, name: user.name, role: user.role };
}

export async function signInWithServer(email: string, password: string): Promise<SignInOutcome> {
  let response: Response;
  try {
    response = await fetch(SESSION_URL, { method: 'POST', headers: json, body: JSON.stringify({ email, password }) });
  } catch {
    return { kind: 'unreachable' };
  }
  if (response.status === 401) return { kind: 'invalid' };
  if (response.status === 429) {
    const retryAfterSeconds = Number(response.headers.get('Retry-After')) || 60;
    return { kind: 'rateLimited', retryAfterSeconds };
  }
  const user = response.ok ? readUser(await response.json().catch(() => null)) : null;
  return user ? { kind: 'signedIn', user } : { kind: 'unreachable' };
}
