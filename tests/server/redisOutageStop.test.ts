import { describe, expect, it } from 'vitest';
import { applyProjectToDoc } from '../../src/features/team/doc';
import { connectFounder, DEMO, signIn } from './support/clients';
import { sampleProject } from './support/project';
import { useSharedRedis } from './support/sharedRedis';

const shared = useSharedRedis();

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a team server stopped while Redis is down', () => {
  it('closes within five seconds, waiting for no answer from Redis', async () => {
    const east = await shared.instance('east');
    const alex = await connectFounder(east.url, await signIn(east.url, DEMO.alex));
    applyProjectToDoc(alex.doc, sampleProject());
    await alex.acknowledged();
    await shared.stopRedis();
    await shared.redisIs('unreachable', east);

    const outcome = await Promise.race([
      shared.closeInstances().then(() => 'closed'),
      sleep(5000).then(() => 'still closing'),
    ]);
    expect(outcome).toBe('closed');
    alex.disconnect();
    await shared.startRedisAgain();
  }, 30_000);
});
