import { describe, expect, it } from 'vitest';
import { readSourceMap } from '../../scripts/bench/sourceMap.mjs';

/** A map over a.ts and b.ts, whose one name is foo. */
const map = (mappings: string) => JSON.stringify({ version: 3, sources: ['a.ts', 'b.ts'], names: ['foo'], mappings });

describe('the bench profile’s source map lookup', () => {
  it('names the source and, where the segment has one, the name', () => {
    const lookup = readSourceMap(map('AAAAA,ECAA;IAAA'));
    expect(lookup(0, 1)).toEqual({ source: 'a.ts', name: 'foo' });
    expect(lookup(0, 2)).toEqual({ source: 'b.ts', name: undefined });
  });

  it('leaves a position no segment of its line covers unmapped', () => {
    expect(readSourceMap(map('AAAAA,ECAA;IAAA'))(1, 2)).toBeNull();
  });

  it('gives the final segment no name or source it does not have', () => {
    expect(readSourceMap(map('AAAAA,EAAA'))(0, 3)).toEqual({ source: 'a.ts', name: undefined });
    expect(readSourceMap(map('AAAAA,E'))(0, 3)).toBeNull();
    expect(readSourceMap(map('AAAAA,EAAAA'))(0, 3)).toEqual({ source: 'a.ts', name: 'foo' });
  });
});
