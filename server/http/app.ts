import type { IncomingMessage } from 'node:http';
import fastifyCookie from '@fastify/cookie';
import Fastify, {
  LogController,
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyPluginAsync,
  type FastifyPluginCallback,
  type FastifyReply,
} from 'fastify';
import { SYNC_PATH } from '../../contract/api.js';
import { historyRoutes } from '../history/historyApi.js';
import { isSameOrigin } from './cookies.js';
import { answerError } from './errors.js';
import { access } from './access.js';
import { HEALTH_PATH, healthRoutes } from './health.js';
import { errorReply } from './schemas.js';
import { sessionRoutes } from './sessionRoutes.js';
import { staticApp } from './staticApp.js';
import { teamRoutes } from './teamRoutes.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The 400 message when the body does not match the route's schema. */
    invalidBody?: string;
  }
}

type Options<Plugin> = Plugin extends FastifyPluginCallback<infer O> | FastifyPluginAsync<infer O> ? O : never;

type HttpAppOptions = {
  /** The server's log (pino, server/log.ts): Fastify's own, each request's lines with its id. */
  log: FastifyBaseLogger;
  /** Whether a request names this server (Host, Origin): originPolicy.ts. */
  isAllowed: (request: IncomingMessage) => boolean;
  /** X-Forwarded-For and X-Forwarded-Proto come from the one proxy in front. */
  trustProxy: boolean;
  /** The build's Content-Security-Policy, with what the server adds (contentPolicy.ts). */
  contentSecurityPolicy: string;
  health: Options<typeof healthRoutes>;
  session: Omit<Options<typeof sessionRoutes>, 'trustProxy'>;
  history: Options<typeof historyRoutes>;
  team: Omit<Options<typeof teamRoutes>, 'trustProxy' | 'sessions' | 'limiter'>;
  access: Options<typeof access>;
  distDir: string;
};

const SAFE_METHODS = new Set(['GET', 'HEAD']);

/**
 * The team server's HTTP side, on one Fastify instance: before any route, the headers every
 * response carries, then the Host and Origin checks (403); the API's routes; the built app for
 * every other path. The sync websocket's upgrades bypass it (sync/labSync.ts).
 */
export function createHttpApp(options: HttpAppOptions): FastifyInstance {
  const { isAllowed, trustProxy, contentSecurityPolicy } = options;
  const app = Fastify({
    loggerInstance: options.log,
    // A line per request would drown what matters; what goes wrong in one is logged with its id.
    logController: new LogController({ disableRequestLogging: true }),
    // One proxy hop (hop 0 is the socket's address, the proxy's): the last X-Forwarded-For entry,
    // the one the proxy added, names the client.
    trustProxy: trustProxy ? (_address, hop) => hop < 1 : false,
    // Sign-in bodies are an email and a password: a few hundred bytes. Nothing else takes a body.
    bodyLimit: 4096,
    // Close every connection when the server stops, as a restart must not wait on idle browsers.
    forceCloseConnections: true,
    // Node's own limit on receiving a request, which Fastify turns off: a client that trickles one
    // in cannot hold its connection open for ever.
    requestTimeout: 300_000,
    // A project id (up to 200 characters, percent-encoded) is a path parameter.
    routerOptions: { maxParamLength: 4096 },
    // A number is not a password: bodies are checked as sent, not coerced to the schema's types.
    ajv: { customOptions: { coerceTypes: false } },
    frameworkErrors: (error, request, reply) => void answerError(error, request, reply),
  });
  const headers = {
    'Content-Security-Policy': contentSecurityPolicy,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'same-origin',
    // Answers are the founders' own data; the static files set their own caching.
    'Cache-Control': 'no-store',
  };
  app.addHook('onRequest', async (request, reply): Promise<FastifyReply | undefined> => {
    reply.headers(headers);
    // Monitors probe the health check by address, and it tells nothing of the lab.
    if (request.routeOptions.url === HEALTH_PATH) return;
    if (!isAllowed(request.raw)) return reply.code(403).send({ error: 'Unknown host or origin' });
    if (!SAFE_METHODS.has(request.method) && !isSameOrigin(request.raw, trustProxy))
      return reply.code(403).send({ error: 'Cross-origin request refused' });
  });
  // Only JSON bodies: Fastify would also parse text/plain, which no route takes.
  app.removeContentTypeParser('text/plain');
  app.setErrorHandler(answerError);
  app.setNotFoundHandler((_request, reply) => reply.code(404).type('text/plain; charset=utf-8').send('Not found'));

  void app.register(fastifyCookie);
  void app.register(access, options.access);
  void app.register(healthRoutes, options.health);
  void app.register(sessionRoutes, { ...options.session, trustProxy });
  void app.register(historyRoutes, options.history);
  const { sessions, limiter } = options.session;
  void app.register(teamRoutes, { ...options.team, sessions, limiter, trustProxy });
  const refusal = (code: number) =>
    ({ config: { access: 'public' }, schema: { response: { [code]: errorReply } } }) as const;
  // Registered as a plugin, after the access plugin: added at once, they would pass its check unseen.
  void app.register((scope, _options, done) => {
    scope.all('/api/*', refusal(404), (_request, reply) => reply.code(404).send({ error: 'Not found' }));
    scope.all(SYNC_PATH, refusal(426), (_request, reply) =>
      reply.code(426).header('Upgrade', 'websocket').send({ error: 'Upgrade to a websocket' }),
    );
    done();
  });
  void app.register(staticApp, { distDir: options.distDir });
  return app;
}
