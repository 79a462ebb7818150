import { describe, expect, it } from 'vitest';
import type * as Y from 'yjs';
import { LAB_GOAL_KEY } from '../../contract/labDocument';
import type { Goal } from '../../contract/plans';
import {
  applyProjectToDoc,
  labGoalFromDoc,
  labMap,
  projectsMap,
  replacedValuesIn,
  writeLabGoal,
  type DocProject,
} from '../../src/features/team/doc';
import { founderDoc, growthPulse, send, syncedFounders } from './support/teamDocs';

const original = growthPulse();

const syncedPair = (alexClient: number, mayaClient: number) => syncedFounders(original, alexClient, mayaClient);

const edit = (doc: Y.Doc, changes: Partial<DocProject>, by: string, at: string) =>
  applyProjectToDoc(doc, { ...original, ...changes, lastUpdated: at, lastUpdatedBy: by });

const revenue = (doc: Y.Doc) => projectsMap(doc).get('2')?.get('revenue');

describe('a write replaced by a concurrent one', () => {
  it.each([
    [1, 2],
    [2, 1],
  ])('is reported to the founder whose value lost, only (client ids %i and %i)', (alexClient, mayaClient) => {
    const { alex, maya } = syncedPair(alexClient, mayaClient);
    edit(alex.doc, { revenue: 3000 }, 'Alex Rivera', '2026-01-06T00:00:00.000Z');
    edit(maya.doc, { revenue: 4000 }, 'Maya Chen', '2026-01-06T00:00:01.000Z');
    send(maya.doc, alex.doc);
    send(alex.doc, maya.doc);

    expect(revenue(alex.doc)).toBe(revenue(maya.doc));
    const [loser, winner] = revenue(alex.doc) === 4000 ? [alex, maya] : [maya, alex];
    expect(loser.reported).toHaveLength(1);
    expect(loser.reported[0]?.projectId).toBe('2');
    expect(loser.reported[0]?.fields).toContain('revenue');
    expect(winner.reported).toEqual([]);
  });

  it.each([
    [1, 2],
    [2, 1],
  ])('leaves the name of the founder whose value stands (client ids %i and %i)', (alexClient, mayaClient) => {
    const { alex, maya } = syncedPair(alexClient, mayaClient);
    // Maya is already the project's last author: her change names her all the same.
    const alexEdit = { ...original, revenue: 3000, lastUpdatedBy: 'Alex Rivera' };
    applyProjectToDoc(alex.doc, alexEdit, undefined, 'Alex Rivera');
    applyProjectToDoc(maya.doc, { ...original, revenue: 4000, lastUpdatedBy: 'Maya Chen' }, undefined, 'Maya Chen');
    send(maya.doc, alex.doc);
    send(alex.doc, maya.doc);

    const author = projectsMap(alex.doc).get('2')?.get('lastUpdatedBy');
    expect(author).toBe(revenue(alex.doc) === 4000 ? 'Maya Chen' : 'Alex Rivera');
  });

  it('is reported when the winner wrote the field twice before it arrived', () => {
    const { alex, maya } = syncedPair(1, 2);
    edit(alex.doc, { revenue: 3000 }, 'Alex Rivera', '2026-01-06T00:00:00.000Z');
    edit(maya.doc, { revenue: 4000 }, 'Maya Chen', '2026-01-06T00:00:01.000Z');
    edit(maya.doc, { revenue: 4500 }, 'Maya Chen', '2026-01-06T00:00:02.000Z');
    send(maya.doc, alex.doc);
    send(alex.doc, maya.doc);

    const [loser, winner] = revenue(alex.doc) === 4500 ? [alex, maya] : [maya, alex];
    expect(loser.reported.map(({ fields }) => fields.includes('revenue'))).toEqual([true]);
    expect(winner.reported).toEqual([]);
  });

  it('is not reported for a later edit by a founder who had seen this value', () => {
    const { alex, maya } = syncedPair(1, 2);
    edit(alex.doc, { revenue: 3000 }, 'Alex Rivera', '2026-01-06T00:00:00.000Z');
    send(alex.doc, maya.doc);
    edit(maya.doc, { revenue: 4000 }, 'Maya Chen', '2026-01-06T00:00:01.000Z');
    send(maya.doc, alex.doc);

    expect(revenue(alex.doc)).toBe(4000);
    expect(alex.reported).toEqual([]);
    expect(maya.reported).toEqual([]);
  });

  it('is not reported when the founders changed different fields', () => {
    const { alex, maya } = syncedPair(1, 2);
    edit(alex.doc, { revenue: 3000 }, 'Alex Rivera', '2026-01-06T00:00:00.000Z');
    edit(maya.doc, { notes: 'Raised prices' }, 'Maya Chen', '2026-01-06T00:00:01.000Z');
    send(maya.doc, alex.doc);
    send(alex.doc, maya.doc);

    const reported = [...alex.reported, ...maya.reported].flatMap(({ fields }) => fields);
    expect(reported).not.toContain('revenue');
    expect(reported).not.toContain('notes');
  });
});

describe('a goal set by two founders at once', () => {
  const NOW = new Date('2026-12-07T12:00:00.000Z');
  const goal = (target: number): Goal => ({
    metric: 'revenue',
    target,
    by: '2027-03',
    since: '2026-12',
    baseline: 2500,
  });

  it.each([
    [1, 2],
    [2, 1],
  ])('on a project: the founder whose goal lost is told, by its Goal field (client ids %i and %i)', (a, b) => {
    const { alex, maya } = syncedPair(a, b);
    edit(alex.doc, { goal: goal(5000) }, 'Alex Rivera', '2026-12-07T12:00:00.000Z');
    edit(maya.doc, { goal: goal(6000) }, 'Maya Chen', '2026-12-07T12:00:01.000Z');
    send(maya.doc, alex.doc);
    send(alex.doc, maya.doc);

    const target = (projectsMap(alex.doc).get('2')?.get('goal') as Goal).target;
    expect((projectsMap(maya.doc).get('2')?.get('goal') as Goal).target).toBe(target);
    const [loser, winner] = target === 6000 ? [alex, maya] : [maya, alex];
    expect(loser.reported.flatMap(({ fields }) => fields)).toContain('goal');
    expect(winner.reported).toEqual([]);
  });

  /** A founder's doc with the lab goal keys another founder's changes replaced. */
  const labDoc = (clientID: number) => {
    const { doc } = founderDoc(clientID);
    const replaced: { key: string; mine: unknown }[] = [];
    labMap(doc).observe((event, transaction) => {
      if (!transaction.local) replaced.push(...replacedValuesIn(doc, event as Y.YEvent<Y.AbstractType<unknown>>));
    });
    return { doc, replaced };
  };

  it.each([
    [1, 2],
    [2, 1],
  ])('for the lab: only the founder whose lab goal lost is told (client ids %i and %i)', (a, b) => {
    const alex = labDoc(a);
    const maya = labDoc(b);
    expect(writeLabGoal(alex.doc, goal(8000), 'alex', NOW)).toBeNull();
    expect(writeLabGoal(maya.doc, goal(9000), 'maya', NOW)).toBeNull();
    send(maya.doc, alex.doc);
    send(alex.doc, maya.doc);

    const target = labGoalFromDoc(alex.doc)?.target;
    expect(labGoalFromDoc(maya.doc)?.target).toBe(target);
    const [loser, winner] = target === 9000 ? [alex, maya] : [maya, alex];
    expect(loser.replaced).toEqual([{ key: LAB_GOAL_KEY, mine: loser === alex ? goal(8000) : goal(9000) }]);
    expect(winner.replaced).toEqual([]);
  });

  it('for the lab: a change made after seeing the other founder’s goal is no conflict', () => {
    const alex = labDoc(1);
    const maya = labDoc(2);
    writeLabGoal(alex.doc, goal(8000), 'alex', NOW);
    send(alex.doc, maya.doc);
    writeLabGoal(maya.doc, goal(9000), 'maya', NOW);
    send(maya.doc, alex.doc);

    expect(labGoalFromDoc(alex.doc)?.target).toBe(9000);
    expect([...alex.replaced, ...maya.replaced]).toEqual([]);
  });
});
