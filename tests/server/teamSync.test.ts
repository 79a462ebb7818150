import { describe, expect, it } from 'vitest';
import { projectFromDoc, projectsMap } from '../../src/features/team/doc';
import { connectedSocket, DEMO, firstClose, signIn, syncMessage } from './support/clients';
import { waitFor } from './support/fixtures';
import { labOf, mayasLab, project } from './support/mayasLab';
import { SAM, useTeamServer } from './support/syncServer';
import { call, joined, MEMBER, VIEWER } from './support/teamPeople';
import * as Y from 'yjs';

const team = useTeamServer();
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

describe('the sync engine holds each role to what it may do', () => {
  it('keeps a viewer read-only: its updates, from a provider or a hand-written client, change nothing', async () => {
    const { maya, before } = await mayasLab(team);
    const cookie = await joined(team.url, VIEWER);
    const viewer = await team.founderWith(cookie);
    expect(labOf(viewer.doc)).toEqual(before);
    // The engine's read-only connection drops the update and stays open: no refusal, no close.
    const closes: number[] = [];
    viewer.provider.on('close', ({ event }: { event: { code: number } }) => closes.push(event.code));
    project(viewer.doc).set('revenue', 1);
    const raw = await connectedSocket(team.url, cookie);
    const forged = new Y.Doc();
    forged.getMap('projects').set('forged', new Y.Map());
    raw.socket.send(syncMessage(Y.encodeStateAsUpdate(forged)));
    await settle();
    expect(closes).toEqual([]);
    expect(labOf(maya.doc)).toEqual(before);
    expect(labOf((await team.founder(SAM)).doc)).toEqual(before);
    await team.restart();
    expect(labOf((await team.founder(SAM)).doc)).toEqual(before);
  });

  it('takes a member’s edit and refuses a member’s delete as a whole', async () => {
    const { maya, before } = await mayasLab(team);
    const member = await team.founderWith(await joined(team.url, MEMBER));
    project(member.doc).set('revenue', 900);
    await member.acknowledged();
    await waitFor(() => projectFromDoc(maya.doc, '1')?.revenue === 900, 1000, 'the member’s edit at Maya’s');
    const edited = labOf(maya.doc);
    const closed = firstClose(member);
    member.doc.transact(() => {
      member.doc
        .getMap('deletions')
        .set('1', { deletedBy: MEMBER.name, deletedAt: new Date().toISOString(), lastUpdated: '' });
      projectsMap(member.doc).delete('1');
    });
    expect(await closed).toEqual({ code: 4400, reason: 'Refused: a member cannot delete a project' });
    // A founder who connects now reads the lab as the server holds it: the refused change is not in it.
    expect(labOf((await team.founder(SAM)).doc)).toEqual(edited);
    expect(edited).not.toEqual(before);
  });

  it('ends a removed member’s sessions and sockets at once; their next request is 401', async () => {
    const cookie = await joined(team.url, MEMBER);
    const member = await team.founderWith(cookie);
    const closed = firstClose(member);
    const alex = await signIn(team.url, DEMO.alex);
    expect((await call(team.url, alex, 'DELETE', `/api/team/accounts/${MEMBER.email}`)).status).toBe(204);
    const started = Date.now();
    expect((await closed).code).toBe(4401);
    expect(Date.now() - started).toBeLessThan(1500);
    expect((await call(team.url, cookie, 'GET', '/api/session')).status).toBe(401);
    expect((await call(team.url, cookie, 'GET', '/api/activity')).status).toBe(401);
  });

  it('closes a viewer’s socket when they become a member, and their next connection may edit', async () => {
    const { maya } = await mayasLab(team);
    const cookie = await joined(team.url, VIEWER);
    const viewer = await team.founderWith(cookie);
    const closed = firstClose(viewer);
    const alex = await signIn(team.url, DEMO.alex);
    const change = { teamRole: 'member' };
    expect((await call(team.url, alex, 'PATCH', `/api/team/accounts/${VIEWER.email}`, change)).status).toBe(204);
    expect(await closed).toEqual({ code: 4403, reason: 'Role changed' });
    const member = await team.founderWith(cookie);
    project(member.doc).set('revenue', 777);
    await member.acknowledged();
    await waitFor(() => projectFromDoc(maya.doc, '1')?.revenue === 777, 1000, 'the new member’s edit at Maya’s');
  });

  it('counts tries of an invitation link as sign-in counts tries of a password', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 7; attempt++)
      statuses.push((await call(team.url, null, 'POST', '/api/join/not-a-token', { password: 'x'.repeat(12) })).status);
    expect(statuses.slice(0, 5)).toEqual([410, 410, 410, 410, 410]);
    expect(statuses.at(-1)).toBe(429);
  });
});
