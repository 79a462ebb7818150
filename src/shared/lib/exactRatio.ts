/**
 * Ratios of amounts compared and rounded exactly. Amounts carry at most cents (revenue) or none
 * (subscribers), so in whole cents they are integers; as BigInt their products stay exact where
 * doubles would not (0.15 < 0.2 − 0.05 is true in doubles, and 145 / 1000 × 100 is 14.499…).
 */
export const inCents = (amount: number): bigint => BigInt(Math.round(amount * 100));

const abs = (value: bigint) => (value < 0n ? -value : value);

/**
 * `numerator / denominator` rounded to a whole number, halves away from zero (12.5 is 13, −12.5
 * is −13). The denominator is not 0; both are exact integers.
 */
export function roundRatio(numerator: bigint, denominator: bigint): number {
  const negative = numerator < 0n !== denominator < 0n;
  const [top, bottom] = [abs(numerator), abs(denominator)];
  const rounded = (2n * top + bottom) / (2n * bottom);
  return Number(negative ? -rounded : rounded);
}

/** The change from `previous` to `current` in whole percents, halves away from zero; `previous` is not 0. */
export const wholePercentChange = (previous: number, current: number): number =>
  roundRatio(100n * (inCents(current) - inCents(previous)), inCents(previous));
