import type * as Y from 'yjs';
import { ACTIVITY_PATH, historyPath, type ActivityResponse, type HistoryResponse } from '../../../contract/history';
import { projectsMap } from '../../../src/features/team/doc';

type Founder = { doc: Y.Doc; acknowledged(): Promise<void> };

/** A project's history as the server answers it, with the session of `cookie` (none: signed out). */
export async function fetchHistory(url: string, projectId: string, cookie?: string) {
  const response = await fetch(`${url}${historyPath(projectId)}`, { headers: cookie ? { Cookie: cookie } : {} });
  return { status: response.status, body: (await response.json()) as HistoryResponse & { error?: string } };
}

export async function fetchActivity(url: string, cookie?: string, before?: string) {
  const query = before === undefined ? '' : `?before=${encodeURIComponent(before)}`;
  const response = await fetch(`${url}${ACTIVITY_PATH}${query}`, { headers: cookie ? { Cookie: cookie } : {} });
  return { status: response.status, body: (await response.json()) as ActivityResponse & { error?: string } };
}

/** "kind by author", newest first: how a history reads at a glance. */
export const entries = (versions: { kind: string; author: string }[]) =>
  versions.map(({ kind, author }) => `${kind} by ${author}`);

/** Sets fields of a project in the founder's doc as a browser does (one transaction), and waits for the server. */
export async function setFields(founder: Founder, id: string, fields: Record<string, unknown>) {
  founder.doc.transact(() => {
    const map = projectsMap(founder.doc).get(id)!;
    for (const [field, value] of Object.entries(fields)) map.set(field, value);
  });
  await founder.acknowledged();
}

/** Waits (polling, 5 s at most) until the project's history on `url` has `count` versions; returns them. */
export async function historyOf(url: string, cookie: string, projectId: string, count: number) {
  let versions: HistoryResponse['versions'] = [];
  const check = async () => {
    const { status, body } = await fetchHistory(url, projectId, cookie);
    versions = status === 200 ? body.versions : [];
  };
  await check();
  for (const deadline = Date.now() + 5000; versions.length < count; await check()) {
    if (Date.now() > deadline)
      throw new Error(
        `Timed out waiting for ${count} versions of ${projectId}: ${JSON.stringify(versions.map((v) => [v.kind, v.author]))}`,
      );
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return versions;
}
