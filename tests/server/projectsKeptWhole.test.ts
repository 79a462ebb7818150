import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { deletionsMap, projectsMap } from '../../src/features/team/doc';
import { DEMO, firstClose } from './support/clients';
import { expectRefusedForEveryone, labOf, mayasLab, project } from './support/mayasLab';
import { SAM, useTeamServer } from './support/syncServer';
import { joined, MEMBER } from './support/teamPeople';

const team = useTeamServer();

/** A deletion record of project 1 in Alex's name, written beside the live project (as an offline founder's stale delete leaves one). */
async function staleDeletionBesideProject1() {
  const alex = await team.founder(DEMO.alex);
  deletionsMap(alex.doc).set('1', { deletedBy: 'Alex Rivera', deletedAt: new Date().toISOString(), lastUpdated: '' });
  await alex.acknowledged();
}

describe('whatever a member sends, every project that was in the lab is still there, whole', () => {
  type Case = [string, (doc: Y.Doc) => void, string];
  it.each<Case>([
    ['blanks its name', (doc) => project(doc).set('name', '   '), 'Refused: project 1: its name is empty'],
    ['removes its name', (doc) => project(doc).delete('name'), 'Refused: project 1: its "name" cannot be removed'],
    [
      'removes its status',
      (doc) => project(doc).delete('status'),
      'Refused: project 1: its "status" cannot be removed',
    ],
    [
      'replaces its map with one of fewer fields',
      (doc) =>
        doc.transact(() => {
          const replacement = new Y.Map<unknown>();
          projectsMap(doc).set('1', replacement);
          replacement.set('name', 'Gone soon');
        }),
      'Refused: a member cannot delete a project',
    ],
  ])(
    'refuses a member’s raw client that %s, and a fresh founder sees the lab unchanged',
    async (_case, change, reason) => {
      const { before } = await mayasLab(team);
      const member = await team.founderWith(await joined(team.url, MEMBER));
      const closed = firstClose(member);
      change(member.doc);
      expect(await closed).toEqual({ code: 4400, reason });
      expect(labOf((await team.founder(SAM)).doc)).toEqual(before);
    },
  );

  it('refuses a member’s delete of a project that has a stale deletion record beside it', async () => {
    await mayasLab(team);
    await staleDeletionBesideProject1();
    const alex = await team.founder(DEMO.alex);
    const before = labOf(alex.doc);
    const member = await team.founderWith(await joined(team.url, MEMBER));
    const closed = firstClose(member);
    projectsMap(member.doc).delete('1');
    expect(await closed).toEqual({ code: 4400, reason: 'Refused: a member cannot delete a project' });
    expect(labOf((await team.founder(SAM)).doc)).toEqual(before);
  });

  it('holds a founder to the same: no blank name, no project added without its fields', async () => {
    await expectRefusedForEveryone(team, (doc) => project(doc).set('name', ''), /its name is empty/);
    await expectRefusedForEveryone(
      team,
      (doc) =>
        doc.transact(() => {
          const bare = new Y.Map<unknown>();
          projectsMap(doc).set('2', bare);
          bare.set('name', 'No status');
        }),
      /project 2: it has no "status"/,
    );
  });

  it('repairs a deletion record beside a live project when it loads the lab', async () => {
    await mayasLab(team);
    await staleDeletionBesideProject1();
    await team.restart();
    const sam = await team.founder(SAM);
    expect(deletionsMap(sam.doc).has('1')).toBe(false);
    expect(projectsMap(sam.doc).has('1')).toBe(true);
  });
});
