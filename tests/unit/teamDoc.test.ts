import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { LAST_CHANGE_KEY } from '../../contract/history';
import {
  applyProjectToDoc,
  applyProjectsToDoc,
  deletionsMap,
  editConflictFor,
  projectChangesOf,
  projectFromDoc,
  projectsFromDoc,
  projectsMap,
  removeProjectFromDoc,
  type DocProject,
} from '../../src/features/team/doc';
import { autoFlowInDoc } from '../support/projects';

const project = autoFlowInDoc;

/** Sends each doc what the other lacks, as the server would once both are online. */
function exchange(a: Y.Doc, b: Y.Doc) {
  const forB = Y.encodeStateAsUpdate(a, Y.encodeStateVector(b));
  const forA = Y.encodeStateAsUpdate(b, Y.encodeStateVector(a));
  Y.applyUpdate(b, forB);
  Y.applyUpdate(a, forA);
}

function twoSyncedDocs(...projects: DocProject[]) {
  const alex = new Y.Doc();
  const maya = new Y.Doc();
  applyProjectsToDoc(alex, projects);
  exchange(alex, maya);
  return { alex, maya };
}

describe('the lab Y.Doc', () => {
  it('reads back a project field for field, with who changed it last', () => {
    const doc = new Y.Doc();
    applyProjectToDoc(doc, project());
    expect(projectsFromDoc(doc)).toEqual([project()]);
  });

  it('lists projects in creation order on every device', () => {
    const doc = new Y.Doc();
    applyProjectsToDoc(doc, [
      project({ id: '3', name: 'Third', createdAt: '2026-03-01T00:00:00.000Z' }),
      project({ id: '1', name: 'First', createdAt: '2026-01-01T00:00:00.000Z' }),
      project({ id: '2', name: 'Second', createdAt: '2026-02-01T00:00:00.000Z' }),
    ]);
    expect(projectsFromDoc(doc).map((p) => p.name)).toEqual(['First', 'Second', 'Third']);
  });

  it('keeps concurrent edits to different fields of one project', () => {
    const { alex, maya } = twoSyncedDocs(project());
    applyProjectToDoc(alex, { ...project(), name: 'AutoFlow 2', lastUpdated: '2026-02-01T00:00:00.000Z' });
    applyProjectToDoc(maya, { ...project(), revenue: 1200, notes: 'First paying team', lastUpdatedBy: 'Maya Chen' });
    exchange(alex, maya);

    for (const doc of [alex, maya]) {
      const merged = projectFromDoc(doc, '1');
      expect(merged).toMatchObject({ name: 'AutoFlow 2', revenue: 1200, notes: 'First paying team' });
    }
    expect(projectsFromDoc(alex)).toEqual(projectsFromDoc(maya));
  });

  it('settles concurrent edits to the same field on one value everywhere', () => {
    const { alex, maya } = twoSyncedDocs(project());
    applyProjectToDoc(alex, { ...project(), status: 'Live' });
    applyProjectToDoc(maya, { ...project(), status: 'Paused' });
    exchange(alex, maya);
    expect(projectFromDoc(alex, '1')?.status).toBe(projectFromDoc(maya, '1')?.status);
    expect(['Live', 'Paused']).toContain(projectFromDoc(alex, '1')?.status);
  });

  it('writes nothing when a project is applied unchanged', () => {
    const doc = new Y.Doc();
    applyProjectToDoc(doc, project());
    const updates: Uint8Array[] = [];
    doc.on('update', (update: Uint8Array) => updates.push(update));
    applyProjectToDoc(doc, project({ owners: ['Alex Rivera', 'Sam Okafor'] }));
    expect(updates).toHaveLength(0);
  });

  it('sends no blank name and no new project without the fields every project keeps', () => {
    const doc = new Y.Doc();
    applyProjectToDoc(doc, project());
    const updates: Uint8Array[] = [];
    doc.on('update', (update: Uint8Array) => updates.push(update));
    expect(applyProjectToDoc(doc, project({ name: ' ' }))).toBe('project 1: its name is empty');
    const { status: _status, ...statusless } = project({ id: '2' });
    expect(applyProjectToDoc(doc, statusless as DocProject)).toBe('project 2: it has no "status"');
    expect(updates).toHaveLength(0);
  });

  it('keeps the stored author when the written project carries none', () => {
    const doc = new Y.Doc();
    applyProjectToDoc(doc, project());
    const { lastUpdatedBy: _dropped, ...withoutAuthor } = project({ name: 'Renamed' });
    applyProjectToDoc(doc, withoutAuthor);
    expect(projectFromDoc(doc, '1')).toMatchObject({ name: 'Renamed', lastUpdatedBy: 'Alex Rivera' });
  });

  it('repairs what another device wrote wrongly, and leaves out entries with no name', () => {
    const doc = new Y.Doc();
    doc.transact(() => {
      const broken = projectsMap(doc).set('7', new Y.Map<unknown>());
      broken.set('name', '  Pulse  ');
      broken.set('status', 'Shipped');
      broken.set('revenue', '250');
      broken.set('owners', 'Maya Chen');
      broken.set('createdAt', '2026-04-01');
      projectsMap(doc).set('8', new Y.Map<unknown>()).set('revenue', 5);
    });
    expect(projectsFromDoc(doc)).toEqual([
      expect.objectContaining({
        id: '7',
        name: 'Pulse',
        status: 'Idea',
        revenue: 250,
        owners: ['Maya Chen'],
        createdAt: '2026-04-01T00:00:00.000Z',
        lastUpdatedBy: '',
      }),
    ]);
  });

  it('a delete and an undo travel to the other device', () => {
    const { alex, maya } = twoSyncedDocs(project(), project({ id: '2', name: 'GrowthPulse' }));
    removeProjectFromDoc(alex, '2', 'Alex Rivera');
    exchange(alex, maya);
    expect(projectsFromDoc(maya).map((p) => p.id)).toEqual(['1']);

    applyProjectToDoc(alex, project({ id: '2', name: 'GrowthPulse' }));
    exchange(alex, maya);
    expect(projectFromDoc(maya, '2')).toEqual(project({ id: '2', name: 'GrowthPulse' }));
  });

  it('a device that was offline does not bring back a project deleted meanwhile', () => {
    const { alex, maya } = twoSyncedDocs(project(), project({ id: '2', name: 'GrowthPulse' }));
    removeProjectFromDoc(maya, '2', 'Maya Chen');
    applyProjectToDoc(alex, project({ id: '3', name: 'Offline idea' }));
    exchange(alex, maya);
    for (const doc of [alex, maya]) expect(projectsFromDoc(doc).map((p) => p.id)).toEqual(['1', '3']);
  });

  it('tells which projects changed, which were removed, and by whom', () => {
    const { alex, maya } = twoSyncedDocs(project(), project({ id: '2', name: 'GrowthPulse' }));
    const seen: ReturnType<typeof projectChangesOf>[] = [];
    projectsMap(maya).observeDeep((events) => seen.push(projectChangesOf(maya, events)));

    applyProjectToDoc(alex, project({ name: 'AutoFlow 2', lastUpdatedBy: 'Sam Okafor' }));
    applyProjectToDoc(alex, project({ id: '4', name: 'New tool', lastUpdatedBy: 'Sam Okafor' }));
    removeProjectFromDoc(alex, '2', 'Alex Rivera');
    exchange(alex, maya);

    expect(seen).toHaveLength(1);
    expect(seen[0].updated.map((p) => [p.id, p.name]).sort()).toEqual([
      ['1', 'AutoFlow 2'],
      ['4', 'New tool'],
    ]);
    expect(seen[0].removed).toEqual([{ id: '2', deletedBy: 'Alex Rivera', deletedAt: expect.any(String) }]);
    expect(seen[0].authors.sort()).toEqual(['Alex Rivera', 'Sam Okafor']);
  });

  it("writes what each change was beside it, for the server's history, and tells it on the other side", () => {
    const { alex, maya } = twoSyncedDocs(project());
    const seen: ReturnType<typeof projectChangesOf>[] = [];
    projectsMap(maya).observeDeep((events) => seen.push(projectChangesOf(maya, events)));

    applyProjectToDoc(alex, project({ name: 'AutoFlow 2' }), undefined, 'Alex Rivera', 'restored');
    expect(projectsMap(alex).get('1')?.get(LAST_CHANGE_KEY)).toBe('restored');
    exchange(alex, maya);
    expect(seen[0].kinds).toEqual({ '1': 'restored' });

    // Nothing to write: nothing said either.
    applyProjectToDoc(alex, project({ name: 'AutoFlow 2' }), undefined, 'Alex Rivera', 'imported');
    expect(projectsMap(alex).get('1')?.get(LAST_CHANGE_KEY)).toBe('restored');
    applyProjectToDoc(alex, project({ name: 'AutoFlow 3' }), undefined, 'Alex Rivera', 'edited');
    expect(projectsMap(alex).get('1')?.get(LAST_CHANGE_KEY)).toBe('edited');
  });

  it('brings a deleted project back with its id, and its deletion record no longer holds it back', () => {
    const { alex, maya } = twoSyncedDocs(project(), project({ id: '2', name: 'GrowthPulse' }));
    removeProjectFromDoc(maya, '2', 'Maya Chen');
    exchange(alex, maya);
    expect(deletionsMap(alex).has('2')).toBe(true);

    const back = project({ id: '2', name: 'GrowthPulse', lastUpdated: '2026-11-20T10:00:00.000Z' });
    applyProjectToDoc(alex, back, undefined, 'Alex Rivera', 'restored');
    exchange(alex, maya);
    for (const doc of [alex, maya]) {
      expect(projectsFromDoc(doc).map((p) => p.id)).toEqual(['1', '2']);
      expect(deletionsMap(doc).has('2')).toBe(false);
      expect(editConflictFor(doc, back)).toBeNull();
    }
    // A later delete removes it again, with a record of its own.
    removeProjectFromDoc(maya, '2', 'Maya Chen');
    exchange(alex, maya);
    expect(projectsFromDoc(alex).map((p) => p.id)).toEqual(['1']);
    expect(deletionsMap(alex).get('2')?.lastUpdated).toBe('2026-11-20T10:00:00.000Z');
  });
});
