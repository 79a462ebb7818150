/** The session API of the team server; the session itself is the HttpOnly cookie. */
const SESSION_URL = '/api/session';

/**
 * Whether the server still knows this browser's session: 'ended' on a 401 (expired, signed out
 * elsewhere, or a forged cookie), 'unknown' when the server cannot be reached (offline work goes on).
 */
export async function checkServerSession(): Promise<'live' | 'ended' | 'unknown'> {
  try {
    const response = await fetch(SESSION_URL, { headers: { Accept: 'application/json' } });
    if (response.status === 401) return 'ended';
    return response.ok ? 'live' : 'unknown';
  } catch {
    return 'unknown';
  }
}

export async function signOutOfServer(): Promise<void> {
  await fetch(SESSION_URL, { method: 'DELETE' }).catch(() => undefined);
}
