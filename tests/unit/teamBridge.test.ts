import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { projectsSlice, projectUpdated, remoteChangesReceived } from '../../src/features/projects/projectsSlice';
import { DEFAULT_VIEW } from '../../src/features/projects/model/view';
import { buildSeedProjects } from '../../src/features/projects/model/seed';
import { applyProjectsToDoc, projectsFromDoc } from '../../src/features/team/doc';
import { joinOfferFor, mergeIntoTeamDoc } from '../../src/features/team/join/joinOffer';
import { CLOSE_CODES } from '../../contract/closeCodes';
import { closeOutcome, syncUrlFor } from '../../src/features/team/sync/closeCodes';
import { toProject } from '../../src/features/team/sync/docToRedux';
import { aProject } from '../support/projects';

const lab = (...items: ReturnType<typeof aProject>[]) => ({ items, filters: { ...DEFAULT_VIEW } });
const reducer = projectsSlice.reducer;

describe('projects/remoteChangesReceived', () => {
  it('changes projects in place, adds new ones last, removes the removed, and keeps unchanged ones as they are', () => {
    const one = aProject('1');
    const two = aProject('2');
    const state = reducer(
      lab(one, two, aProject('3')),
      remoteChangesReceived({
        upserted: [aProject('4', { lastUpdatedBy: 'Maya Chen' }), aProject('2', { name: 'Renamed' }), aProject('1')],
        removed: ['3'],
        authors: ['Maya Chen'],
      }),
    );
    expect(state.items.map((p) => [p.id, p.name])).toEqual([
      ['1', 'Project 1'],
      ['2', 'Renamed'],
      ['4', 'Project 4'],
    ]);
    expect(state.items[0]).toBe(one);
  });
});

describe('an edit keeps only what the founder changed', () => {
  it('drops fields equal to the version the edit began from', () => {
    const seen = aProject('1', { revenue: 10, owners: ['Maya Chen'] });
    const action = projectUpdated('1', { name: 'New name', revenue: '10', owners: ['Maya Chen'], notes: '' }, seen);
    expect(action.payload.changes).toEqual({ name: 'New name' });
    // Another founder's revenue, arrived meanwhile, is not written back.
    const state = reducer(lab(aProject('1', { revenue: 99, owners: ['Maya Chen'] })), action);
    expect(state.items[0]).toMatchObject({ name: 'New name', revenue: 99 });
  });
});

describe('joining the team lab', () => {
  const team = [aProject('1', { lastUpdated: '2026-02-01T00:00:00.000Z' })];

  it('asks nothing for an empty lab, the untouched sample lab, or a lab the team already has', () => {
    expect(joinOfferFor([], team)).toBeNull();
    expect(joinOfferFor(buildSeedProjects(), team)).toBeNull();
    expect(joinOfferFor([aProject('1')], team)).toBeNull();
  });

  it('counts what this browser would bring: projects the team lacks, or holds older', () => {
    const local = [aProject('1', { lastUpdated: '2026-03-01T00:00:00.000Z' }), aProject('7'), aProject('8')];
    expect(joinOfferFor(local, team)).toEqual({ local: 3, newToTeam: 3, team: 1 });
    expect(joinOfferFor([...buildSeedProjects(), aProject('9')], [])).toMatchObject({ local: 4, newToTeam: 4 });
  });

  it('merges by id, the newer change winning, into the team doc', () => {
    const doc = new Y.Doc();
    applyProjectsToDoc(doc, team);
    mergeIntoTeamDoc(
      doc,
      [aProject('1', { name: 'Older here', lastUpdated: '2026-01-15T00:00:00.000Z' }), aProject('7')],
      projectsFromDoc(doc).map(toProject),
      null,
    );
    expect(projectsFromDoc(doc).map((p) => [p.id, p.name])).toEqual([
      ['1', 'Project 1'],
      ['7', 'Project 7'],
    ]);
  });
});

describe('the sync websocket', () => {
  it('lives on the page’s own server, encrypted when the page is', () => {
    expect(syncUrlFor({ protocol: 'http:', host: 'lab.local:4180' })).toBe('ws://lab.local:4180/sync');
    expect(syncUrlFor({ protocol: 'https:', host: 'lab.example' })).toBe('wss://lab.example/sync');
  });

  it('tells an ended session and a refused change from a connection to retry', () => {
    expect(closeOutcome(4401)).toBe('sessionEnded');
    expect(closeOutcome(4400)).toBe('refused');
    expect(closeOutcome(1009)).toBe('refused');
    const retried = [1000, 1001, 1006, CLOSE_CODES.notStored, CLOSE_CODES.sessionUnchecked, undefined];
    for (const code of retried) expect(closeOutcome(code)).toBe('reconnect');
  });
});
