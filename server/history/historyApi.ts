import type { FastifyPluginCallback, preHandlerAsyncHookHandler } from 'fastify';
import { ACTIVITY_PATH, type ActivityResponse, type HistoryResponse } from '../../contract/history.js';
import type { Sessions } from '../auth/sessions.js';
import { SESSION_COOKIE } from '../http/cookies.js';
import { allowOnly } from '../http/methods.js';
import { readCursor, type HistoryDb } from './historyDb.js';

/** `/api/projects/{id}/history`, the path `historyPath(id)` builds; Fastify decodes the id. */
const HISTORY_PATH = '/api/projects/:id/history';

/**
 * GET a project's history, GET the lab's activity a page at a time: for signed-in founders only
 * (401 otherwise, before anything is read). Every founder of the lab may read all of it, as they
 * may read the lab itself. GET routes answer HEAD too, and a 405 names both.
 */
export const historyRoutes: FastifyPluginCallback<{ db: HistoryDb; sessions: Sessions }> = (
  app,
  { db, sessions },
  done,
) => {
  const signedIn: preHandlerAsyncHookHandler = async (request, reply) => {
    if (!(await sessions.resolve(request.cookies[SESSION_COOKIE])))
      return reply.code(401).send({ error: 'Not signed in' });
  };

  app.get<{ Params: { id: string } }>(HISTORY_PATH, { preHandler: signedIn }, (request, reply) => {
    const versions = db.versionsOf(request.params.id);
    if (versions.length === 0) return reply.code(404).send({ error: 'No history for this project yet' });
    return reply.send({ versions } satisfies HistoryResponse);
  });

  app.get(ACTIVITY_PATH, { preHandler: signedIn }, (request, reply) => {
    const before = new URL(request.url, 'http://localhost').searchParams.get('before');
    const cursor = before === null || before === '' ? null : readCursor(before);
    if (before && !cursor) return reply.code(400).send({ error: 'Unknown cursor in "before"' });
    return reply.send(db.activity(cursor) satisfies ActivityResponse);
  });

  for (const path of [HISTORY_PATH, ACTIVITY_PATH]) allowOnly(app, path, ['GET', 'HEAD']);
  done();
};
