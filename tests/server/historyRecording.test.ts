import { addDays, SNOOZE_DAYS } from '../../contract/plans';
import { describe, expect, it } from 'vitest';
import { LAST_CHANGE_KEY } from '../../contract/history';
import { applyProjectToDoc, projectsMap, removeProjectFromDoc } from '../../src/features/team/doc';
import { DEMO, signIn } from './support/clients';
import { entries, fetchHistory, setFields } from './support/history';
import { sampleProject } from './support/project';
import { SAM, useTeamServer } from './support/syncServer';

/** A snooze as the browser writes one today: it ends a week from now (a longer one is refused). */
const SNOOZED_UNTIL = addDays(new Date().toISOString().slice(0, 10), SNOOZE_DAYS);

const team = useTeamServer();

describe('the team server records a version for every change it stores', () => {
  it('says what each change was and who sent it, newest first', async () => {
    const alex = await team.founder(DEMO.alex);
    const maya = await team.founder(DEMO.maya);
    applyProjectToDoc(alex.doc, sampleProject({ revenue: 2500 }), undefined, 'Alex Rivera');
    await alex.acknowledged();
    // Maya's browser leaves "lastUpdatedBy" as Alex wrote it: the server still knows who sent it.
    await setFields(maya, '1', { revenue: 3000 });
    removeProjectFromDoc(maya.doc, '1', 'Maya Chen');
    await maya.acknowledged();
    applyProjectToDoc(alex.doc, sampleProject({ revenue: 2500, name: 'Back' }), undefined, 'Alex Rivera');
    await alex.acknowledged();

    const cookie = await signIn(team.url, SAM);
    const { status, body } = await fetchHistory(team.url, '1', cookie);
    expect(status).toBe(200);
    expect(entries(body.versions)).toEqual([
      'restored by Alex Rivera',
      'deleted by Maya Chen',
      'edited by Maya Chen',
      'added by Alex Rivera',
    ]);
    const [restored, deleted, edited, added] = body.versions;
    expect(added.project).toMatchObject({ id: '1', revenue: 2500, lastUpdatedBy: 'Alex Rivera' });
    expect(edited.project).toMatchObject({ revenue: 3000, lastUpdatedBy: 'Alex Rivera' });
    // A deletion keeps the fields as they were when it was deleted.
    expect(deleted.project).toMatchObject({ name: 'AutoFlow Engine', revenue: 3000 });
    expect(restored.project).toMatchObject({ name: 'Back', revenue: 2500 });
    expect(Date.parse(restored.at)).toBeGreaterThan(Date.parse(deleted.at));
    expect(restored.project).not.toHaveProperty(LAST_CHANGE_KEY);
  });

  it('takes "restored" and "imported" from the change, and records nothing for a change of no field or a snooze', async () => {
    const alex = await team.founder(DEMO.alex);
    applyProjectToDoc(alex.doc, sampleProject({ notes: 'first' }), undefined, 'Alex Rivera');
    await alex.acknowledged();
    await setFields(alex, '1', { notes: 'an older version', [LAST_CHANGE_KEY]: 'restored' });
    await setFields(alex, '1', { revenue: 10, [LAST_CHANGE_KEY]: 'imported' });
    // "lastChange" stays "imported", but this change did not write it: an edit.
    await setFields(alex, '1', { revenue: 11 });
    await setFields(alex, '1', { [LAST_CHANGE_KEY]: 'edited' });
    // A snooze is no update of the project: no version.
    await setFields(alex, '1', { snooze: { until: SNOOZED_UNTIL, reasons: ['stale'] } });

    const { body } = await fetchHistory(team.url, '1', await signIn(team.url, SAM));
    expect(entries(body.versions)).toEqual([
      'edited by Alex Rivera',
      'imported by Alex Rivera',
      'restored by Alex Rivera',
      'added by Alex Rivera',
    ]);
  });

  it('refuses a "lastChange" that is not one of the five kinds', async () => {
    const alex = await team.founder(DEMO.alex);
    applyProjectToDoc(alex.doc, sampleProject(), undefined, 'Alex Rivera');
    await alex.acknowledged();
    const closed = new Promise<number>((resolve) =>
      alex.provider.on('close', ({ event }: { event: { code: number } }) => {
        alex.provider.configuration.websocketProvider.disconnect();
        resolve(event.code);
      }),
    );
    alex.doc.transact(() => projectsMap(alex.doc).get('1')!.set(LAST_CHANGE_KEY, 'vanished'));
    expect(await closed).toBe(4400);
  });
});
