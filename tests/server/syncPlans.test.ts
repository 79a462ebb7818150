import { describe, expect, it } from 'vitest';
import type * as Y from 'yjs';
import { addMonths, monthOf } from '../../contract/figures';
import { LAST_CHANGE_KEY } from '../../contract/history';
import { addDays, SNOOZE_DAYS, type Goal } from '../../contract/plans';
import { labGoalFromDoc, labMap, projectFromDoc } from '../../src/features/team/doc';
import { DEMO } from './support/clients';
import { waitFor } from './support/fixtures';
import { expectRefusedForEveryone, mayasLab, project } from './support/mayasLab';
import { useTeamServer } from './support/syncServer';

/** A snooze as the browser writes one today: it ends a week from now (a longer one is refused). */
const SNOOZED_UNTIL = addDays(new Date().toISOString().slice(0, 10), SNOOZE_DAYS);

const team = useTeamServer();

const current = monthOf(new Date(), 'utc');
/** A goal set this month for four months ahead. */
const goal = (overrides: Partial<Goal> = {}): Goal => ({
  metric: 'revenue',
  target: 5000,
  by: addMonths(current, 4),
  since: current,
  baseline: 1000,
  ...overrides,
});

describe('the sync endpoint holds goals, next steps and the lab goal to the lab’s rules', () => {
  it.each([
    [
      'a goal for a past month',
      (doc: Y.Doc) => project(doc).set('goal', goal({ since: addMonths(current, -6), by: addMonths(current, -2) })),
      /a month in the past/,
    ],
    ['a target of −1', (doc: Y.Doc) => project(doc).set('goal', goal({ target: -1 })), /no amount/],
    ['a next step of 201 characters', (doc: Y.Doc) => project(doc).set('nextStep', 'x'.repeat(201)), /"nextStep"/],
    ['a due date that is no day', (doc: Y.Doc) => project(doc).set('nextStepDue', 'soon'), /"nextStepDue"/],
    [
      'a lab goal for a past month',
      (doc: Y.Doc) => labMap(doc).set('goal', goal({ since: addMonths(current, -6), by: addMonths(current, -1) })),
      /the lab goal: a goal for .* a month in the past/,
    ],
    ['a setting the lab does not have', (doc: Y.Doc) => labMap(doc).set('owner', 'Alex'), /unknown lab setting/],
  ])('refuses %s, and no one else receives it', async (_case, change, reason) => {
    await expectRefusedForEveryone(team, change, reason);
  });

  it('takes a missed goal carried back by a restore or an import, checked for its shape only', async () => {
    const { maya } = await mayasLab(team);
    const alex = await team.founder(DEMO.alex);
    const missed = goal({ since: addMonths(current, -6), by: addMonths(current, -2) });
    alex.doc.transact(() => {
      project(alex.doc).set('goal', missed);
      project(alex.doc).set(LAST_CHANGE_KEY, 'restored');
    });
    await alex.acknowledged();
    await waitFor(() => projectFromDoc(maya.doc, '1')?.goal?.by === missed.by, 1000, 'the restored goal at Maya’s');
    await expectRefusedForEveryone(
      team,
      (doc) =>
        doc.transact(() => {
          project(doc).set('goal', { ...missed, target: -1 });
          project(doc).set(LAST_CHANGE_KEY, 'imported');
        }),
      /no amount/,
    );
  });

  it('takes a goal, a next step, a snooze and the lab goal, which reach the other founders', async () => {
    const { maya } = await mayasLab(team);
    const alex = await team.founder(DEMO.alex);
    alex.doc.transact(() => {
      project(alex.doc).set('goal', goal());
      project(alex.doc).set('nextStep', 'Call the bank');
      project(alex.doc).set('nextStepDue', '2030-01-05');
      project(alex.doc).set('snooze', { until: SNOOZED_UNTIL, reasons: ['stale'] });
      labMap(alex.doc).set('goal', goal({ target: 90_000 }));
    });
    await alex.acknowledged();
    await waitFor(() => labGoalFromDoc(maya.doc)?.target === 90_000, 1000, 'the lab goal at Maya’s');
    expect(projectFromDoc(maya.doc, '1')).toMatchObject({
      goal: goal(),
      nextStep: 'Call the bank',
      nextStepDue: '2030-01-05',
      snooze: { until: SNOOZED_UNTIL, reasons: ['stale'] },
    });
  });
});
