import type { FastifyPluginCallback } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import type { User } from '../../contract/founders.js';
import type { Sessions } from '../auth/sessions.js';
import { SESSION_COOKIE } from './cookies.js';

/** Who may call a route: anyone, or a signed-in founder (issue #53's roles join here). */
export type Access = 'public' | 'signedIn';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route; every route says so (app.ts refuses one that does not). */
    access?: Access;
  }
  interface FastifyRequest {
    /** The signed-in founder, on a route for signed-in founders (null elsewhere). */
    user: User | null;
  }
}

/**
 * The one place that decides who may call a route: each route names its `access` in its config,
 * and this hook answers 401 before the handler runs when the route is for signed-in founders and
 * the request's session cookie names no live session. A route without `access` cannot be added.
 */
const accessPlugin: FastifyPluginCallback<{ sessions: Sessions }> = (app, { sessions }, done) => {
  app.decorateRequest('user', null);
  app.addHook('onRoute', (route) => {
    if (!route.config?.access) throw new Error(`${String(route.method)} ${route.url} does not say who may call it`);
  });
  app.addHook('preHandler', async (request, reply) => {
    if (request.routeOptions.config.access !== 'signedIn') return;
    const user = await sessions.resolve(request.cookies[SESSION_COOKIE]);
    if (!user) return reply.code(401).send({ error: 'Not signed in' });
    request.user = user;
  });
  done();
};

export const access = fastifyPlugin(accessPlugin, { name: 'access', dependencies: ['@fastify/cookie'] });
