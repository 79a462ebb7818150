import { describe, expect, it } from 'vitest';
import { applyProjectToDoc, projectFromDoc, projectsMap } from '../../src/features/team/doc';
import { sampleProject } from './support/project';
import type { TeamServer } from '../../server/teamServer';
import { connectFounder, DEMO, firstClose, signIn } from './support/clients';
import { useEastAndWest, useSharedRedis } from './support/sharedRedis';
import { call, sessionStatus, joined, PASSWORD, tokenOf, VIEWER } from './support/teamPeople';

const shared = useSharedRedis();
const servers = useEastAndWest(shared);
const sessionOn = (server: TeamServer, cookie: string) => sessionStatus(server.url, cookie);

describe('instances sharing Redis share the team', () => {
  it('an invitation made on one is joined on the other; a role change and a removal reach both within a second', async () => {
    const alexEast = await signIn(servers.east.url, DEMO.alex);
    const invited = await call(servers.east.url, alexEast, 'POST', '/api/team/invitations', {
      name: 'Jordan Lee',
      email: 'jordan@example.com',
      teamRole: 'viewer',
    });
    expect(invited.status).toBe(201);
    const token = tokenOf(invited.body!.link);
    let join = await call(servers.west.url, null, 'POST', `/api/join/${token}`, { password: PASSWORD });
    for (let tries = 0; join.status === 410 && tries < 20; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      join = await call(servers.west.url, null, 'POST', `/api/join/${token}`, { password: PASSWORD });
    }
    expect(join.status).toBe(200);
    const jordan = join.response.headers.get('set-cookie')!.split(';')[0];
    await expect.poll(() => sessionOn(servers.east, jordan), { timeout: 1000 }).toBe(200);

    const onEast = await connectFounder(servers.east.url, jordan);
    const closed = firstClose(onEast);
    const alexWest = await signIn(servers.west.url, DEMO.alex);
    expect(
      (await call(servers.west.url, alexWest, 'PATCH', '/api/team/accounts/jordan@example.com', { teamRole: 'member' }))
        .status,
    ).toBe(204);
    const changedAt = Date.now();
    expect(await closed).toEqual({ code: 4403, reason: 'Role changed' });
    expect(Date.now() - changedAt).toBeLessThan(1500);
    onEast.disconnect();

    const again = await connectFounder(servers.east.url, jordan);
    const ended = firstClose(again);
    expect((await call(servers.west.url, alexWest, 'DELETE', '/api/team/accounts/jordan@example.com')).status).toBe(
      204,
    );
    const removedAt = Date.now();
    expect((await ended).code).toBe(4401);
    expect(Date.now() - removedAt).toBeLessThan(1500);
    again.disconnect();
    expect(await sessionOn(servers.east, jordan)).toBe(401);
    expect(await sessionOn(servers.west, jordan)).toBe(401);
  });

  it('a viewer’s update, sent to one instance, changes the lab on neither', async () => {
    const riley = await joined(servers.east.url, VIEWER);
    const alexEast = await signIn(servers.east.url, DEMO.alex);
    const alexOnEast = await connectFounder(servers.east.url, alexEast);
    applyProjectToDoc(alexOnEast.doc, sampleProject({ lastUpdatedBy: 'Alex Rivera' }));
    await alexOnEast.acknowledged();
    const alexOnWest = await connectFounder(servers.west.url, await signIn(servers.west.url, DEMO.alex));
    await expect.poll(() => projectFromDoc(alexOnWest.doc, '1')?.revenue, { timeout: 2000 }).toBeDefined();
    const before = alexOnWest.doc.getMap('projects').toJSON();

    const viewer = await connectFounder(servers.east.url, riley);
    // The engine's read-only connection drops the update and stays open: no refusal, no close.
    const closes: number[] = [];
    viewer.provider.on('close', ({ event }: { event: { code: number } }) => closes.push(event.code));
    projectsMap(viewer.doc).get('1')!.set('revenue', 1);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(closes).toEqual([]);
    expect(alexOnWest.doc.getMap('projects').toJSON()).toEqual(before);
    expect(projectFromDoc(alexOnEast.doc, '1')?.revenue).not.toBe(1);
    [viewer, alexOnWest, alexOnEast].forEach((client) => client.disconnect());
  });
});
