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

/**
 * HTTPS directly, or behind a proxy that says so. X-Forwarded-Proto is anyone's to write, as
 * X-Forwarded-For is (clientAddress.ts), so it counts only with `--trust-proxy`.
 */
export function isHttps(request: IncomingMessage, trustProxy: boolean): boolean {
  if ((request.socket as TLSSocket).encrypted === true) return true;
  const forwarded = trustProxy ? request.headers['x-forwarded-proto'] : undefined;
  const proto = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0].trim().toLowerCase();
  return proto === 'https';
}

function sessionCookieWith(secure: boolean, value: string, maxAgeSeconds: number): string {
  const flag = secure ? '; Secure' : '';
  return `${SESSION_COOKIE}=${value}; Path=/; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Strict${flag}`;
}

export const sessionCookie = (request: IncomingMessage, trustProxy: boolean, id: string) =>
  sessionCookieWith(isHttps(request, trustProxy), id, Math.floor(SESSION_IDLE_MS / 1000));

export const clearedSessionCookie = (request: IncomingMessage, trustProxy: boolean) =>
  sessionCookieWith(isHttps(request, trustProxy), '', 0);

/**
 * Requests that change something, and the websocket, must come from the app's own origin when the
 * browser names one (SameSite=Strict already keeps the cookie off other sites' requests). The
 * scheme counts: a page at http://lab.example.com is not the app at https://lab.example.com.
 */
export function isSameOrigin(request: IncomingMessage, trustProxy: boolean): boolean {
  const origin = request.headers.origin;
  if (!origin) return true;
  try {
    const scheme = isHttps(request, trustProxy) ? 'https:' : 'http:';
    return new URL(origin).origin === new URL(`${scheme}//${request.headers.host}`).origin;
  } catch {
    return false;
  }
}
