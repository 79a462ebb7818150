import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { guardLab } from '../../server/sync/labGuard';
import { applyProjectToDoc, projectsMap } from '../../src/features/team/doc';
import { sampleProject } from './support/project';

const ALEX = 'Alex Rivera';

/** A lab with Alex's project 1, and Alex's client holding the same. */
function labAndClient() {
  const lab = new Y.Doc();
  applyProjectToDoc(lab, sampleProject());
  const client = new Y.Doc();
  Y.applyUpdate(client, Y.encodeStateAsUpdate(lab));
  return { lab, client };
}

/** The update of one change the client makes. */
function changeOf(client: Y.Doc, change: () => void): Uint8Array {
  let update: Uint8Array = new Uint8Array();
  const keep = (next: Uint8Array) => (update = next);
  client.once('update', keep);
  change();
  return update;
}

const sizeOf = (doc: Y.Doc) => Y.encodeStateAsUpdate(doc).length;

describe('the lab guard', () => {
  it('refuses a change that would take the lab past its size, and only then', () => {
    const { lab, client } = labAndClient();
    const limit = sizeOf(lab) + 3000;
    const guard = guardLab(lab, limit);
    const notes = (text: string) => changeOf(client, () => projectsMap(client).get('1')!.set('notes', text));

    // Each change overwrites the last: the lab stays small while the changes add up past the limit.
    for (let round = 0; round < 4; round++) {
      const update = notes(`${round}`.repeat(1000));
      guard.check(update, ALEX);
      guard.apply(update, 'client');
    }
    expect(sizeOf(lab)).toBeLessThan(limit - 1000);

    const tooLarge = notes('x'.repeat(4000));
    expect(() => guard.check(tooLarge, ALEX)).toThrow('Refused: the lab may hold');
    expect(projectsMap(lab).get('1')!.get('notes')).toBe('3'.repeat(1000));
    guard.stop();
  });

  it('keeps its copy in step with changes from elsewhere, before and after a refusal', () => {
    const { lab, client } = labAndClient();
    const guard = guardLab(lab);
    // Another instance's change, applied to the lab directly (through Redis), and an edit building on it.
    const fromElsewhere = (id: string) => {
      applyProjectToDoc(lab, sampleProject({ id, lastUpdatedBy: 'Maya Chen' }));
      const other = new Y.Doc();
      Y.applyUpdate(other, Y.encodeStateAsUpdate(lab));
      return changeOf(other, () => projectsMap(other).get(id)!.set('revenue', 10));
    };

    const taken = (update: Uint8Array) => {
      guard.check(update, ALEX);
      guard.apply(update, 'client');
    };
    expect(() => taken(fromElsewhere('2'))).not.toThrow();
    const forged = changeOf(client, () => projectsMap(client).get('1')!.set('lastUpdatedBy', 'Sam Okafor'));
    expect(() => guard.check(forged, ALEX)).toThrow('"lastUpdatedBy" is not the sender');
    expect(() => taken(fromElsewhere('3'))).not.toThrow();
    expect(projectsMap(lab).get('3')!.get('revenue')).toBe(10);
    guard.stop();
  });

  it('takes the founders’ changes while the lab waits for content another instance has not sent yet', () => {
    const { lab, client } = labAndClient();
    // A deletion of content the lab lacks, as Redis may bring it ahead of the content: Yjs keeps it
    // pending until the content comes.
    const deletionOfMissing = () => {
      const elsewhere = new Y.Doc();
      applyProjectToDoc(elsewhere, sampleProject({ id: 'x', lastUpdatedBy: 'Maya Chen' }));
      const deleting = new Y.Doc();
      Y.applyUpdate(deleting, Y.encodeStateAsUpdate(elsewhere));
      return changeOf(deleting, () => projectsMap(deleting).delete('x'));
    };
    Y.applyUpdate(lab, deletionOfMissing());
    expect(lab.store.pendingDs).not.toBeNull();
    const guard = guardLab(lab);
    const edit = (revenue: number) => changeOf(client, () => projectsMap(client).get('1')!.set('revenue', revenue));

    for (const revenue of [10, 20]) {
      const update = edit(revenue);
      expect(() => guard.check(update, ALEX)).not.toThrow();
      guard.apply(update, 'client');
    }
    expect(projectsMap(lab).get('1')!.get('revenue')).toBe(20);
    // A client's own change that builds on content the lab lacks is still refused.
    expect(() => guard.check(deletionOfMissing(), ALEX)).toThrow('builds on changes the server lacks');
    // So is one that follows a change of the client's the lab never had.
    edit(30);
    expect(() => guard.check(edit(40), ALEX)).toThrow('builds on changes the server lacks');
    guard.stop();
  });
});
