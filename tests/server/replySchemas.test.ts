import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { historyReply, userReply } from '../../server/http/schemas';
import { sampleProject } from './support/project';

describe('the API’s reply schemas (server/http/schemas.ts)', () => {
  it('send the fields the contract names and nothing a stored object happens to carry besides', async () => {
    const app = Fastify();
    const project = { ...sampleProject({ revenue: 10, subscribers: 1 }), draftSecret: 'kept on the server' };
    const version = { id: 'v1', projectId: '1', kind: 'edited', at: '2026-11-02T10:00:00.000Z', author: 'Maya Chen' };
    app.get('/history', { schema: { response: { 200: historyReply } } }, () => ({
      versions: [{ ...version, project, rowid: 7 }],
    }));
    app.get('/user', { schema: { response: { 200: userReply } } }, () => ({
      user: { email: 'alex@forgelab.dev', name: 'Alex Rivera', role: 'Founder', teamRole: 'founder', hash: 'scrypt$…' },
      sessionId: 'abc',
    }));
    const history = (await app.inject({ url: '/history' })).json();
    const { draftSecret: _left, ...sent } = project;
    expect(history).toEqual({ versions: [{ ...version, project: sent }] });
    expect((await app.inject({ url: '/user' })).json()).toEqual({
      user: { email: 'alex@forgelab.dev', name: 'Alex Rivera', role: 'Founder', teamRole: 'founder' },
    });
    await app.close();
  });
});
