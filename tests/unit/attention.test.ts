import { describe, expect, it } from 'vitest';
import { attentionOf, attentionReasons, daysSince } from '../../src/features/projects/model/attention';
import { dayText, dueText } from '../../src/features/projects/model/planText';
import type { Project } from '../../src/features/projects/model/types';
import { aProject } from '../support/projects';

// The whole run is in UTC (tests/projects.ts): local days are UTC days here.
const TODAY = '2026-11-29';
const MONTH = '2026-11';

/** A Live project with a next step, changed today: nothing to say about it. */
const healthy = (extra: Partial<Project> = {}) =>
  aProject('1', {
    status: 'Live',
    nextStep: 'Ship the billing page',
    lastUpdated: '2026-11-29T09:00:00.000Z',
    figures: { '2026-11': { revenue: 0, subscribers: 0 } },
    ...extra,
  });

const reasons = (project: Project, today = TODAY) => attentionReasons(project, today, MONTH).map(({ text }) => text);

describe('why a project needs attention', () => {
  it('says nothing of a healthy project', () => {
    expect(reasons(healthy())).toEqual([]);
  });

  it('says a next step is overdue once its day has passed, not on the day', () => {
    expect(reasons(healthy({ nextStepDue: '2026-11-29' }))).toEqual([]);
    expect(reasons(healthy({ nextStepDue: '2026-11-28' }))).toEqual(['Next step overdue']);
  });

  it('asks In Dev, Live and Monetized projects for a next step, not Ideas or Paused ones', () => {
    expect(reasons(healthy({ nextStep: '' }))).toEqual(['No next step']);
    expect(reasons(healthy({ nextStep: undefined, status: 'In Dev' }))).toEqual(['No next step']);
    expect(reasons(healthy({ nextStep: '', status: 'Monetized' }))).toEqual(['No next step']);
    expect(reasons(healthy({ nextStep: '', status: 'Idea' }))).toEqual([]);
    expect(reasons(healthy({ nextStep: '', status: 'Paused' }))).toEqual([]);
  });

  it.each([
    ['In Dev', 14],
    ['Live', 30],
    ['Monetized', 30],
    ['Idea', 60],
  ] as const)('lets %s go %d days without a change, not one more', (status, days) => {
    const at = (day: number) => new Date(Date.UTC(2026, 10, 29 - day, 23, 30)).toISOString();
    expect(reasons(healthy({ status, lastUpdated: at(days) }))).toEqual([]);
    expect(reasons(healthy({ status, lastUpdated: at(days + 1) }))).toEqual([`No update in ${days + 1} days`]);
  });

  it('never asks a Paused project for an update', () => {
    expect(reasons(healthy({ status: 'Paused', lastUpdated: '2025-01-01T00:00:00.000Z' }))).toEqual([]);
  });

  it('counts whole days by the calendar', () => {
    expect(daysSince('2026-11-28T23:59:00.000Z', TODAY)).toBe(1);
    expect(daysSince('2026-11-29T00:01:00.000Z', TODAY)).toBe(0);
    expect(daysSince('not a date', TODAY)).toBeNull();
  });

  it('sees revenue down two months in a row, each month read with its carry-forward', () => {
    const figures = (sep: number, oct: number | null, nov: number) => ({
      '2026-09': { revenue: sep, subscribers: 0 },
      ...(oct === null ? {} : { '2026-10': { revenue: oct, subscribers: 0 } }),
      '2026-11': { revenue: nov, subscribers: 0 },
    });
    const down = (sep: number, oct: number | null, nov: number) =>
      reasons(healthy({ revenue: nov, figures: figures(sep, oct, nov) })).includes('Revenue down 2 months in a row');
    expect(down(3000, 2000, 1000)).toBe(true);
    expect(down(3000, 2000, 2000)).toBe(false); // flat this month
    expect(down(2000, 2000, 1000)).toBe(false); // flat last month
    expect(down(3000, null, 1000)).toBe(false); // October carries September forward: flat
    expect(down(1000, 2000, 1500)).toBe(false);
  });

  it('needs a goal behind or missed', () => {
    const goal = { metric: 'revenue' as const, target: 5000, by: '2027-03', since: '2026-07', baseline: 1000 };
    // Four months of eight gone, nothing done: Behind.
    expect(reasons(healthy({ revenue: 1000, goal }))).toEqual(['Behind goal']);
    expect(reasons(healthy({ revenue: 3000, goal }))).toEqual([]);
    const missed = healthy({ revenue: 4000, goal, lastUpdated: '2027-04-01T12:00:00.000Z' });
    expect(attentionReasons(missed, '2027-04-02', '2027-04').map(({ text }) => text)).toEqual(['Behind goal']);
  });

  it('lists every reason a project has, in the card’s order', () => {
    const project = healthy({
      nextStep: '',
      lastUpdated: '2026-10-01T12:00:00.000Z',
      goal: { metric: 'subscribers', target: 900, by: '2026-12', since: '2026-09', baseline: 100 },
    });
    expect(reasons(project)).toEqual(['No next step', 'No update in 59 days', 'Behind goal']);
  });
});

describe('a snooze', () => {
  const stale = healthy({ nextStep: '', lastUpdated: '2026-10-01T12:00:00.000Z' });

  it('keeps a project out of the list until its day, for the reasons it had', () => {
    const snoozed = { ...stale, snooze: { until: '2026-12-06', reasons: ['noNextStep' as const, 'stale' as const] } };
    expect(attentionOf(stale, TODAY, MONTH)).toMatchObject({ needed: true, snoozedUntil: null });
    expect(attentionOf(snoozed, TODAY, MONTH)).toMatchObject({ needed: false, snoozedUntil: '2026-12-06' });
    expect(attentionOf(snoozed, '2026-12-05', '2026-12')).toMatchObject({ needed: false });
    expect(attentionOf(snoozed, '2026-12-06', '2026-12')).toMatchObject({ needed: true, snoozedUntil: null });
  });

  it('ends when a new reason appears', () => {
    const snoozed = { ...stale, snooze: { until: '2026-12-06', reasons: ['noNextStep' as const] } };
    expect(attentionOf(snoozed, TODAY, MONTH)).toMatchObject({ needed: true, snoozedUntil: null });
  });
});

describe('the words of a day', () => {
  it('leaves the year out in the current one, and says overdue once the day has passed', () => {
    expect(dueText('2026-12-03', TODAY)).toBe('Due Dec 3');
    expect(dueText('2026-11-29', TODAY)).toBe('Due Nov 29');
    expect(dueText('2026-11-20', TODAY)).toBe('Overdue since Nov 20');
    expect(dueText('2027-01-05', TODAY)).toBe('Due Jan 5, 2027');
    expect(dayText('2025-12-31', TODAY)).toBe('Dec 31, 2025');
  });
});
