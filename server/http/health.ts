import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RedisHealth } from '../redisLink.js';
import type { StoreHealth } from '../store/documentStore.js';
import { sendJson } from './json.js';

/** For monitors and load balancers: always 200 while the process serves, with what is degraded. */
export const HEALTH_PATH = '/api/health';

export type HealthResponse = { status: 'ok' | 'degraded'; store: StoreHealth; redis: RedisHealth };

/**
 * GET {@link HEALTH_PATH}: whether the store's last write succeeded and whether Redis is reachable.
 * A degraded server still serves its founders (a full disk refuses changes, a Redis outage only
 * stops sharing with the other instances), so the status code stays 200 and the body says why.
 */
export function createHealthCheck(read: () => Omit<HealthResponse, 'status'>) {
  function answer(request: IncomingMessage, response: ServerResponse) {
    if (request.method !== 'GET' && request.method !== 'HEAD')
      return sendJson(response, 405, { error: 'Use GET' }, { Allow: 'GET, HEAD' });
    const { store, redis } = read();
    const degraded = store.state !== 'ok' || redis.state === 'unreachable';
    const body: HealthResponse = { status: degraded ? 'degraded' : 'ok', store, redis };
    sendJson(response, 200, body);
  }
  return (request: IncomingMessage, response: ServerResponse) => Promise.resolve(answer(request, response));
}
