import * as encoding from 'lib0/encoding';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { addMonths, monthKey, monthOf } from '../../contract/figures';
import { projectFromDoc, projectsMap } from '../../src/features/team/doc';
import { DEMO, syncMessage } from './support/clients';
import { waitFor } from './support/fixtures';
import { expectRefusedForEveryone, mayasLab, project } from './support/mayasLab';
import { SAM, useTeamServer } from './support/syncServer';

const team = useTeamServer();

/**
 * An update Yjs decodes but cannot apply: one item whose left neighbour is a later item of its own
 * client, which no editor ever writes (Yjs looks it up, and finds nothing).
 */
function unappliableUpdate(): Uint8Array {
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, 1); // one client
  encoding.writeVarUint(encoder, 1); // one struct
  encoding.writeVarUint(encoder, 77); // its client id
  encoding.writeVarUint(encoder, 0); // clock
  encoding.writeUint8(encoder, 0x80 | 8); // an item with a left origin, holding a value (ContentAny)
  encoding.writeVarUint(encoder, 77);
  encoding.writeVarUint(encoder, 100); // the left origin: clock 100 of the same client
  encoding.writeVarUint(encoder, 1);
  encoding.writeAny(encoder, 'x');
  encoding.writeVarUint(encoder, 0); // no deletions
  return encoding.toUint8Array(encoder);
}

const deletion = (deletedBy: string) => ({ deletedBy, deletedAt: new Date().toISOString(), lastUpdated: '' });

describe('the sync endpoint refuses a change that would break the lab', () => {
  it('refuses an update Yjs cannot apply, stores nothing of it, and the lab loads after a restart', async () => {
    await mayasLab(team);
    const alex = await team.connectedSocket(DEMO.alex);
    expect(() => Y.decodeUpdate(unappliableUpdate())).not.toThrow();
    alex.socket.send(syncMessage(unappliableUpdate()));
    expect(await alex.outcome).toEqual({ code: 4400, reason: 'Refused: the change cannot be applied to the lab' });

    await team.restart();
    const sam = await team.founder(SAM);
    expect(projectFromDoc(sam.doc, '1')?.name).toBe('AutoFlow Engine');
  });

  it.each([
    ['deletions written as text', (doc: Y.Doc) => doc.getMap('deletions').set('1', 'deleted'), /deletion 1: not a/],
    ['deletions as a text type', (doc: Y.Doc) => doc.getText('deletions').insert(0, 'gone'), /a list where/],
    ['a value in projects that is not a map', (doc: Y.Doc) => projectsMap(doc).set('2', 'x' as never), /not a map/],
    ['a field of the wrong type', (doc: Y.Doc) => project(doc).set('revenue', '2500'), /"revenue" has a value/],
    ['an unknown field', (doc: Y.Doc) => project(doc).set('isAdmin', true), /unknown field "isAdmin"/],
    ['a root of its own', (doc: Y.Doc) => doc.getMap('admin').set('x', 1), /outside the lab/],
    [
      'lastUpdatedBy naming another founder',
      (doc: Y.Doc) => project(doc).set('lastUpdatedBy', 'Sam Okafor'),
      /"lastUpdatedBy" is not the sender's name/,
    ],
    [
      'a figure for a month in the future',
      (doc: Y.Doc) =>
        project(doc).set(monthKey(addMonths(monthOf(new Date(), 'utc'), 2)), { revenue: 1, subscribers: 1 }),
      /is in the future/,
    ],
    [
      'a negative figure',
      (doc: Y.Doc) => project(doc).set(monthKey(monthOf(new Date(), 'utc')), { revenue: -5, subscribers: 1 }),
      /is not a \{revenue, subscribers\} figure/,
    ],
    [
      'a figure more than 36 months back',
      (doc: Y.Doc) =>
        project(doc).set(monthKey(addMonths(monthOf(new Date(), 'utc'), -38)), { revenue: 5, subscribers: 1 }),
      /more than 36 months back/,
    ],
    [
      'a deletion in another founder’s name',
      (doc: Y.Doc) => doc.getMap('deletions').set('1', deletion('Maya Chen')),
      /"deletedBy" is not the sender's name/,
    ],
  ])('refuses %s, and no one else receives it', async (_case, change, reason) => {
    await expectRefusedForEveryone(team, change, reason);
  });

  it('takes an edit that leaves another founder’s name as it was, and a deletion in the sender’s own', async () => {
    const { maya } = await mayasLab(team);
    const alex = await team.founder(DEMO.alex);
    project(alex.doc).set('revenue', 900);
    await alex.acknowledged();
    await waitFor(() => projectFromDoc(maya.doc, '1')?.revenue === 900, 1000, 'Alex’s edit at Maya’s');
    expect(projectFromDoc(maya.doc, '1')?.lastUpdatedBy).toBe('Maya Chen');

    alex.doc.transact(() => {
      alex.doc.getMap('deletions').set('1', deletion('Alex Rivera'));
      projectsMap(alex.doc).delete('1');
    });
    await alex.acknowledged();
    await waitFor(() => projectFromDoc(maya.doc, '1') === null, 1000, 'Alex’s delete at Maya’s');
  });

  it('takes a figure for a past month, which reaches the other founders', async () => {
    const { maya } = await mayasLab(team);
    const alex = await team.founder(DEMO.alex);
    const month = addMonths(monthOf(new Date()), -3);
    project(alex.doc).set(monthKey(month), { revenue: 700, subscribers: 9 });
    await alex.acknowledged();
    await waitFor(() => projectFromDoc(maya.doc, '1')?.figures[month]?.revenue === 700, 1000, 'Alex’s month at Maya’s');
  });
});
