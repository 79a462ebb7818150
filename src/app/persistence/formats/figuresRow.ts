import type { MonthlyFigures } from '../../../../contract/figures';
import { addMonths, isMonth, monthsBetween } from '../../../features/projects/figures/months';

/**
 * A project's figures in its stored row: `["2026-07", 900, 60, 1200, 85, null, null, 1800, 120]`,
 * the first month, then each month's revenue and subscribers in turn (null for a month without an
 * entry). 36 months take about 300 characters, so 5,000 projects with three years of figures
 * still fit in localStorage beside their other fields. A project without figures stores null.
 */
export function figuresToRow(figures: MonthlyFigures): unknown[] | null {
  const months = Object.keys(figures).sort();
  if (months.length === 0) return null;
  const row: unknown[] = [months[0]];
  for (const month of monthsBetween(months[0], months[months.length - 1])) {
    const figure = figures[month];
    row.push(figure?.revenue ?? null, figure?.subscribers ?? null);
  }
  return row;
}

/**
 * The figures of a stored row, as a record for the project decoder (which checks every value).
 * Anything else is passed on as it is, for the decoder to judge: a record of older data, or null.
 */
export function figuresFromRow(value: unknown): unknown {
  if (!Array.isArray(value)) return value;
  const [first, ...amounts] = value as unknown[];
  if (!isMonth(first)) return value;
  const figures: Record<string, unknown> = {};
  for (let index = 0; index + 1 < amounts.length; index += 2) {
    const [revenue, subscribers] = [amounts[index], amounts[index + 1]];
    if (revenue === null && subscribers === null) continue;
    figures[addMonths(first, index / 2)] = { revenue, subscribers };
  }
  return figures;
}
