import { MAX_AMOUNT } from '../../../../contract/project';
import type { MonthFigure, MonthlyFigures } from '../../../../contract/figures';
import { earliestMonth, isMonth, PAST_MONTHS, type Month } from '../figures/months';

/** What the "Monthly figures" form edits: the month and both figures as typed. */
export type MonthFormValues = { month: string; revenue: string; subscribers: string };

export type MonthFormErrors = Partial<Record<keyof MonthFormValues, string>>;

const grouped = new Intl.NumberFormat('en-US');

/** Why a month is refused, or null: empty, after the current month, or more than 36 months back. */
export function monthError(text: string, current: Month): string | null {
  if (text.trim() === '') return 'Choose a month.';
  if (!isMonth(text)) return 'Enter a month as YYYY-MM.';
  if (text > current) return 'Choose this month or an earlier one: figures of future months cannot be entered.';
  if (text < earliestMonth(current)) return `Choose a month within the last ${PAST_MONTHS} months.`;
  return null;
}

/** Why a figure is refused, or null: not a number, below 0, or above the lab's largest amount. */
export function figureError(text: string): string | null {
  const trimmed = text.trim();
  const value = Number(trimmed);
  if (trimmed === '' || !Number.isFinite(value)) return 'Enter a number.';
  if (value < 0) return 'Enter 0 or more.';
  if (value > MAX_AMOUNT) return `Enter at most ${grouped.format(MAX_AMOUNT)}.`;
  return null;
}

/** Every refused field with its message; empty when the month can be saved. */
export function monthFormErrors(values: MonthFormValues, current: Month): MonthFormErrors {
  const errors: MonthFormErrors = {};
  const month = monthError(values.month, current);
  const revenue = figureError(values.revenue);
  const subscribers = figureError(values.subscribers);
  if (month) errors.month = month;
  if (revenue) errors.revenue = revenue;
  if (subscribers) errors.subscribers = subscribers;
  return errors;
}

/** The figure a valid form saves. */
export const figureOf = (values: MonthFormValues): MonthFigure => ({
  revenue: Number(values.revenue.trim()),
  subscribers: Number(values.subscribers.trim()),
});

/**
 * The form for a month: its entry's figures when it has one, and the current month's are the
 * card's own; empty figures for another month without an entry, so nothing is saved that was not typed.
 */
export function valuesForMonth(month: string, project: MonthFigure & { figures: MonthlyFigures }, current: Month) {
  const figure = month === current ? project : project.figures[month];
  return figure
    ? { month, revenue: String(figure.revenue), subscribers: String(figure.subscribers) }
    : { month, revenue: '', subscribers: '' };
}
