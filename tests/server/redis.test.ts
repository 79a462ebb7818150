import { describe, expect, it } from 'vitest';
import { applyProjectToDoc, projectFromDoc } from '../../src/features/team/doc';
import { connectFounder, DEMO, signIn } from './support/clients';
import { waitFor } from './support/fixtures';
import { sampleProject } from './support/project';
import { useSharedRedis } from './support/sharedRedis';

const shared = useSharedRedis();

describe('two team servers sharing one lab through Redis', () => {
  it('carry a founder’s change to a founder on the other instance, and keep it on both', async () => {
    const east = await shared.instance('east');
    const west = await shared.instance('west');
    const alex = await connectFounder(east.url, await signIn(east.url, DEMO.alex));
    const maya = await connectFounder(west.url, await signIn(west.url, DEMO.maya));

    applyProjectToDoc(alex.doc, sampleProject({ name: 'Shared across instances' }));
    await waitFor(() => projectFromDoc(maya.doc, '1') !== null, 1000, 'the change on the other instance');
    applyProjectToDoc(
      maya.doc,
      sampleProject({ name: 'Shared across instances', revenue: 75, lastUpdatedBy: 'Maya Chen' }),
    );
    await waitFor(() => projectFromDoc(alex.doc, '1')?.revenue === 75, 1000, 'the reply on the first instance');

    alex.disconnect();
    maya.disconnect();
    await shared.closeInstances();
    // Each instance stored what reached it through Redis: alone, west still has Alex's project.
    const westAlone = await shared.instance('west', { redisUrl: null });
    const sam = await connectFounder(westAlone.url, await signIn(westAlone.url, 'sam@forgelab.dev'));
    expect(projectFromDoc(sam.doc, '1')).toMatchObject({ name: 'Shared across instances', revenue: 75 });
    sam.disconnect();
  });

  it('keep serving their founders through a Redis outage, and converge once it is back', async () => {
    const east = await shared.instance('east-outage');
    const west = await shared.instance('west-outage');
    const alex = await connectFounder(east.url, await signIn(east.url, DEMO.alex));
    const maya = await connectFounder(west.url, await signIn(west.url, DEMO.maya));
    const health = async () => (await fetch(`${east.url}/api/health`)).json() as Promise<{ redis: { state: string } }>;
    applyProjectToDoc(alex.doc, sampleProject({ id: 'before' }));
    await waitFor(() => projectFromDoc(maya.doc, 'before') !== null, 1000, 'the change before the outage');

    await shared.stopRedis();
    const during = ['during-1', 'during-2', 'during-3'];
    for (const id of during) {
      applyProjectToDoc(alex.doc, sampleProject({ id }));
      await alex.acknowledged();
    }
    expect(await health()).toMatchObject({ status: 'degraded', redis: { state: 'unreachable' } });
    expect(projectFromDoc(maya.doc, 'during-1')).toBeNull();

    await shared.startRedisAgain();
    // No edit after Redis is back: the instances catch up by themselves.
    await waitFor(() => during.every((id) => projectFromDoc(maya.doc, id) !== null), 10_000, 'west catching up');
    // West can catch up through east's sync connections while east's own command connection is
    // still waiting for its next reconnection attempt: east reads healthy once that one is back too.
    await expect.poll(async () => (await health()).redis.state, { timeout: 10_000 }).toBe('connected');
    expect(await health()).toMatchObject({ status: 'ok', redis: { state: 'connected' } });
    alex.disconnect();
    maya.disconnect();
    await shared.closeInstances();
  });

  it('share sessions: signed in on one instance is signed in on the other', async () => {
    const east = await shared.instance('east-sessions');
    const west = await shared.instance('west-sessions');
    const cookie = await signIn(east.url, DEMO.alex);
    const onWest = await fetch(`${west.url}/api/session`, { headers: { Cookie: cookie } });
    expect(onWest.status).toBe(200);
    const alex = await connectFounder(west.url, cookie);
    expect(alex.provider.isAuthenticated).toBe(true);
    alex.disconnect();
  });
});
