import { describe, expect, it } from 'vitest';
import { regressions } from '../../scripts/bench/regression.mjs';

const row = (kind: string, p75: number) => ({
  area: 'desktop, 100 projects',
  figure: `${kind} (n=4)`,
  value: '',
  target: 'info',
  ok: true,
  kind,
  p75,
});
const samples = (kind: string, figures: number[]) => figures.map((figure) => ({ kind, et: null, figure }));

describe('an interaction against the run before', () => {
  it('is slower only past the noise of its own run (its p75 less its p25)', () => {
    const now = [row('sort change', 60), row('owner filter', 70)];
    const ofArea = () => [...samples('sort change', [40, 50, 55, 60]), ...samples('owner filter', [68, 69, 70, 70])];
    const earlier = { commit: 'abc1234', rows: [row('sort change', 48), row('owner filter', 60)] };
    expect(regressions(now, ofArea, earlier)).toEqual([
      { area: 'desktop, 100 projects', kind: 'sort change', now: 60, before: 48, noise: 15, ok: true },
      { area: 'desktop, 100 projects', kind: 'owner filter', now: 70, before: 60, noise: 2, ok: false },
    ]);
  });

  it('compares only the kinds both runs measured', () => {
    const earlier = { commit: 'abc1234', rows: [row('search keystroke', 30)] };
    expect(regressions([row('sort change', 60)], () => samples('sort change', [60]), earlier)).toEqual([]);
  });
});
