import { describe, expect, it } from 'vitest';
import { figuresFromVersions, monthKey, writableMonths } from '../../contract/figures';
import { monthCountProblem, projectFieldProblem, projectWriteProblem } from '../../contract/labDocument';
import { monthOfTime } from '../../src/features/projects/figures/months';
import { figureError, monthError, monthFormErrors } from '../../src/features/projects/figuresDialog/monthFormRules';

const NOW = new Date('2026-11-15T12:00:00.000Z');
const figure = { revenue: 1800, subscribers: 120 };

describe('the figures’ rules in the team’s document (contract)', () => {
  it('takes a month as YYYY-MM with a {revenue, subscribers} figure, and nothing else', () => {
    expect(projectFieldProblem(monthKey('2026-09'), figure)).toBeNull();
    expect(projectFieldProblem('month:2026-13', figure)).toMatch('not a month');
    expect(projectFieldProblem('month:Sep', figure)).toMatch('not a month');
    expect(projectFieldProblem(monthKey('2026-09'), { revenue: -1, subscribers: 0 })).toMatch('not a {revenue');
    expect(projectFieldProblem(monthKey('2026-09'), { revenue: Number.NaN, subscribers: 0 })).toMatch('not a {revenue');
    expect(projectFieldProblem(monthKey('2026-09'), { revenue: 1e13, subscribers: 0 })).toMatch('not a {revenue');
    expect(projectFieldProblem(monthKey('2026-09'), { ...figure, note: 'x' })).toMatch('not a {revenue');
    expect(projectFieldProblem('figures', { '2026-09': figure })).toMatch('unknown field');
  });

  it('takes a write for the current month anywhere on Earth, back to 36 months, and no later or earlier', () => {
    expect(writableMonths(NOW)).toEqual({ earliest: '2023-11', latest: '2026-11' });
    expect(writableMonths(new Date('2026-11-30T20:00:00.000Z')).latest).toBe('2026-12');
    const write = (month: string) => projectWriteProblem('1', monthKey(month), figure, 'Alex Rivera', NOW);
    expect(write('2026-11')).toBeNull();
    expect(write('2023-11')).toBeNull();
    expect(write('2026-12')).toMatch('2026-12 is in the future');
    expect(write('2023-10')).toMatch('more than 36 months back');
  });

  it('holds at most the 36 past months and the current one per project', () => {
    expect(monthCountProblem('1', 37)).toBeNull();
    expect(monthCountProblem('1', 38)).toMatch('more than 37 months');
  });

  it('reads an earlier lab’s months from its history: each month’s last version, deletions aside', () => {
    const at = (iso: string, revenue: number, kind = 'edited') => ({
      at: iso,
      kind,
      project: { revenue, subscribers: 1 },
    });
    const versions = [
      at('2026-09-20T10:00:00.000Z', 300),
      at('2026-09-02T10:00:00.000Z', 100),
      at('2026-10-05T10:00:00.000Z', 900, 'deleted'),
      at('2026-11-02T12:00:00.000Z', 'x' as unknown as number),
    ];
    expect(figuresFromVersions(versions, monthOfTime)).toEqual({
      '2026-09': { revenue: 300, subscribers: 1 },
      '2026-11': { revenue: 0, subscribers: 1 },
    });
  });
});

describe('the Monthly figures form’s rules', () => {
  it('refuses an empty month, a future one and one more than 36 months back, with a message', () => {
    expect(monthError('', '2026-11')).toBe('Choose a month.');
    expect(monthError('2026-12', '2026-11')).toMatch('this month or an earlier one');
    expect(monthError('2023-10', '2026-11')).toBe('Choose a month within the last 36 months.');
    expect(monthError('2023-11', '2026-11')).toBeNull();
    expect(monthError('Sept', '2026-11')).toMatch('YYYY-MM');
  });

  it('refuses a figure that is empty, not a number, negative or too large', () => {
    expect(figureError('')).toBe('Enter a number.');
    expect(figureError('abc')).toBe('Enter a number.');
    expect(figureError('-5')).toBe('Enter 0 or more.');
    expect(figureError('2000000000000')).toMatch('at most 1,000,000,000,000');
    expect(figureError(' 1250.5 ')).toBeNull();
  });

  it('says every refused field at once', () => {
    expect(monthFormErrors({ month: '2027-01', revenue: '-1', subscribers: '3' }, '2026-11')).toEqual({
      month: expect.stringMatching('earlier') as string,
      revenue: 'Enter 0 or more.',
    });
  });
});
