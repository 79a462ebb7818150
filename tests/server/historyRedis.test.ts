import { describe, expect, it } from 'vitest';
import { applyProjectToDoc, projectFromDoc } from '../../src/features/team/doc';
import { connectFounder, DEMO, signIn } from './support/clients';
import { waitFor } from './support/fixtures';
import { entries, historyOf, setFields } from './support/history';
import { sampleProject } from './support/project';
import { useSharedRedis } from './support/sharedRedis';
import { SAM } from './support/syncServer';

const shared = useSharedRedis();

describe('the history of two team servers sharing one lab through Redis', () => {
  it('holds on each instance every change, in the name of the founder who sent it', async () => {
    const east = await shared.instance('history-east');
    const west = await shared.instance('history-west');
    const alex = await connectFounder(east.url, await signIn(east.url, DEMO.alex));
    const maya = await connectFounder(west.url, await signIn(west.url, DEMO.maya));

    applyProjectToDoc(alex.doc, sampleProject({ revenue: 2500 }), undefined, 'Alex Rivera');
    await alex.acknowledged();
    await waitFor(() => projectFromDoc(maya.doc, '1') !== null, 2000, 'the project on the other instance');
    await setFields(maya, '1', { revenue: 3000 });

    for (const server of [east, west]) {
      const versions = await historyOf(server.url, await signIn(server.url, SAM), '1', 2);
      expect(entries(versions)).toEqual(['edited by Maya Chen', 'added by Alex Rivera']);
      expect(versions.map((version) => version.project.revenue)).toEqual([3000, 2500]);
    }
    alex.disconnect();
    maya.disconnect();
  });
});
