import type { FastifyPluginCallback } from 'fastify';
import type { Accounts } from '../auth/accounts.js';
import type { Sessions } from '../auth/sessions.js';
import type { SignInLimiter } from '../auth/signInLimit.js';
import type { User } from '../../contract/founders.js';
import { INVALID_CREDENTIALS, SESSION_PATH, type SignInRequest } from '../../contract/api.js';
import { clientAddress } from './clientAddress.js';
import { SESSION_COOKIE, setSessionCookie } from './cookies.js';
import { allowOnly } from './methods.js';
import { errorReply, userReply } from './schemas.js';

type SessionRoutesOptions = {
  accounts: Accounts;
  sessions: Sessions;
  limiter: SignInLimiter;
  /** The scheme comes from X-Forwarded-Proto: the server is reachable only through a proxy that sets it. */
  trustProxy: boolean;
  /** Called when a founder signs out, to close that session's websockets. */
  onSessionEnded: (id: string) => void;
  /** Called when someone signs in (the Team dialog's Last seen). */
  onSignedIn?: (user: User) => void;
};

/** The sign-in body, checked before the handler runs; app.ts turns off Fastify's type coercion. */
const CREDENTIALS = {
  type: 'object',
  required: ['email', 'password'],
  properties: { email: { type: 'string' }, password: { type: 'string' } },
} as const;

/** Who is signed in, or why not. */
const USER_OR_ERROR = { 200: userReply, '4xx': errorReply, 503: errorReply };

/**
 * POST /api/session signs in, GET tells who is signed in, DELETE signs out. The session id only
 * ever travels in the HttpOnly cookie; bodies carry the user (email, name, role) and nothing secret.
 */
export const sessionRoutes: FastifyPluginCallback<SessionRoutesOptions> = (app, options, done) => {
  const { accounts, sessions, limiter, trustProxy, onSessionEnded, onSignedIn } = options;

  app.post<{ Body: SignInRequest }>(
    SESSION_PATH,
    {
      schema: { body: CREDENTIALS, response: USER_OR_ERROR },
      config: { access: 'public', invalidBody: 'Expected {"email": string, "password": string}' },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const attempt = await limiter.begin(email, clientAddress(request));
      if ('retryAfter' in attempt) {
        const { retryAfter } = attempt;
        return reply.code(429).header('Retry-After', retryAfter).send({ error: 'Too many attempts', retryAfter });
      }
      const user = await accounts.verify(email, password);
      if (!user) return reply.code(401).send({ error: INVALID_CREDENTIALS });
      await limiter.succeeded(attempt);
      setSessionCookie(reply, trustProxy, await sessions.start(user));
      onSignedIn?.(user);
      return { user };
    },
  );

  // Public: it is the question "who am I?", answered 401 when nobody is.
  const whoAmI = { exposeHeadRoute: false, config: { access: 'public' }, schema: { response: USER_OR_ERROR } } as const;
  app.get(SESSION_PATH, whoAmI, async (request, reply) => {
    const id = request.cookies[SESSION_COOKIE];
    const user = await sessions.resolve(id);
    if (!id || !user) {
      // A forged or ended cookie is cleared, so the browser stops sending it.
      if (id) setSessionCookie(reply, trustProxy, null);
      return reply.code(401).send({ error: 'Not signed in' });
    }
    // Each visit renews the cookie, as the server renews the session's idle time.
    setSessionCookie(reply, trustProxy, id);
    return { user };
  });

  const signOut = {
    config: { access: 'public' },
    schema: { response: { 204: { type: 'null' }, '4xx': errorReply } },
  } as const;
  app.delete(SESSION_PATH, signOut, async (request, reply) => {
    const id = request.cookies[SESSION_COOKIE];
    if (id) {
      await sessions.end(id);
      onSessionEnded(id);
    }
    return setSessionCookie(reply, trustProxy, null).code(204).send();
  });

  allowOnly(app, SESSION_PATH, ['GET', 'POST', 'DELETE']);
  done();
};
