import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import {
  applyProjectToDoc,
  editConflictFor,
  editConflictsIn,
  projectFromDoc,
  removeProjectFromDoc,
} from '../../src/features/team/doc';
import { growthPulse } from './support/teamDocs';

const original = growthPulse();

function syncedPair() {
  const alex = new Y.Doc();
  const maya = new Y.Doc();
  applyProjectToDoc(maya, original);
  Y.applyUpdate(alex, Y.encodeStateAsUpdate(maya));
  return { alex, maya };
}

const merge = (a: Y.Doc, b: Y.Doc) => {
  Y.applyUpdate(b, Y.encodeStateAsUpdate(a, Y.encodeStateVector(b)));
  Y.applyUpdate(a, Y.encodeStateAsUpdate(b, Y.encodeStateVector(a)));
};

describe('an edit against a deleted project', () => {
  it('is reported when a founder edits offline while another deletes', () => {
    const { alex, maya } = syncedPair();
    const edited = {
      ...original,
      notes: 'Raised prices',
      lastUpdated: '2026-01-06T00:00:00.000Z',
      lastUpdatedBy: 'Alex Rivera',
    };
    applyProjectToDoc(alex, edited);
    removeProjectFromDoc(maya, '2', 'Maya Chen', undefined, new Date('2026-01-06T12:00:00.000Z'));

    const alexBefore = projectFromDoc(alex, '2');
    merge(alex, maya);

    expect(projectFromDoc(alex, '2')).toBeNull();
    expect(editConflictsIn(alex, [alexBefore!])).toEqual([
      {
        id: '2',
        name: 'GrowthPulse',
        deletedBy: 'Maya Chen',
        deletedAt: '2026-01-06T12:00:00.000Z',
        lastUpdated: '2026-01-05T00:00:00.000Z',
      },
    ]);
  });

  it('is reported when an edit is saved after the delete arrived', () => {
    const { alex, maya } = syncedPair();
    removeProjectFromDoc(maya, '2', 'Maya Chen');
    merge(alex, maya);
    const edit = { ...original, name: 'GrowthPulse Pro', lastUpdated: '2026-01-07T00:00:00.000Z' };
    expect(editConflictFor(alex, edit)).toMatchObject({ id: '2', name: 'GrowthPulse Pro', deletedBy: 'Maya Chen' });
  });

  it('is not reported for the very version that was deleted, nor for a project still there', () => {
    const { alex, maya } = syncedPair();
    expect(editConflictFor(alex, original)).toBeNull();
    removeProjectFromDoc(maya, '2', 'Maya Chen');
    merge(alex, maya);
    expect(editConflictFor(alex, original)).toBeNull();
  });

  it('is not reported once the project is restored (undo)', () => {
    const { alex, maya } = syncedPair();
    removeProjectFromDoc(maya, '2', 'Maya Chen');
    applyProjectToDoc(maya, original);
    merge(alex, maya);
    expect(editConflictFor(alex, { ...original, lastUpdated: '2026-02-01T00:00:00.000Z' })).toBeNull();
    expect(projectFromDoc(alex, '2')).toEqual(original);
  });

  it('does nothing when deleting a project the doc does not hold', () => {
    const doc = new Y.Doc();
    expect(removeProjectFromDoc(doc, 'missing', 'Alex Rivera')).toBe(false);
    expect(editConflictFor(doc, { ...original, id: 'missing' })).toBeNull();
  });
});
