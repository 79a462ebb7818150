import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { FOUNDERS } from '../../contract/founders';
import type { Sessions } from '../../server/auth/sessions';
import { access } from '../../server/http/access';
import { SESSION_COOKIE } from '../../server/http/cookies';

/** Sessions that know one id, Alex's. */
const sessions = {
  resolve: (id: string | undefined) => Promise.resolve(id === 'alex-session' ? FOUNDERS[0] : null),
} as Sessions;

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

function appWithAccess(): FastifyInstance {
  const server = Fastify();
  void server.register(fastifyCookie);
  void server.register(access, { sessions });
  app = server;
  return server;
}

describe('who may call a route (server/http/access.ts)', () => {
  it('refuses to add a route that does not say who may call it', async () => {
    const server = appWithAccess();
    // eslint-disable-next-line @typescript-eslint/require-await -- Fastify reads an async plugin's refusal as its failure.
    void server.register(async (scope) => {
      scope.get('/api/forgotten', () => ({ secret: true }));
    });
    await expect(server.ready()).rejects.toThrow('GET /api/forgotten does not say who may call it');
  });

  it('answers 401 before the handler on a route for signed-in founders, and names the founder after', async () => {
    const server = appWithAccess();
    let ran = 0;
    void server.register((scope, _options, done) => {
      scope.get('/api/mine', { config: { access: 'signedIn' } }, (request) => {
        ran += 1;
        return { name: request.user?.name };
      });
      scope.get('/api/open', { config: { access: 'public' } }, (request) => ({ user: request.user }));
      done();
    });
    const anonymous = await server.inject({ url: '/api/mine' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ error: 'Not signed in' });
    const forged = await server.inject({ url: '/api/mine', cookies: { [SESSION_COOKIE]: 'made-up' } });
    expect(forged.statusCode).toBe(401);
    expect(ran).toBe(0);

    const alex = await server.inject({ url: '/api/mine', cookies: { [SESSION_COOKIE]: 'alex-session' } });
    expect(alex.json()).toEqual({ name: 'Alex Rivera' });
    expect((await server.inject({ url: '/api/open' })).json()).toEqual({ user: null });
  });
});
