import { describe, expect, it } from 'vitest';
import { niceTicks } from '../../src/features/projects/figures/chartScale';

describe('chart axis ticks', () => {
  it.each([
    [2500, [0, 500, 1000, 1500, 2000, 2500]],
    [4000, [0, 1000, 2000, 3000, 4000]],
    [150, [0, 50, 100, 150]],
    [7, [0, 2, 4, 6, 8]],
  ])('run from 0 past the largest value (%d) in round steps', (max, ticks) => {
    expect(niceTicks(max)).toEqual(ticks);
  });

  it('give an empty lab an axis too', () => {
    expect(niceTicks(0)).toEqual([0, 1]);
    expect(niceTicks(Number.NaN)).toEqual([0, 1]);
  });
});
