import type { IncomingMessage, ServerResponse } from 'node:http';
import { ACTIVITY_PATH, type ActivityResponse, type HistoryResponse } from '../../contract/history.js';
import type { Sessions } from '../auth/sessions.js';
import { readCookie, SESSION_COOKIE } from '../http/cookies.js';
import { sendJson } from '../http/json.js';
import { readCursor, type HistoryDb } from './historyDb.js';

/** `/api/projects/{id}/history`, the path `historyPath(id)` builds; the router has decoded it already. */
const HISTORY_PATH = /^\/api\/projects\/(.+)\/history$/;

/** What the history API serves; a 405 names them in `Allow`. */
const METHODS = ['GET', 'HEAD'];

/** Whether the history API answers this (decoded) path. */
export const isHistoryPath = (pathname: string) => pathname === ACTIVITY_PATH || HISTORY_PATH.test(pathname);

/**
 * GET a project's history, GET the lab's activity a page at a time: for signed-in founders only
 * (401 otherwise, before anything is read). Every founder of the lab may read all of it, as they
 * may read the lab itself.
 */
export function createHistoryApi(db: HistoryDb, sessions: Sessions) {
  function history(response: ServerResponse, projectId: string) {
    const versions = db.versionsOf(projectId);
    if (versions.length === 0) return sendJson(response, 404, { error: 'No history for this project yet' });
    sendJson(response, 200, { versions } satisfies HistoryResponse);
  }

  function activity(request: IncomingMessage, response: ServerResponse) {
    const before = new URL(request.url ?? '/', 'http://localhost').searchParams.get('before');
    const cursor = before === null || before === '' ? null : readCursor(before);
    if (before && !cursor) return sendJson(response, 400, { error: 'Unknown cursor in "before"' });
    sendJson(response, 200, db.activity(cursor) satisfies ActivityResponse);
  }

  return async function handleHistory(request: IncomingMessage, response: ServerResponse, pathname: string) {
    if (!METHODS.includes(request.method ?? ''))
      return sendJson(response, 405, { error: 'Method not allowed' }, { Allow: METHODS.join(', ') });
    const user = await sessions.resolve(readCookie(request, SESSION_COOKIE));
    if (!user) return sendJson(response, 401, { error: 'Not signed in' });
    const projectId = HISTORY_PATH.exec(pathname)?.[1];
    if (projectId !== undefined) history(response, projectId);
    else activity(request, response);
  };
}
