import type { FastifyPluginCallback } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import type { User } from '../../contract/founders.js';
import { roleOf, type TeamRole } from '../../contract/roles.js';
import type { Sessions } from '../auth/sessions.js';
import { SESSION_COOKIE } from './cookies.js';

/** Who may call a route: anyone, anyone signed in, or the signed-in people of these roles. */
export type Access = 'public' | 'signedIn' | readonly TeamRole[];

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route; every route says so (app.ts refuses one that does not). */
    access?: Access;
  }
  interface FastifyRequest {
    /** The signed-in person, on a route for signed-in people (null elsewhere). */
    user: User | null;
  }
}

/**
 * The one place that decides who may call a route: each route names its `access` in its config,
 * and this hook answers before the handler runs: 401 when the route is for signed-in people and
 * the request's session cookie names no live session, 403 when the route names roles and the
 * person's role (read from the accounts now, so a change applies at once) is not one of them. A
 * route without `access` cannot be added.
 */
/** A route and who may call it, as the server lists them (a test walks them all with every role). */
export type RouteAccess = { method: string; url: string; access: Access };

type AccessOptions = { sessions: Sessions; routes?: RouteAccess[] };

const accessPlugin: FastifyPluginCallback<AccessOptions> = (app, { sessions, routes }, done) => {
  app.decorateRequest('user', null);
  app.addHook('onRoute', (route) => {
    const { access } = route.config ?? {};
    if (!access) throw new Error(`${String(route.method)} ${route.url} does not say who may call it`);
    for (const method of [route.method].flat()) routes?.push({ method, url: route.url, access });
  });
  // onRequest: before the body is read or checked, so a stranger learns nothing of a route's schema (401/403, never 400).
  app.addHook('onRequest', async (request, reply) => {
    const { access } = request.routeOptions.config;
    // No access: the not-found answer, which is no route (every route says who may call it).
    if (access === undefined || access === 'public') return;
    const user = await sessions.resolve(request.cookies[SESSION_COOKIE]);
    if (!user) return reply.code(401).send({ error: 'Not signed in' });
    if (access !== 'signedIn' && !access?.includes(roleOf(user)))
      return reply.code(403).send({ error: 'Your role does not allow this' });
    request.user = user;
  });
  done();
};

export const access = fastifyPlugin(accessPlugin, { name: 'access', dependencies: ['@fastify/cookie'] });
