import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { applyProjectToDoc, deletionsMap, projectFromDoc, removeProjectFromDoc } from '../../src/features/team/doc';
import { DEMO, signIn } from './support/clients';
import { waitFor } from './support/fixtures';
import { entries, historyOf } from './support/history';
import { sampleProject } from './support/project';
import { SAM, useTeamServer } from './support/syncServer';

const team = useTeamServer();

type Founder = Awaited<ReturnType<typeof team.founder>>;

/**
 * A copy of the founder's lab taken now: a browser that goes offline with it. Its Yjs client id is
 * the largest: of two maps written at once for one project, Yjs keeps the one of the larger id
 * (the other is removed), so what this copy writes is what the lab then holds.
 */
const offlineCopy = ({ doc }: Founder) => {
  const copy = new Y.Doc();
  copy.clientID = 2 ** 32 - 1;
  Y.applyUpdate(copy, Y.encodeStateAsUpdate(doc));
  return copy;
};

/** What the offline copy changed since it was taken, sent as the founder's browser sends it on reconnecting. */
async function reconnect(copy: Y.Doc, founder: Founder) {
  Y.applyUpdate(founder.doc, Y.encodeStateAsUpdate(copy, Y.encodeStateVector(founder.doc)));
  await founder.acknowledged();
}

describe('a project restored from deletion', () => {
  it('is not deleted again by an offline founder’s copy that still held the deleted version', async () => {
    const alex = await team.founder(DEMO.alex);
    const maya = await team.founder(DEMO.maya);
    applyProjectToDoc(alex.doc, sampleProject(), undefined, 'Alex Rivera');
    await alex.acknowledged();
    await waitFor(() => projectFromDoc(maya.doc, '1') !== null, 2000, 'the project on Maya’s copy');
    const mayasOfflineCopy = offlineCopy(maya);

    removeProjectFromDoc(alex.doc, '1', 'Alex Rivera');
    await alex.acknowledged();
    applyProjectToDoc(alex.doc, sampleProject({ lastUpdated: new Date().toISOString() }), undefined, 'Alex Rivera');
    await alex.acknowledged();
    // Offline, Maya deleted the version she had; then she comes back.
    removeProjectFromDoc(mayasOfflineCopy, '1', 'Maya Chen');
    await reconnect(mayasOfflineCopy, maya);

    const sam = await team.founder(SAM);
    expect(projectFromDoc(sam.doc, '1')).not.toBeNull();
    const versions = await historyOf(team.url, await signIn(team.url, SAM), '1', 3);
    expect(entries(versions)).toEqual(['restored by Alex Rivera', 'deleted by Alex Rivera', 'added by Alex Rivera']);
  });

  it('is held back when a delete made after it was restored elsewhere stands: the later delete wins', async () => {
    const alex = await team.founder(DEMO.alex);
    const maya = await team.founder(DEMO.maya);
    applyProjectToDoc(alex.doc, sampleProject(), undefined, 'Alex Rivera');
    removeProjectFromDoc(alex.doc, '1', 'Alex Rivera');
    await alex.acknowledged();
    await waitFor(() => deletionsMap(maya.doc).has('1'), 2000, 'the deletion on Maya’s copy');
    const mayasOfflineCopy = offlineCopy(maya);

    // Alex restores it, then deletes it again; meanwhile Maya, offline, restores it from the first deletion.
    applyProjectToDoc(alex.doc, sampleProject({ name: 'Restored by Alex' }), undefined, 'Alex Rivera');
    await alex.acknowledged();
    removeProjectFromDoc(alex.doc, '1', 'Alex Rivera');
    await alex.acknowledged();
    applyProjectToDoc(mayasOfflineCopy, sampleProject({ name: 'Restored offline' }), undefined, 'Maya Chen');
    await reconnect(mayasOfflineCopy, maya);

    await waitFor(() => projectFromDoc(alex.doc, '1') === null, 2000, 'the project held back');
    const sam = await team.founder(SAM);
    expect(projectFromDoc(sam.doc, '1')).toBeNull();
    expect(deletionsMap(sam.doc).get('1')).toMatchObject({ deletedBy: 'Alex Rivera' });
    const versions = await historyOf(team.url, await signIn(team.url, SAM), '1', 6);
    expect(entries(versions)).toEqual([
      'deleted by Alex Rivera',
      'restored by Maya Chen',
      'deleted by Alex Rivera',
      'restored by Alex Rivera',
      'deleted by Alex Rivera',
      'added by Alex Rivera',
    ]);
  });
});
