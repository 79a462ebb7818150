import type { FastifyInstance } from 'fastify';
import { errorReply } from './schemas.js';

/** The methods Fastify routes; one a path does not serve is a 405 naming those it does. */
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

type Method = (typeof METHODS)[number];

/**
 * Answers every other method at `url` with 405 and `Allow` (Fastify alone would say 404). GET
 * routes answer HEAD too unless `allowed` leaves HEAD out, which the GET route must then match
 * with `exposeHeadRoute: false`.
 */
export function allowOnly(
  app: FastifyInstance,
  url: string,
  allowed: readonly Method[],
  error = 'Method not allowed',
): void {
  app.route({
    method: METHODS.filter((method) => !allowed.includes(method)),
    url,
    config: { access: 'public' },
    schema: { response: { 405: errorReply } },
    handler: (_request, reply) => reply.code(405).header('Allow', allowed.join(', ')).send({ error }),
  });
}
