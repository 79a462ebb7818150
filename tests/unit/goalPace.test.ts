import { describe, expect, it } from 'vitest';
import type { Goal } from '../../contract/plans';
import { goalForecast, goalPace, neededGrowth } from '../../src/features/projects/goals/goalPace';
import { forecastText, goalText } from '../../src/features/projects/model/planText';
import { summarizeGoal, valueThreeBack } from '../../src/features/projects/goals/goalSummary';

/** $1,000 in Nov 2026 to $5,000 by Mar 2027: four months, a quarter of the way a month. */
const goal: Goal = { metric: 'revenue', target: 5000, by: '2027-03', since: '2026-11', baseline: 1000 };

describe('a goal’s pace', () => {
  it.each([
    // value, month, status, percent: progress against the share of the months gone (±5 points)
    [1000, '2026-11', 'On track', 0], // set this month: nothing gone, nothing done
    [1400, '2026-11', 'Ahead', 10],
    [1000, '2026-12', 'Behind', 0], // a quarter gone, nothing done
    [1800, '2026-12', 'On track', 20], // 20% against 25%: within 5 points
    [1700, '2026-12', 'Behind', 18], // 17.5% against 25%
    [2200, '2026-12', 'Ahead', 30], // 30% against 25%: exactly 5 points ahead
    [3000, '2027-01', 'On track', 50],
    [5000, '2027-02', 'Reached', 100],
    [6200, '2027-02', 'Reached', 100], // held at 100
    [5000, '2027-07', 'Reached', 100], // reached stays reached after its month
    [4900, '2027-03', 'On track', 98], // its own month: 97.5% against 100%, within 5 points
    [4500, '2027-03', 'Behind', 88], // 87.5% against 100%
    [4900, '2027-04', 'Missed', 98],
    [500, '2027-01', 'Behind', 0], // below the baseline: held at 0
  ] as const)('%d in %s is %s, the bar at %d', (value, month, status, percent) => {
    expect(goalPace(goal, value, month)).toMatchObject({ status, percent });
  });

  it('reads a zero baseline as progress from nothing', () => {
    const fromZero: Goal = { ...goal, metric: 'subscribers', target: 500, baseline: 0 };
    expect(goalPace(fromZero, 250, '2027-01')).toMatchObject({ status: 'On track', percent: 50 });
    expect(goalText(fromZero)).toBe('Goal: 500 subscribers by Mar 2027');
    expect(goalText(goal)).toBe('Goal: $5,000 by Mar 2027');
  });
});

describe('the growth still needed', () => {
  it('is the monthly rate that reaches the target by its month, in whole percents', () => {
    // (5000 / 2500)^(1/2) − 1 = 41.4%
    expect(neededGrowth(goal, 2500, '2027-01')).toBe(41);
    // In the goal's own month: what is needed within it.
    expect(neededGrowth(goal, 4000, '2027-03')).toBe(25);
  });

  it('is not shown when reached, missed, or from nothing', () => {
    expect(neededGrowth(goal, 5000, '2027-01')).toBeNull();
    expect(neededGrowth(goal, 4000, '2027-04')).toBeNull();
    expect(neededGrowth({ ...goal, baseline: 0 }, 0, '2027-01')).toBeNull();
  });
});

describe('the forecast at the last three months’ pace', () => {
  it('says the month it is reached in, when that is by the goal’s month', () => {
    // 1000 → 2000 in three months: 26% a month; 2000 → 5000 takes four months (2000 × 1.26^4 = 5040).
    const forecast = goalForecast(goal, 2000, 1000, '2026-11');
    expect(forecast).toEqual({ kind: 'reached', month: '2027-03' });
    expect(forecastText(forecast, 'revenue')).toBe('At this pace: reached in Mar 2027');
  });

  it('says the value by the goal’s month, when later', () => {
    // 1000 → 1331 in three months: 10% a month; four months on: 1331 × 1.1^4 = 1948.7.
    const forecast = goalForecast(goal, 1331, 1000, '2026-11');
    expect(forecast).toMatchObject({ kind: 'short', month: '2027-03' });
    expect(forecastText(forecast, 'revenue')).toBe('At this pace: $1,949 by Mar 2027');
  });

  it('is not reachable without growth, and has no history without a value three months back', () => {
    expect(forecastText(goalForecast(goal, 2000, 2000, '2026-11'), 'revenue')).toBe('Not reachable at this pace');
    expect(forecastText(goalForecast(goal, 1500, 2000, '2026-11'), 'revenue')).toBe('Not reachable at this pace');
    expect(forecastText(goalForecast(goal, 2000, null, '2026-11'), 'revenue')).toBe('Not enough history to forecast');
    expect(forecastText(goalForecast(goal, 2000, 0, '2026-11'), 'revenue')).toBe('Not enough history to forecast');
  });

  it('reads the value three months back with its carry-forward, and none before the first figure', () => {
    const figures = { '2026-06': { revenue: 800, subscribers: 4 }, '2026-11': { revenue: 2000, subscribers: 9 } };
    // August has no entry: June's carries forward.
    expect(valueThreeBack(figures, goal, '2026-11')).toBe(800);
    expect(valueThreeBack(figures, goal, '2026-08')).toBeNull();
    expect(valueThreeBack(figures, { ...goal, metric: 'subscribers' }, '2026-11')).toBe(4);
  });

  it('leaves the forecast out of a reached goal’s summary, and the needed growth out of a missed one', () => {
    expect(summarizeGoal(goal, 5000, 1000, '2027-01')).toMatchObject({
      status: 'Reached',
      forecast: null,
      needed: null,
    });
    expect(summarizeGoal(goal, 3000, 1000, '2027-04')).toMatchObject({ status: 'Missed', needed: null });
  });
});
