import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import {
  applyProjectToDoc,
  deletionsMap,
  editConflictFor,
  projectChangesOf,
  projectFromDoc,
  projectsMap,
  removeProjectFromDoc,
} from '../../src/features/team/doc';
import { projectsIn, restoreUpdate } from '../../server/store/restoreUpdate';
import { revenues } from './support/labUpdates';
import { sampleProject } from './support/project';

const at = (day: number) => new Date(Date.UTC(2026, 0, day)).toISOString();

/** The lab then (a: 1, b: 2), and a founder's copy of it now: a deleted, b edited, c added. */
function labThenAndNow() {
  const lab = new Y.Doc();
  applyProjectToDoc(lab, sampleProject({ id: 'a', revenue: 1, lastUpdated: at(1) }));
  applyProjectToDoc(lab, sampleProject({ id: 'b', revenue: 2, lastUpdated: at(1) }));
  const then = Y.encodeStateAsUpdate(lab);
  removeProjectFromDoc(lab, 'a', 'Maya Chen');
  applyProjectToDoc(lab, sampleProject({ id: 'b', revenue: 20, lastUpdated: at(2), lastUpdatedBy: 'Sam Okafor' }));
  applyProjectToDoc(lab, sampleProject({ id: 'c', revenue: 3, lastUpdated: at(3) }));
  return { lab, then };
}

describe('a restore', () => {
  it('is one change on top of the lab that gives back each project of then and deletes those added since', () => {
    const { lab, then } = labThenAndNow();
    const { update, summary } = restoreUpdate(
      Y.encodeStateAsUpdate(lab),
      projectsIn(then).projects,
      'Restore',
      new Date(at(4)),
    );
    expect(summary).toEqual({ setBack: 1, broughtBack: 1, removed: 1 });

    // A founder's browser, holding the lab as it is now, receives the restore as it syncs.
    let changes: ReturnType<typeof projectChangesOf> | undefined;
    projectsMap(lab).observeDeep((events) => (changes = projectChangesOf(lab, events)));
    Y.applyUpdate(lab, update!);

    expect(revenues(lab)).toEqual({ a: 1, b: 2 });
    expect(deletionsMap(lab).has('a')).toBe(false);
    expect(deletionsMap(lab).get('c')).toEqual({ deletedBy: 'Restore', deletedAt: at(4), lastUpdated: at(3) });
    expect(projectFromDoc(lab, 'b')).toMatchObject({ revenue: 2, lastUpdated: at(1), lastUpdatedBy: 'Alex Rivera' });
    expect(changes?.removed).toEqual([{ id: 'c', deletedBy: 'Restore', deletedAt: at(4) }]);
    expect(changes?.updated.map((project) => project.id).sort()).toEqual(['a', 'b']);
  });

  it('tells a founder who edited a removed project since that the edit lost to the restore, and no one else', () => {
    const { lab, then } = labThenAndNow();
    const { update } = restoreUpdate(Y.encodeStateAsUpdate(lab), projectsIn(then).projects, 'Ops', new Date(at(4)));
    Y.applyUpdate(lab, update!);

    expect(editConflictFor(lab, { id: 'c', name: 'C', lastUpdated: at(3) })).toBeNull();
    expect(editConflictFor(lab, { id: 'c', name: 'C', lastUpdated: at(5) })).toMatchObject({ deletedBy: 'Ops' });
  });

  it('merges with a change made offline meanwhile, as any change does', () => {
    const { lab, then } = labThenAndNow();
    const offline = new Y.Doc();
    Y.applyUpdate(offline, Y.encodeStateAsUpdate(lab));
    applyProjectToDoc(offline, sampleProject({ id: 'd', revenue: 4, lastUpdated: at(4) }));
    const { update } = restoreUpdate(Y.encodeStateAsUpdate(lab), projectsIn(then).projects, 'Restore', new Date());
    Y.applyUpdate(lab, update!);
    Y.applyUpdate(lab, Y.encodeStateAsUpdate(offline));
    Y.applyUpdate(offline, Y.encodeStateAsUpdate(lab));

    expect(revenues(lab)).toEqual({ a: 1, b: 2, d: 4 });
    expect(revenues(offline)).toEqual(revenues(lab));
  });

  it('changes nothing when the lab already is as it was', () => {
    const { then } = labThenAndNow();
    expect(restoreUpdate(then, projectsIn(then).projects, 'Restore', new Date()).update).toBeNull();
  });
});
