import type { FastifyPluginCallback } from 'fastify';
import type { RedisHealth } from '../redis/link.js';
import type { StoreHealth } from '../store/documentStore.js';
import { allowOnly } from './methods.js';

/** For monitors and load balancers: always 200 while the process serves, with what is degraded. */
export const HEALTH_PATH = '/api/health';

export type HealthResponse = { status: 'ok' | 'degraded'; store: StoreHealth; redis: RedisHealth };

/**
 * GET {@link HEALTH_PATH}: whether the store's last write succeeded and whether Redis is reachable.
 * A degraded server still serves its founders (a full disk refuses changes, a Redis outage only
 * stops sharing with the other instances), so the status code stays 200 and the body says why.
 */
export const healthRoutes: FastifyPluginCallback<{ read: () => Omit<HealthResponse, 'status'> }> = (
  app,
  { read },
  done,
) => {
  const state = { type: 'object', properties: { state: { type: 'string' }, error: { type: 'string' } } } as const;
  const response = { 200: { type: 'object', properties: { status: { type: 'string' }, store: state, redis: state } } };
  app.get(HEALTH_PATH, { config: { access: 'public' }, schema: { response } }, (): HealthResponse => {
    const { store, redis } = read();
    const degraded = store.state !== 'ok' || redis.state === 'unreachable';
    return { status: degraded ? 'degraded' : 'ok', store, redis };
  });
  allowOnly(app, HEALTH_PATH, ['GET', 'HEAD'], 'Use GET');
  done();
};
