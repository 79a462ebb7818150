import { describe, expect, it } from 'vitest';
import { ACTIVITY_PAGE_SIZE, historyPath } from '../../contract/history';
import { applyProjectsToDoc, removeProjectFromDoc } from '../../src/features/team/doc';
import { DEMO, signIn } from './support/clients';
import { fetchActivity, fetchHistory, setFields } from './support/history';
import { sampleProject } from './support/project';
import { SAM, useTeamServer } from './support/syncServer';

const team = useTeamServer();

describe('the history API', () => {
  it('answers only a signed-in founder: 401 without a session, or with one signed out', async () => {
    const cookie = await signIn(team.url, SAM);
    await fetch(`${team.url}/api/session`, { method: 'DELETE', headers: { Cookie: cookie, Origin: team.url } });
    for (const session of [undefined, cookie, 'forge_lab_session=made-up']) {
      expect((await fetchHistory(team.url, '1', session)).status).toBe(401);
      expect((await fetchActivity(team.url, session)).status).toBe(401);
    }
  });

  it('answers 404 for a project it has no history of, and 405 to anything but GET and HEAD', async () => {
    const cookie = await signIn(team.url, SAM);
    expect(await fetchHistory(team.url, 'nobody knows', cookie)).toEqual({
      status: 404,
      body: { error: 'No history for this project yet' },
    });
    const send = (method: string) => fetch(`${team.url}${historyPath('1')}`, { method, headers: { Cookie: cookie } });
    const post = await send('POST');
    expect(post.status).toBe(405);
    // Allow names exactly the methods served.
    const allowed = post.headers
      .get('allow')!
      .split(',')
      .map((method) => method.trim());
    expect(allowed.sort()).toEqual(['GET', 'HEAD']);
    for (const method of allowed) expect((await send(method)).status, method).toBe(404);
  });

  it('pages the activity, newest first, each entry with the version before it', async () => {
    const alex = await team.founder(DEMO.alex);
    const ids = Array.from({ length: 30 }, (_, index) => String(index + 1));
    applyProjectsToDoc(
      alex.doc,
      ids.map((id) => sampleProject({ id, name: `Project ${id}` })),
      undefined,
      'Alex Rivera',
    );
    await alex.acknowledged();
    for (const id of ids) await setFields(alex, id, { revenue: Number(id) * 100 });
    removeProjectFromDoc(alex.doc, '7', 'Alex Rivera');
    await alex.acknowledged();

    const cookie = await signIn(team.url, SAM);
    const first = await fetchActivity(team.url, cookie);
    expect(first.status).toBe(200);
    expect(first.body.entries).toHaveLength(ACTIVITY_PAGE_SIZE);
    const [deletion, lastEdit] = first.body.entries;
    expect(deletion).toMatchObject({ kind: 'deleted', projectId: '7', author: 'Alex Rivera' });
    expect(deletion.previous).toMatchObject({ id: '7', revenue: 700 });
    expect(lastEdit).toMatchObject({ kind: 'edited', projectId: '30', project: { revenue: 3000 } });
    expect(lastEdit.previous).toMatchObject({ id: '30', revenue: 0 });

    const second = await fetchActivity(team.url, cookie, first.body.nextBefore!);
    expect(second.body.nextBefore).toBeNull();
    const all = [...first.body.entries, ...second.body.entries];
    expect(all).toHaveLength(61);
    expect(new Set(all.map((entry) => entry.id)).size).toBe(61);
    const oldest = all.at(-1)!;
    expect(oldest).toMatchObject({ kind: 'added', projectId: '1', previous: null });
  });

  it('answers 400 for a cursor it did not give', async () => {
    const cookie = await signIn(team.url, SAM);
    for (const before of ['yesterday', '12-', '-3', '1e3-1', '9'.repeat(40) + '-1']) {
      const { status, body } = await fetchActivity(team.url, cookie, before);
      expect([status, body.error]).toEqual([400, 'Unknown cursor in "before"']);
    }
    expect(await fetchActivity(team.url, cookie)).toEqual({ status: 200, body: { entries: [], nextBefore: null } });
  });
});
