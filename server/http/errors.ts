import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { RedisUnreachable, RETRY_AFTER_SECONDS } from '../redis/outage.js';
import { TeamNotChanged } from '../redis/teamShare.js';

/** What a founder reads (the sign-in form shows it) while the instances' shared store is down. */
const WAITING_FOR_REDIS =
  'The team server is reconnecting to the store it shares with the other servers. Try again in a few seconds.';

/** Fastify's refusals of a request, in the words the API has always used. */
const MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Expected application/json',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request too large',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Invalid JSON',
  FST_ERR_CTP_INVALID_JSON_BODY: 'Invalid JSON',
  FST_ERR_BAD_URL: 'Bad address',
};

/** What a file's response sets before its reading may fail; Fastify has also copied them to the raw response. */
const FILE_HEADERS = ['etag', 'last-modified', 'accept-ranges', 'content-encoding', 'content-range', 'vary'];

/** The error's answer: JSON, never cached, and none of the failed file's headers (a year's caching, an encoding). */
function startOver(reply: FastifyReply): FastifyReply {
  for (const name of reply.raw.getHeaderNames()) reply.raw.removeHeader(name);
  for (const name of FILE_HEADERS) reply.removeHeader(name);
  return reply.header('Cache-Control', 'no-store').type('application/json; charset=utf-8');
}

/**
 * The one error handler: a schema's refusal is the route's own 400 message, a Redis outage a 503
 * to retry, a request Fastify refuses (an unreadable address or body) its 4xx; anything else is a
 * bug, logged, and a 500.
 */
export function answerError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  startOver(reply);
  if (error.validation)
    return reply.code(400).send({ error: request.routeOptions.config.invalidBody ?? error.message });
  if (error instanceof RedisUnreachable)
    return reply
      .code(503)
      .header('Retry-After', RETRY_AFTER_SECONDS)
      .send({
        error: error instanceof TeamNotChanged ? error.message : WAITING_FOR_REDIS,
        retryAfter: RETRY_AFTER_SECONDS,
      });
  const status = error.statusCode ?? 500;
  if (status < 500) return reply.code(status).send({ error: MESSAGES[error.code] ?? error.message });
  request.log.error({ err: error }, 'Request failed');
  return reply.code(500).send({ error: 'Server error' });
}
