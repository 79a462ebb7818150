import { describe, expect, it } from 'vitest';
import { addMonths } from '../../contract/figures';
import type { Goal } from '../../contract/plans';
import { changeText } from '../../src/features/projects/figures/trend';
import { goalPace, neededGrowth } from '../../src/features/projects/goals/goalPace';

/** Goals of 2 to 36 months, set in Jan 2026 from $0. */
const goalLengths = Array.from({ length: 35 }, (_, index) => index + 2);

const goalOver = (months: number, target: number): Goal => ({
  metric: 'revenue',
  target,
  baseline: 0,
  since: '2026-01',
  by: addMonths('2026-01', months),
});

describe('a goal’s pace at the exact edges of On track', () => {
  // A target of $20 × months puts both edges, s ± 5 points, on whole dollars: 20 × gone ∓ months.
  it.each(goalLengths)('a goal over %d months reads each month’s two edges exactly', (months) => {
    const target = 20 * months;
    const goal = goalOver(months, target);
    const misread: string[] = [];
    const check = (value: number, gone: number, expected: string) => {
      const status = goalPace(goal, value, addMonths('2026-01', gone)).status;
      if (status !== expected) misread.push(`$${value} after ${gone}: ${status}, not ${expected}`);
    };
    for (let gone = 0; gone <= months; gone += 1) {
      const [behindEdge, aheadEdge] = [20 * gone - months, 20 * gone + months];
      if (behindEdge >= 0 && behindEdge < target) check(behindEdge, gone, 'On track');
      if (behindEdge >= 0.01 && behindEdge < target) check(behindEdge - 0.01, gone, 'Behind');
      if (aheadEdge < target) check(aheadEdge, gone, 'Ahead');
      if (aheadEdge < target) check(aheadEdge - 0.01, gone, 'On track');
    }
    expect(misread).toEqual([]);
  });

  it('reads $150 of $1,000, one month into five, as On track, not Behind', () => {
    expect(goalPace(goalOver(5, 1000), 150, '2026-02').status).toBe('On track');
    expect(goalPace(goalOver(5, 1000), 149.99, '2026-02').status).toBe('Behind');
    expect(goalPace(goalOver(5, 1000), 250, '2026-02').status).toBe('Ahead');
  });

  it('rounds the bar’s percent at the half away from zero, exactly', () => {
    expect(goalPace(goalOver(5, 1000), 145, '2026-02').percent).toBe(15);
    expect(goalPace(goalOver(5, 1000), 144.99, '2026-02').percent).toBe(14);
    expect(goalPace(goalOver(5, 1000), 5.005, '2026-02').percent).toBe(1);
  });
});

describe('the change since the month before, at the halves', () => {
  it.each([
    [1000, 1145, '+15% vs Oct'],
    [1000, 1144.99, '+14% vs Oct'],
    [1000, 855, '\u221215% vs Oct'],
    [1000, 855.01, '\u221214% vs Oct'],
    [200, 201, '+1% vs Oct'], // +0.5%
    [200, 199, '\u22121% vs Oct'],
    [1000, 1004.99, '0% vs Oct'],
    [0.29, 0.3, '+3% vs Oct'], // +3.45% in cents
  ])('%d to %d reads %s', (previous, current, text) => {
    expect(changeText(previous, current, '2026-10')).toBe(text);
  });

  it('rounds every half from 0.5% to 99.5% away from zero, both ways', () => {
    for (let half = 1; half < 200; half += 2) {
      const rise = 100_000 + half * 500; // previous $1,000: +half/2 percent
      const drop = 100_000 - half * 500;
      const expected = (half + 1) / 2;
      expect(changeText(1000, rise / 100, '2026-10')).toBe(`+${expected}% vs Oct`);
      if (drop > 0) expect(changeText(1000, drop / 100, '2026-10')).toBe(`\u2212${expected}% vs Oct`);
    }
  });
});

describe('the growth a goal not yet reached needs', () => {
  it('is never 0%: a rate under half a percent reads 1%', () => {
    expect(neededGrowth(goalOver(36, 1000), 999, '2026-02')).toBe(1);
  });
});
