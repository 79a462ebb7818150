import {
  ACTIVITY_PATH,
  historyPath,
  type ActivityResponse,
  type HistoryResponse,
  type ProjectVersion,
} from '../../../../contract/history';
import type { HistorySource } from './historySource';
import { withReplaced } from './withReplaced';

/** The server's answer could not be had (offline, restarting, a session that ended): the browser's copy is shown. */
class Unavailable extends Error {}

/** Local cursors are marked, so a page asked of the browser's copy is never sent to the server (and back). */
const LOCAL_CURSOR = 'local:';

type Fetch = typeof fetch;

async function getJson<T>(fetchImpl: Fetch, path: string): Promise<T | 'unknown'> {
  let response: Response;
  try {
    // Same origin: the session cookie goes with it, as with the session API (serverSession.ts).
    response = await fetchImpl(path, { headers: { Accept: 'application/json' }, credentials: 'same-origin' });
  } catch {
    throw new Unavailable();
  }
  if (response.status === 404) return 'unknown';
  if (!response.ok) throw new Unavailable();
  const body: unknown = await response.json().catch(() => null);
  if (!body || typeof body !== 'object') throw new Unavailable();
  return body as T;
}

const isVersionList = (value: unknown): value is ProjectVersion[] =>
  Array.isArray(value) && value.every((item) => item && typeof item === 'object' && 'project' in item);

/**
 * Team mode's history: the team server is the authority (every founder's changes, attributed by
 * their session), read through the session API. While it cannot be reached, what this browser saw
 * is shown instead, and `onFallback(true)` tells the reader to say so.
 */
export function teamHistorySource(
  local: HistorySource,
  onFallback: (fallback: boolean) => void,
  fetchImpl: Fetch = (...args) => fetch(...args),
): HistorySource {
  return {
    async projectHistory(projectId) {
      try {
        const body = await getJson<HistoryResponse>(fetchImpl, historyPath(projectId));
        if (body !== 'unknown' && !isVersionList(body.versions)) throw new Unavailable();
        onFallback(false);
        // This founder's changes that lost to a concurrent one are known here only.
        const replaced = await local.projectHistory(projectId).catch(() => []);
        return withReplaced(body === 'unknown' ? [] : body.versions, replaced);
      } catch {
        onFallback(true);
        return local.projectHistory(projectId);
      }
    },
    async activity(before) {
      if (before?.startsWith(LOCAL_CURSOR)) return localPage(before.slice(LOCAL_CURSOR.length));
      const path = before ? `${ACTIVITY_PATH}?before=${encodeURIComponent(before)}` : ACTIVITY_PATH;
      try {
        const body = await getJson<ActivityResponse>(fetchImpl, path);
        if (body === 'unknown' || !isVersionList(body.entries)) throw new Unavailable();
        onFallback(false);
        return { entries: body.entries, nextBefore: typeof body.nextBefore === 'string' ? body.nextBefore : null };
      } catch {
        onFallback(true);
        // Older pages of the server's list are not in the browser's copy in that order: stop there.
        return before ? { entries: [], nextBefore: null } : localPage(undefined);
      }
    },
  };

  async function localPage(before: string | undefined): Promise<ActivityResponse> {
    const page = await local.activity(before);
    return { entries: page.entries, nextBefore: page.nextBefore === null ? null : LOCAL_CURSOR + page.nextBefore };
  }
}
