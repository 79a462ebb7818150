import { describe, expect, it } from 'vitest';
import { addMonths, monthsBetween, formatMonth } from '../../src/features/projects/figures/months';
import {
  carriedSeries,
  figureAt,
  mergeFigures,
  readFigures,
  withCurrentFigure,
  withinReach,
} from '../../src/features/projects/figures/series';
import { changeText, changeTone, revenueChange, revenueTrend } from '../../src/features/projects/figures/trend';
import { figuresFromRow, figuresToRow } from '../../src/app/persistence/formats/figuresRow';

const f = (revenue: number, subscribers = 0) => ({ revenue, subscribers });

describe('months', () => {
  it('step across years both ways, and read as founders write them', () => {
    expect(addMonths('2026-11', 2)).toBe('2027-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2026-11', -36)).toBe('2023-11');
    expect(monthsBetween('2025-11', '2026-02')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(monthsBetween('2026-02', '2026-01')).toEqual([]);
    expect(formatMonth('2026-09')).toBe('Sep 2026');
  });
});

describe('carry-forward', () => {
  const figures = { '2026-07': f(900), '2026-09': f(1500) };

  it('reads a month’s own entry, else the last one before it, and nothing before the first', () => {
    expect(figureAt(figures, '2026-09')).toEqual(f(1500));
    expect(figureAt(figures, '2026-08')).toEqual(f(900));
    expect(figureAt(figures, '2026-12')).toEqual(f(1500));
    expect(figureAt(figures, '2026-06')).toBeNull();
  });

  it('carries entries through a run of months', () => {
    const months = monthsBetween('2026-06', '2026-10');
    expect(carriedSeries(figures, months).map((figure) => figure?.revenue ?? null)).toEqual([
      null,
      900,
      900,
      1500,
      1500,
    ]);
  });
});

describe('the current month reads the card', () => {
  it('writes the current month only when it would read something else', () => {
    const figures = { '2026-09': f(1800, 120) };
    expect(withCurrentFigure(figures, f(1800, 120), '2026-11')).toBe(figures);
    expect(withCurrentFigure(figures, f(2500, 150), '2026-11')).toEqual({
      '2026-09': f(1800, 120),
      '2026-11': f(2500, 150),
    });
  });

  it('folds entries older than 36 months into the earliest month in reach, so every month reads the same', () => {
    const figures = { '2022-01': f(100), '2023-01': f(200), '2026-01': f(300) };
    const reach = withinReach(figures, '2026-11');
    expect(reach).toEqual({ '2023-11': f(200), '2026-01': f(300) });
    for (const month of monthsBetween('2023-11', '2026-11'))
      expect(figureAt(reach, month)).toEqual(figureAt(figures, month));
  });
});

describe('reading stored or imported figures', () => {
  it('keeps valid months, drops the rest as repaired, and gives a record without any its values', () => {
    const read = readFigures(
      { '2026-09': f(1), '2026-13': f(2), '2026-10': { revenue: -1, subscribers: 0 } },
      f(1),
      '2026-09',
      '2026-11',
    );
    expect(read).toEqual({ value: { '2026-09': f(1) }, fixed: true });
    expect(readFigures(undefined, f(2500, 150), '2026-05', '2026-11')).toEqual({
      value: { '2026-05': f(2500, 150) },
      fixed: false,
    });
    expect(readFigures(null, f(0), '2027-02', '2026-11').value).toEqual({ '2026-11': f(0) });
  });

  it('pins the current month when the entries do not end in the card’s values', () => {
    expect(readFigures({ '2026-09': f(1800) }, f(2500), '2026-11', '2026-11').value).toEqual({
      '2026-09': f(1800),
      '2026-11': f(2500),
    });
  });

  it('merges both sides’ months, the preferred side winning a month both have', () => {
    expect(mergeFigures({ '2026-09': f(2), '2026-10': f(3) }, { '2026-08': f(1), '2026-09': f(9) })).toEqual({
      '2026-08': f(1),
      '2026-09': f(2),
      '2026-10': f(3),
    });
  });
});

describe('stored rows', () => {
  it('hold the months as one list, gaps as nulls, and read back the same', () => {
    const figures = { '2026-07': f(900, 60), '2026-09': f(1500, 100) };
    const row = figuresToRow(figures);
    expect(row).toEqual(['2026-07', 900, 60, null, null, 1500, 100]);
    expect(figuresFromRow(JSON.parse(JSON.stringify(row)))).toEqual(figures);
    expect(figuresToRow({})).toBeNull();
    expect(figuresFromRow({ '2026-01': f(1) })).toEqual({ '2026-01': f(1) });
  });
});

describe('the card’s trend', () => {
  it('says the change since the month before in whole percents, or new revenue, or nothing', () => {
    expect(changeText(1800, 2500, '2026-10')).toBe('+39% vs Oct');
    expect(changeText(2500, 2200, '2026-10')).toBe('\u221212% vs Oct');
    expect(changeText(0, 300, '2026-10')).toBe('New revenue');
    expect(changeText(0, 0, '2026-10')).toBeNull();
    expect(changeText(300, 300, '2026-10')).toBe('0% vs Oct');
    expect(changeText(300, 0, '2026-10')).toBe('\u2212100% vs Oct');
  });

  it('rounds halves away from zero on both sides, and reads a change that rounds to nothing as flat', () => {
    expect(changeText(1000, 1125, '2026-10')).toBe('+13% vs Oct');
    expect(changeText(1000, 875, '2026-10')).toBe('\u221213% vs Oct');
    expect(changeText(1000, 996, '2026-10')).toBe('0% vs Oct');
    expect(changeText(1000, 1004, '2026-10')).toBe('0% vs Oct');
    expect(changeTone(changeText(1000, 996, '2026-10') ?? '')).toBe('flat');
    expect(changeTone(changeText(1000, 1004, '2026-10') ?? '')).toBe('flat');
    expect(changeTone(changeText(1000, 875, '2026-10') ?? '')).toBe('down');
    expect(changeTone(changeText(1000, 1125, '2026-10') ?? '')).toBe('up');
    expect(changeTone('New revenue')).toBe('up');
  });

  it('draws the last 12 months from the first entry on, and nothing with no month before the current one', () => {
    const figures = { '2025-06': f(100), '2026-09': f(1800), '2026-11': f(2500) };
    const trend = revenueTrend(figures, '2026-11');
    expect(trend?.months).toEqual(monthsBetween('2025-12', '2026-11'));
    expect(trend?.revenue.slice(-3)).toEqual([1800, 1800, 2500]);
    expect(revenueTrend({ '2026-11': f(5) }, '2026-11')).toBeNull();
    expect(revenueChange(figures, '2026-11')).toBe('+39% vs Oct');
  });
});
