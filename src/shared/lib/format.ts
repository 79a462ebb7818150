const toAmount = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

const wholeDollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const dollarsAndCents = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const counts = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** US dollars with thousands separators; cents only when there are any: "$2,500", "$0", "$1,234.50". */
export function formatMoney(value: unknown): string {
  // Round to cents first, so 2.001 reads "$2" rather than "$2.00".
  const cents = Math.round(toAmount(value) * 100);
  return cents % 100 === 0 ? wholeDollars.format(cents / 100) : dollarsAndCents.format(cents / 100);
}

/** A whole count with thousands separators: "1,500"; missing or broken values read "0". */
export function formatCount(value: unknown): string {
  return counts.format(toAmount(value));
}
