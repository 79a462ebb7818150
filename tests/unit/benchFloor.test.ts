import { describe, expect, it } from 'vitest';
import { compare, floorTables } from '../../scripts/bench/floorCompare.mjs';

const sample = (kind: string, et: number | null, inView: number | null, shown: number | null) => ({
  kind,
  et,
  inView,
  shown,
  figure: shown === null ? Infinity : Math.max(et ?? 16, shown),
  interactions: 1,
  parts: null,
  longTasks: [],
});
const four = (kind: string, et: number | null, inView: number, shown: number) =>
  Array.from({ length: 4 }, () => sample(kind, et, inView, shown));

describe('the app against its floor', () => {
  it('holds the phone to 1.5× the floor for Event Timing and in view, and 2× for the whole page', () => {
    const floor = four('sort change', 50, 60, 100);
    expect(compare('phone', 100, four('sort change', 75, 90, 200), floor)[0]).toMatchObject({
      ok: true,
      et: { app: 75, floor: 50, ratio: 1.5 },
    });
    expect(compare('phone', 100, four('sort change', 76, 90, 200), floor)[0].ok).toBe(false);
    expect(compare('phone', 100, four('sort change', 75, 91, 200), floor)[0].ok).toBe(false);
    expect(compare('phone', 100, four('sort change', 75, 90, 201), floor)[0].ok).toBe(false);
  });

  it('holds the desktop’s figure to 1.5× the floor’s, and counts a page never shown as endless', () => {
    const floor = four('owner filter', null, 40, 40);
    expect(compare('desktop', 1000, four('owner filter', null, 50, 60), floor)[0]).toMatchObject({
      ok: true,
      target: 'figure × 1.5',
    });
    expect(compare('desktop', 1000, four('owner filter', null, 50, 61), floor)[0].ok).toBe(false);
    const neverShown = sample('owner filter', 30, null, null);
    const never = [...four('owner filter', null, 40, 45), neverShown, neverShown];
    expect(compare('desktop', 1000, never, floor)[0].ok).toBe(false);
  });

  it('reports the kinds without a goal for information, one table per device', () => {
    const rows = [
      ...compare('phone', 100, four('open a filter menu', 90, 0, 0), four('open a filter menu', 20, 0, 0)),
      ...compare('desktop', 100, four('sort change', 20, 20, 20), four('sort change', 20, 20, 20)),
    ];
    expect(rows[0]).toMatchObject({ target: 'info', ok: true });
    const tables = floorTables(rows);
    expect(tables).toContain('**phone** (p75, ms)');
    expect(tables).toContain('| 100 | sort change (n=4) | 20 | 20 | 1.00× |');
  });
});
