import type { FastifyPluginCallback } from 'fastify';
import { ACTIVITY_PATH, type ActivityResponse, type HistoryResponse } from '../../contract/history.js';
import { allowOnly } from '../http/methods.js';
import { activityReply, errorReply, historyReply } from '../http/schemas.js';
import { readCursor, type HistoryDb } from './historyDb.js';

/** `/api/projects/{id}/history`, the path `historyPath(id)` builds; Fastify decodes the id. */
const HISTORY_PATH = '/api/projects/:id/history';

/**
 * GET a project's history, GET the lab's activity a page at a time: for signed-in founders only
 * (access.ts answers 401 otherwise, before anything is read). Every founder of the lab may read all
 * of it, as they may read the lab itself. GET routes answer HEAD too, and a 405 names both.
 */
export const historyRoutes: FastifyPluginCallback<{ db: HistoryDb }> = (app, { db }, done) => {
  const projectHistory = {
    config: { access: 'signedIn' },
    schema: {
      params: { type: 'object', required: ['id'], properties: { id: { type: 'string', minLength: 1 } } },
      response: { 200: historyReply, '4xx': errorReply },
    },
  } as const;
  app.get<{ Params: { id: string } }>(HISTORY_PATH, projectHistory, (request, reply) => {
    const versions = db.versionsOf(request.params.id);
    if (versions.length === 0) return reply.code(404).send({ error: 'No history for this project yet' });
    return reply.send({ versions } satisfies HistoryResponse);
  });

  const activity = {
    config: { access: 'signedIn', invalidBody: 'Expected at most one cursor in "before"' },
    schema: {
      querystring: { type: 'object', properties: { before: { type: 'string' } }, additionalProperties: false },
      response: { 200: activityReply, '4xx': errorReply },
    },
  } as const;
  app.get<{ Querystring: { before?: string } }>(ACTIVITY_PATH, activity, (request, reply) => {
    const { before } = request.query;
    const cursor = before === undefined || before === '' ? null : readCursor(before);
    if (before && !cursor) return reply.code(400).send({ error: 'Unknown cursor in "before"' });
    return reply.send(db.activity(cursor) satisfies ActivityResponse);
  });

  for (const path of [HISTORY_PATH, ACTIVITY_PATH]) allowOnly(app, path, ['GET', 'HEAD']);
  done();
};
