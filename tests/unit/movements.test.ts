import { describe, expect, it } from 'vitest';
import type { MonthlyFigures } from '../../contract/figures';
import { monthsBetween } from '../../src/features/projects/figures/months';
import { MOVEMENTS, projectGrowth, sumGrowth, type GrowthMonth } from '../../src/features/projects/figures/movements';

const months = monthsBetween('2026-05', '2026-11');
const f = (revenue: number) => ({ revenue, subscribers: 0 });
const growth = (figures: MonthlyFigures) => projectGrowth(figures, months);
const moves = (rows: GrowthMonth[]) =>
  rows.map((row) => Object.fromEntries(MOVEMENTS.filter((kind) => row[kind] !== 0).map((kind) => [kind, row[kind]])));

describe('revenue movements', () => {
  it.each([
    ['a new project', { '2026-07': f(300) }, { '2026-07': { new: 300 } }],
    ['expansion', { '2026-06': f(300), '2026-08': f(500) }, { '2026-06': { new: 300 }, '2026-08': { expansion: 200 } }],
    [
      'contraction',
      { '2026-06': f(500), '2026-08': f(200) },
      { '2026-06': { new: 500 }, '2026-08': { contraction: -300 } },
    ],
    ['churn', { '2026-06': f(500), '2026-09': f(0) }, { '2026-06': { new: 500 }, '2026-09': { churned: -500 } }],
    [
      'reactivation after churn',
      { '2026-06': f(500), '2026-07': f(0), '2026-10': f(100) },
      { '2026-06': { new: 500 }, '2026-07': { churned: -500 }, '2026-10': { reactivated: 100 } },
    ],
    [
      'a first month at 0, then revenue (new, not reactivated)',
      { '2026-06': f(0), '2026-09': f(50) },
      { '2026-09': { new: 50 } },
    ],
    [
      'revenue before the months shown, then back (reactivated)',
      { '2025-01': f(80), '2025-02': f(0), '2026-08': f(60) },
      { '2026-08': { reactivated: 60 } },
    ],
    ['a month with no change', { '2026-05': f(100), '2026-06': f(100) }, {}],
  ])('%s', (_case, figures, expected) => {
    const rows = growth(figures);
    const found = Object.fromEntries(
      rows.map((row, index) => [row.month, moves(rows)[index]]).filter(([, kinds]) => Object.keys(kinds).length > 0),
    );
    expect(found).toEqual(expected);
  });

  it('has rows for every month but the base one, with the figures carried forward', () => {
    const rows = growth({ '2026-06': { revenue: 300, subscribers: 12 } });
    expect(rows.map((row) => row.month)).toEqual(months.slice(1));
    expect(rows.map((row) => row.subscribers)).toEqual([12, 12, 12, 12, 12, 12]);
  });

  it('adds up: each month’s movements are its revenue less the month before’s, project by project and for the lab', () => {
    const lab = (
      [
        { '2026-05': f(100), '2026-07': f(0), '2026-09': f(400) },
        { '2026-08': f(250), '2026-10': f(200) },
        { '2026-05': f(50), '2026-06': f(75), '2026-11': f(0) },
      ] as MonthlyFigures[]
    ).map(growth);
    const total = sumGrowth(lab, months.slice(1));
    let previous = 150;
    for (const row of total) {
      const movements = MOVEMENTS.reduce((sum, kind) => sum + row[kind], 0);
      expect(movements).toBe(row.revenue - previous);
      expect(row.net).toBe(row.revenue - previous);
      previous = row.revenue;
    }
  });

  it('shows a correction of a past month in that month and the next, leaving the later months as they were', () => {
    const before = growth({ '2026-06': f(100), '2026-09': f(300) });
    const corrected = growth({ '2026-06': f(100), '2026-07': f(200), '2026-09': f(300) });
    const byMonth = (rows: GrowthMonth[]) => Object.fromEntries(rows.map((row) => [row.month, row.revenue]));
    expect(byMonth(corrected)).toEqual({ ...byMonth(before), '2026-07': 200, '2026-08': 200 });
    expect(corrected.find((row) => row.month === '2026-09')?.expansion).toBe(100);
  });
});
