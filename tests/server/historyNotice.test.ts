import { describe, expect, it } from 'vitest';
import { HISTORY_RECORDED } from '../../contract/history';
import { NOTICE_EVERY_MS } from '../../server/history/labHistory';
import { applyProjectToDoc } from '../../src/features/team/doc';
import { DEMO, signIn } from './support/clients';
import { waitFor } from './support/fixtures';
import { fetchHistory } from './support/history';
import { sampleProject } from './support/project';
import { useTeamServer } from './support/syncServer';

const team = useTeamServer();

/** What the history API held each time Maya's browser was told, as her History reads it again. */
async function readsOfMaya(): Promise<number[]> {
  const maya = await team.founder(DEMO.maya);
  const cookie = await signIn(team.url, DEMO.maya);
  const readable: number[] = [];
  maya.provider.on('stateless', ({ payload }: { payload: string }) => {
    if (payload !== HISTORY_RECORDED) return;
    void fetchHistory(team.url, '1', cookie).then(({ body }) => readable.push(body.versions?.length ?? 0));
  });
  return readable;
}

describe('the team server tells the lab’s founders when it has recorded a change', () => {
  it('each time, once the new version can be read', async () => {
    const readable = await readsOfMaya();

    const alex = await team.founder(DEMO.alex);
    applyProjectToDoc(alex.doc, sampleProject({ revenue: 2500 }), undefined, 'Alex Rivera');
    await alex.acknowledged();
    await waitFor(() => readable.length === 1, 2000, 'the notice');
    expect(readable).toEqual([1]);

    applyProjectToDoc(alex.doc, sampleProject({ revenue: 2600 }), undefined, 'Alex Rivera');
    await alex.acknowledged();
    await waitFor(() => readable.length === 2, 2000, 'the second notice');
    expect(readable).toEqual([1, 2]);
  });

  it('once an interval under a stream of changes, the last after every version can be read', async () => {
    const readable = await readsOfMaya();

    // Thirty changes, each its own version, sent at once: told one by one, Maya's browser would read thirty times.
    const alex = await team.founder(DEMO.alex);
    for (let change = 1; change <= 30; change += 1)
      applyProjectToDoc(alex.doc, sampleProject({ revenue: 1000 + change }), undefined, 'Alex Rivera');
    await alex.acknowledged();
    await waitFor(() => readable.includes(30), 3000, 'a notice after the last version');
    await new Promise((resolve) => setTimeout(resolve, 2 * NOTICE_EVERY_MS));
    expect(readable.length).toBeGreaterThan(0);
    expect(readable.length).toBeLessThanOrEqual(5);
  });
});
