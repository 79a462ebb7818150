import { describe, expect, it } from 'vitest';
import { createStagger } from '../../src/features/projects/grid/entrance';

describe("the grid's stagger", () => {
  it('gives the cells mounted together turns 0, 1, 2… in order', () => {
    const nextTurn = createStagger();
    expect([nextTurn(), nextTurn(), nextTurn()]).toEqual([0, 1, 2]);
  });

  it('starts again at 0 for cells that mount later (an added project, the next page)', async () => {
    const nextTurn = createStagger();
    expect([nextTurn(), nextTurn()]).toEqual([0, 1]);
    await Promise.resolve();
    expect([nextTurn(), nextTurn()]).toEqual([0, 1]);
  });

  it('keeps each grid’s turns apart', () => {
    const first = createStagger();
    const second = createStagger();
    expect([first(), second(), first(), second()]).toEqual([0, 0, 1, 1]);
  });
});
