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
  it('holds the phone to 1.2× the floor in view and 1.5× for the whole page', () => {
    const floor = four('sort change', 50, 60, 100);
    expect(compare('phone', 100, four('sort change', 60, 72, 150), floor)[0]).toMatchObject({
      ok: true,
      et: { app: 60, floor: 50, ratio: 1.2 },
    });
    expect(compare('phone', 100, four('sort change', 60, 73, 150), floor)[0].ok).toBe(false);
    expect(compare('phone', 100, four('sort change', 60, 72, 151), floor)[0].ok).toBe(false);
  });

  it('holds the desktop to 50 ms as well as to 1.2× the floor, and counts a page never shown as endless', () => {
    const floor = four('owner filter', null, 40, 45);
    expect(compare('desktop', 1000, four('owner filter', null, 40, 50), floor)[0].ok).toBe(true);
    expect(compare('desktop', 1000, four('owner filter', null, 52, 52), floor)[0].ok).toBe(false);
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
