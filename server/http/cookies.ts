import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { fastifyCookie } from '@fastify/cookie';
import type { FastifyReply } from 'fastify';
import { SESSION_IDLE_MS } from '../auth/sessionStore.js';

/** The session cookie: HttpOnly (scripts never see it), SameSite=Strict, Secure over HTTPS. */
export const SESSION_COOKIE = 'forge_lab_session';

/**
 * The session id of a websocket upgrade, which Node hands over before Fastify sees the request
 * (HTTP routes read `request.cookies`, parsed by @fastify/cookie with the same parser).
 */
export const sessionIdOf = (request: IncomingMessage): string | undefined =>
  fastifyCookie.parse(request.headers.cookie ?? '')[SESSION_COOKIE] || undefined;

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

/** Sets the session cookie, or clears it (`null`), through @fastify/cookie's serializer. */
export function setSessionCookie(reply: FastifyReply, trustProxy: boolean, id: string | null): FastifyReply {
  return reply.setCookie(SESSION_COOKIE, id ?? '', {
    path: '/',
    maxAge: id === null ? 0 : Math.floor(SESSION_IDLE_MS / 1000),
    httpOnly: true,
    sameSite: 'strict',
    secure: isHttps(reply.request.raw, trustProxy),
  });
}

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
