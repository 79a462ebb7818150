import { describe, expect, it } from 'vitest';
import { applyProjectToDoc, projectFromDoc } from '../../src/features/team/doc';
import { connectFounder, DEMO, openFounder, signIn } from './support/clients';
import { waitFor } from './support/fixtures';
import { sampleProject } from './support/project';
import { useSharedRedis } from './support/sharedRedis';

const shared = useSharedRedis();

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a lab loaded while Redis is down', () => {
  it('is served at once from the instance’s copy, and joins the other instances once Redis is back', async () => {
    const east = await shared.instance('east');
    const west = await shared.instance('west');
    const alex = await connectFounder(east.url, await signIn(east.url, DEMO.alex));
    applyProjectToDoc(alex.doc, sampleProject({ id: 'before' }));
    await alex.acknowledged();
    // West knows Maya's session, but has not loaded the lab yet.
    const mayaCookie = await signIn(west.url, DEMO.maya);
    expect((await fetch(`${west.url}/api/session`, { headers: { Cookie: mayaCookie } })).status).toBe(200);

    await shared.stopRedis();
    await shared.redisIs('unreachable', east, west);
    const maya = openFounder(west.url, mayaCookie);
    await sleep(2000);
    const servedDuringOutage = maya.provider.synced;
    // Past ioredis's retries for a command waiting on the connection (20, about ten seconds).
    await sleep(10_000);

    await shared.startRedisAgain();
    await shared.redisIs('connected', east, west);
    applyProjectToDoc(alex.doc, sampleProject({ id: 'after' }));
    await waitFor(() => projectFromDoc(maya.doc, 'after') !== null, 10_000, 'Alex’s change on west');
    expect(projectFromDoc(maya.doc, 'before')).not.toBeNull();
    applyProjectToDoc(maya.doc, sampleProject({ id: 'from west', lastUpdatedBy: 'Maya Chen' }));
    await waitFor(() => projectFromDoc(alex.doc, 'from west') !== null, 10_000, 'Maya’s change on east');
    expect(servedDuringOutage).toBe(true);
    alex.disconnect();
    maya.disconnect();
  }, 60_000);
});
