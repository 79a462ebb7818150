import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { SESSION_IDLE_MS } from '../auth/sessionStore.js';

/** The session cookie: HttpOnly (scripts never see it), SameSite=Strict, Secure over HTTPS. */
export const SESSION_COOKIE = 'forge_lab_session';

export function readCookie(request: IncomingMessage, name: string): string | undefined {
  for (const pair of (request.headers.cookie ?? '').split(';')) {
    const [key, ...value] = pair.split('=');
    if (key.trim() === name) return value.join('=').trim() || undefined;
  }
  return undefined;
}

/** HTTPS directly, or behind a proxy that says so. */
export function isHttps(request: IncomingMessage): boolean {
  const forwarded = request.headers['x-forwarded-proto'];
  const proto = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0].trim().toLowerCase();
  return (request.socket as TLSSocket).encrypted === true || proto === 'https';
}

function sessionCookieWith(request: IncomingMessage, value: string, maxAgeSeconds: number): string {
  const secure = isHttps(request) ? '; Secure' : '';
  return `${SESSION_COOKIE}=${value}; Path=/; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Strict${secure}`;
}

export const sessionCookie = (request: IncomingMessage, id: string) =>
  sessionCookieWith(request, id, Math.floor(SESSION_IDLE_MS / 1000));

export const clearedSessionCookie = (request: IncomingMessage) => sessionCookieWith(request, '', 0);

/**
 * Requests that change something, and the websocket, must come from the app's own origin when the
 * browser names one (SameSite=Strict already keeps the cookie off other sites' requests). The
 * scheme counts: a page at http://lab.example.com is not the app at https://lab.example.com.
 */
export function isSameOrigin(request: IncomingMessage): boolean {
  const origin = request.headers.origin;
  if (!origin) return true;
  try {
    const scheme = isHttps(request) ? 'https:' : 'http:';
    return new URL(origin).origin === new URL(`${scheme}//${request.headers.host}`).origin;
  } catch {
    return false;
  }
}
