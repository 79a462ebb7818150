import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Accounts } from '../auth/accounts.js';
import { INVALID_CREDENTIALS, SESSION_PATH } from '../../contract/api.js';
import type { Sessions } from '../auth/sessions.js';
import type { SignInLimiter } from '../auth/signInLimit.js';
import { clientAddress } from './clientAddress.js';
import { clearedSessionCookie, isSameOrigin, readCookie, SESSION_COOKIE, sessionCookie } from './cookies.js';
import { HttpError, readJsonBody, sendJson } from './json.js';

type SessionApiOptions = {
  accounts: Accounts;
  sessions: Sessions;
  limiter: SignInLimiter;
  /**
   * X-Forwarded-For and X-Forwarded-Proto name the client and its scheme: the server is reachable
   * only through a proxy that sets them.
   */
  trustProxy: boolean;
  /** Called when a founder signs out, to close that session's websockets. */
  onSessionEnded: (id: string) => void;
};

function readCredentials(body: unknown): { email: string; password: string } {
  const { email, password } = (body ?? {}) as Record<string, unknown>;
  if (typeof email !== 'string' || typeof password !== 'string')
    throw new HttpError(400, 'Expected {"email": string, "password": string}');
  return { email, password };
}

/**
 * POST /api/session signs in, GET tells who is signed in, DELETE signs out. The session id only
 * ever travels in the HttpOnly cookie; bodies carry the user (email, name, role) and nothing secret.
 */
export function createSessionApi({ accounts, sessions, limiter, trustProxy, onSessionEnded }: SessionApiOptions) {
  async function signIn(request: IncomingMessage, response: ServerResponse) {
    const { email, password } = readCredentials(await readJsonBody(request));
    const attempt = await limiter.begin(email, clientAddress(request, trustProxy));
    if ('retryAfter' in attempt) {
      const { retryAfter } = attempt;
      return sendJson(response, 429, { error: 'Too many attempts', retryAfter }, { 'Retry-After': retryAfter });
    }
    const user = await accounts.verify(email, password);
    if (!user) return sendJson(response, 401, { error: INVALID_CREDENTIALS });
    await attempt.succeeded();
    const id = await sessions.start(user);
    sendJson(response, 200, { user }, { 'Set-Cookie': sessionCookie(request, trustProxy, id) });
  }

  async function current(request: IncomingMessage, response: ServerResponse) {
    const id = readCookie(request, SESSION_COOKIE);
    const user = await sessions.resolve(id);
    if (!id || !user) return sendJson(response, 401, { error: 'Not signed in' }, clearCookieIf(request, id));
    // Each visit renews the cookie, as the server renews the session's idle time.
    sendJson(response, 200, { user }, { 'Set-Cookie': sessionCookie(request, trustProxy, id) });
  }

  async function signOut(request: IncomingMessage, response: ServerResponse) {
    const id = readCookie(request, SESSION_COOKIE);
    if (id) {
      await sessions.end(id);
      onSessionEnded(id);
    }
    response
      .writeHead(204, { 'Set-Cookie': clearedSessionCookie(request, trustProxy), 'Cache-Control': 'no-store' })
      .end();
  }

  const clearCookieIf = (request: IncomingMessage, id: string | undefined): Record<string, string> =>
    id ? { 'Set-Cookie': clearedSessionCookie(request, trustProxy) } : {};

  const routes: Record<string, (request: IncomingMessage, response: ServerResponse) => Promise<void>> = {
    POST: signIn,
    GET: current,
    DELETE: signOut,
  };

  return async function handleApi(request: IncomingMessage, response: ServerResponse, pathname: string) {
    try {
      if (pathname !== SESSION_PATH) throw new HttpError(404, 'Not found');
      const route = routes[request.method ?? ''];
      if (!route) return sendJson(response, 405, { error: 'Method not allowed' }, { Allow: 'GET, POST, DELETE' });
      if (request.method !== 'GET' && !isSameOrigin(request, trustProxy))
        throw new HttpError(403, 'Cross-origin request refused');
      await route(request, response);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      const close: Record<string, string> = error.status === 413 ? { Connection: 'close' } : {};
      sendJson(response, error.status, { error: error.message }, close);
    }
  };
}
