import { describe, expect, it } from 'vitest';
import { specMilliseconds } from '../../scripts/spec-seconds.mjs';

const spec = (file: string, ...durations: number[]) => ({
  file,
  tests: [{ results: durations.map((duration) => ({ duration })) }],
});

describe('the seconds each browser spec took', () => {
  it('sums every test of a file, nested suites and retries included', () => {
    const suites = [
      { specs: [spec('a.spec.ts', 1000)], suites: [{ specs: [spec('a.spec.ts', 500, 250), spec('b.spec.ts', 40)] }] },
    ];
    expect([...specMilliseconds(suites)]).toEqual([
      ['a.spec.ts', 1750],
      ['b.spec.ts', 40],
    ]);
  });
});
