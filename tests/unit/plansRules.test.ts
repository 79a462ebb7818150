import { describe, expect, it } from 'vitest';
import { projectWriteProblem } from '../../contract/labDocument';
import { goalWriteProblem, type Goal } from '../../contract/plans';
import { decodeStoredProjects, encodeProjects } from '../../src/app/persistence/formats/projectRows';
import { checkGoalForm } from '../../src/features/projects/goals/goalFormRules';
import { decodeProject } from '../../src/features/projects/model/projectRecord';
import { buildBackup } from '../../src/features/projects/transfer/backupFile';
import { parseImport } from '../../src/features/projects/transfer/importFile';
import { buildSeedProjects } from '../../src/features/projects/model/seed';
import { aProject } from '../support/projects';

const NOW = new Date('2026-11-29T12:00:00.000Z');
const goal: Goal = { metric: 'revenue', target: 5000, by: '2027-03', since: '2026-11', baseline: 1000 };
const write = (field: string, value: unknown) => projectWriteProblem('p1', field, value, 'Alex Rivera', NOW);

describe('the lab’s rules of goals, next steps and snoozes (the server’s and the browser’s)', () => {
  it('takes a goal, a next step of 200 characters, a due date and a snooze', () => {
    expect(write('goal', goal)).toBeNull();
    expect(write('nextStep', 'x'.repeat(200))).toBeNull();
    expect(write('nextStepDue', '2026-12-03')).toBeNull();
    expect(write('nextStepDue', '')).toBeNull();
    expect(write('snooze', { until: '2026-12-06', reasons: ['stale', 'noNextStep'] })).toBeNull();
  });

  it('refuses a target of −1, a By month in the past, and a next step of 201 characters', () => {
    expect(write('goal', { ...goal, target: -1 })).toMatch(/no amount/);
    expect(write('goal', { ...goal, since: '2026-01', by: '2026-10' })).toMatch(/a month in the past/);
    expect(write('nextStep', 'x'.repeat(201))).toMatch(/"nextStep" has a value the lab does not take/);
  });

  it('refuses a due date or a snooze in the year 9999, and a goal set in a month still to come', () => {
    expect(write('nextStepDue', '9999-12-31')).toMatch(/more than 10 years ahead/);
    expect(write('nextStepDue', '2036-11-29')).toBeNull();
    expect(write('snooze', { until: '9999-01-01', reasons: ['stale'] })).toMatch(/more than 7 days/);
    // 29 November at noon UTC is already the 30th at UTC+14: a week from then.
    expect(write('snooze', { until: '2026-12-07', reasons: ['stale'] })).toBeNull();
    expect(write('snooze', { until: '2026-12-08', reasons: ['stale'] })).toMatch(/more than 7 days/);
    expect(write('goal', { ...goal, since: '2026-12' })).toMatch(/set in 2026-12, a month still to come/);
  });

  it('takes a missed goal carried back (an undo, a restore, an import) for its shape, not its month', () => {
    const missed = { ...goal, since: '2026-01', by: '2026-10' };
    const carriedBack = (value: unknown) => projectWriteProblem('p1', 'goal', value, 'Alex Rivera', NOW, true);
    expect(carriedBack(missed)).toBeNull();
    expect(carriedBack({ ...missed, target: -1 })).toMatch(/no amount/);
    expect(carriedBack({ ...missed, by: '2025-12' })).toMatch(/not after the month it was set in/);
  });

  it('refuses a goal at or below its baseline, a month too far ahead, and a shape of another kind', () => {
    expect(write('goal', { ...goal, target: 1000 })).toMatch(/not above its baseline/);
    expect(goalWriteProblem({ ...goal, by: '2029-12' }, NOW)).toMatch(/36 months ahead/);
    expect(write('goal', { ...goal, metric: 'profit' })).toMatch(/neither revenue nor subscribers/);
    expect(write('goal', { ...goal, extra: 1 })).toMatch(/not a \{metric/);
    expect(write('nextStepDue', '2026-02-30')).toMatch(/does not take/);
    expect(write('snooze', { until: '2026-12-06', reasons: ['bored'] })).toMatch(/does not take/);
  });

  it('lets a goal whose month is this month somewhere on Earth through', () => {
    // 29 Nov 12:00 UTC: November everywhere, so a goal for November is not yet in the past.
    expect(goalWriteProblem({ ...goal, since: '2026-10', by: '2026-11' }, NOW)).toBeNull();
  });
});

describe('goals and next steps wherever the lab is stored', () => {
  it('reads a record from the last release with no plans, and repairs broken ones', () => {
    const old = decodeProject({ id: '1', name: 'Anvil' }, NOW.toISOString(), '1')!;
    expect(old.project).not.toHaveProperty('goal');
    expect(old.project).not.toHaveProperty('nextStep');
    const broken = decodeProject(
      { id: '1', name: 'Anvil', goal: { ...goal, target: 'lots' }, nextStep: 'y'.repeat(250), nextStepDue: 'soon' },
      NOW.toISOString(),
      '1',
    )!;
    expect(broken.fixed).toBe(true);
    expect(broken.project.goal).toBeUndefined();
    expect(broken.project.nextStep).toHaveLength(200);
    expect(broken.project.nextStepDue).toBeUndefined();
  });

  it('stores a project without plans as the last release did, and one with plans whole', () => {
    const plain = aProject('1');
    const planned = aProject('2', {
      goal,
      nextStep: 'Call the bank',
      nextStepDue: '2026-12-03',
      snooze: { until: '2026-12-06', reasons: ['stale'] },
    });
    const [plainRow, plannedRow] = encodeProjects([plain, planned]);
    expect(plainRow).toHaveLength(14);
    expect(plannedRow).toHaveLength(18);
    const { items, repaired } = decodeStoredProjects(JSON.parse(JSON.stringify([plainRow, plannedRow])));
    expect(repaired).toBe(0);
    expect(items).toEqual([plain, planned]);
  });

  it('keeps plans and the lab goal in a backup, and still imports one from before them', () => {
    const projects = [aProject('1', { goal, nextStep: 'Call the bank', nextStepDue: '2026-12-03' })];
    const labGoal: Goal = { ...goal, target: 90_000 };
    const preview = parseImport(buildBackup(projects, NOW, [], labGoal), NOW.toISOString());
    expect(preview.projects).toEqual(projects);
    expect(preview.labGoal).toEqual(labGoal);
    const seed = buildSeedProjects(NOW.getTime());
    const version3 = JSON.stringify({ format: 'forge-lab-backup', version: 3, exportedAt: NOW, projects: seed });
    expect(parseImport(version3, NOW.toISOString())).toEqual({ source: 'json', projects: seed, errors: [] });
  });
});

describe('the goal form’s rules', () => {
  const check = (values: { metric?: 'revenue' | 'subscribers'; target: string; by: string }, current?: Goal) =>
    checkGoalForm({ metric: 'revenue', ...values }, 3000, current, '2026-11');

  it('refuses an empty, zero, negative or non-numeric target, and one at or below this month’s value', () => {
    expect(check({ target: '', by: '2027-03' }).errors.target).toBe('Enter a target.');
    expect(check({ target: 'abc', by: '2027-03' }).errors.target).toBe('Enter a number.');
    expect(check({ target: '0', by: '2027-03' }).errors.target).toBe('Enter a target above 0.');
    expect(check({ target: '-5', by: '2027-03' }).errors.target).toBe('Enter a target above 0.');
    expect(check({ target: '3000', by: '2027-03' }).errors.target).toBe('Enter more than this month’s $3,000.');
  });

  it('refuses a month not after the current one, or more than 36 months ahead', () => {
    expect(check({ target: '5000', by: '2026-11' }).errors.by).toBe('Choose a month after Nov 2026.');
    expect(check({ target: '5000', by: '' }).errors.by).toBe('Choose a month.');
    expect(check({ target: '5000', by: '2029-12' }).errors.by).toBe(
      'Choose a month at most 36 months ahead (Nov 2029).',
    );
    expect(check({ target: '5000', by: '2029-11' }).goal).not.toBeNull();
  });

  it('records this month’s baseline, and keeps a goal’s own when only its target or month changes', () => {
    expect(check({ target: '5000', by: '2027-03' }).goal).toEqual({
      metric: 'revenue',
      target: 5000,
      by: '2027-03',
      since: '2026-11',
      baseline: 3000,
    });
    const earlier: Goal = { ...goal, since: '2026-08', baseline: 1000 };
    expect(check({ target: '6000', by: '2027-06' }, earlier).goal).toMatchObject({ since: '2026-08', baseline: 1000 });
    expect(check({ metric: 'subscribers', target: '6000', by: '2027-06' }, earlier).goal).toMatchObject({
      since: '2026-11',
      baseline: 3000,
    });
  });
});
