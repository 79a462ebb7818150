import { describe, expect, it } from 'vitest';
import { changePassword } from '../../server/auth/accountSetup';
import { applyProjectToDoc, projectFromDoc } from '../../src/features/team/doc';
import { connectFounder, DEMO, firstClose, signIn } from './support/clients';
import { sampleProject } from './support/project';
import { useSharedRedis } from './support/sharedRedis';
import { SAM, useTeamServer } from './support/syncServer';

const elapsedSince = (start: number) => Date.now() - start;

describe('a password change', () => {
  const team = useTeamServer();

  it('closes every websocket of the founder’s sessions within a second, and stores no change sent after it', async () => {
    const maya = await team.founder(DEMO.maya);
    const cookie = await signIn(team.url, DEMO.alex);
    const [idle, editing] = [await team.founderWith(cookie), await team.founderWith(cookie)];
    applyProjectToDoc(editing.doc, sampleProject());
    await editing.acknowledged();
    const [idleClosed, editingClosed] = [firstClose(idle), firstClose(editing)];

    // What `npm run team -- passwd` runs, in a process of its own: it rewrites accounts.json.
    await changePassword(team.dataDir, DEMO.alex, 'a new password for Alex');
    const changedAt = Date.now();
    applyProjectToDoc(editing.doc, sampleProject({ revenue: 4242 }));

    expect((await editingClosed).code).toBe(4401);
    expect((await idleClosed).code).toBe(4401);
    expect(elapsedSince(changedAt)).toBeLessThan(1000);
    const sam = await team.founder(SAM);
    expect(projectFromDoc(sam.doc, '1')?.revenue).toBe(0);
    expect(projectFromDoc(maya.doc, '1')?.revenue).toBe(0);
  });
});

describe('instances sharing sessions through Redis', () => {
  const shared = useSharedRedis();

  it('close a founder’s websocket on one instance within a second of a sign-out on the other', async () => {
    const [east, west] = [await shared.instance('east'), await shared.instance('west')];
    const cookie = await signIn(east.url, DEMO.alex);
    const alex = await connectFounder(west.url, cookie);
    const closed = firstClose(alex);

    const signOut = await fetch(`${east.url}/api/session`, { method: 'DELETE', headers: { Cookie: cookie } });
    const signedOutAt = Date.now();
    expect(signOut.ok).toBe(true);
    expect((await closed).code).toBe(4401);
    expect(elapsedSince(signedOutAt)).toBeLessThan(1000);
    alex.disconnect();
  });
});
