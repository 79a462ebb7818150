import { describe, expect, it } from 'vitest';
import { formatCount, formatMoney } from '../../src/shared/lib/format';

describe('formatMoney', () => {
  it.each([
    [2500, '$2,500'],
    [0, '$0'],
    [1234.5, '$1,234.50'],
    [1234.05, '$1,234.05'],
    [1_000_000, '$1,000,000'],
    [99.999, '$100'],
    [2.001, '$2'],
  ])('%s reads %s', (value, expected) => {
    expect(formatMoney(value)).toBe(expected);
  });

  it.each([undefined, null, Number.NaN, Number.POSITIVE_INFINITY, '2500'])('%s counts as $0', (value) => {
    expect(formatMoney(value)).toBe('$0');
  });
});

describe('formatCount', () => {
  it.each([
    [0, '0'],
    [150, '150'],
    [1500, '1,500'],
    [1_234_567, '1,234,567'],
  ])('%s reads %s', (value, expected) => {
    expect(formatCount(value)).toBe(expected);
  });

  it('reads 0 for missing values', () => {
    expect(formatCount(undefined)).toBe('0');
    expect(formatCount(Number.NaN)).toBe('0');
  });
});
