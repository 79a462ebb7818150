import { FIELD_LABELS, isAmount, type Month, type MonthFigure, type MonthlyFigures } from './project.js';

export { sameFigures, type Month, type MonthFigure, type MonthlyFigures } from './project.js';

/**
 * The rules of a project's monthly figures (its shape is in project.ts): months, how far back a
 * figure may go, and how the team's lab document holds them. What a founder reads of them is in
 * docs/features.md, "Monthly figures".
 */

/** How far back a figure may be entered: 36 months before the current one. */
export const PAST_MONTHS = 36;

/** The most months a project holds: the 36 past ones and the current one. */
export const MAX_MONTHS = PAST_MONTHS + 1;

const MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;

export const isMonth = (value: unknown): value is Month =>
  typeof value === 'string' && MONTH_PATTERN.test(value) && value >= '1970-01';

/** Months since January of year 0: months subtract and compare as numbers. */
export const monthIndex = (month: Month) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;

export const monthAt = (index: number): Month =>
  `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;

export const addMonths = (month: Month, count: number): Month => monthAt(monthIndex(month) + count);

/** The calendar month of a date in local time (a founder's), or in UTC. */
export const monthOf = (date: Date, zone: 'local' | 'utc' = 'local'): Month =>
  zone === 'utc'
    ? monthAt(date.getUTCFullYear() * 12 + date.getUTCMonth())
    : monthAt(date.getFullYear() * 12 + date.getMonth());

/** The month of an ISO time, in local time (a founder's) or in UTC (the server's); null when the text is no time. */
export function monthOfTime(iso: string, zone: 'local' | 'utc' = 'local'): Month | null {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? null : monthOf(new Date(time), zone);
}

/** The two figures of a month, with the labels a founder reads everywhere (cards, Growth, its CSV, the chart). */
export const FIGURE_LABELS = { revenue: FIELD_LABELS.revenue, subscribers: FIELD_LABELS.subscribers } as const;

/** Whether a value is one month's figure, exactly: `{ revenue, subscribers }`, each an amount the lab takes. */
export function isMonthFigure(value: unknown): value is MonthFigure {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  const { revenue, subscribers } = value as Record<string, unknown>;
  return keys.length === 2 && isAmount(revenue) && isAmount(subscribers);
}

/**
 * The months a founder anywhere may write at `now`: from 36 months before the earliest time zone's
 * current month (UTC−12) to the latest one's (UTC+14). In the browser the form allows the 36 months
 * before the founder's own current month, which always lies inside.
 */
export function writableMonths(now: Date): { earliest: Month; latest: Month } {
  const hour = 60 * 60 * 1000;
  const latest = monthOf(new Date(now.getTime() + 14 * hour), 'utc');
  const earliest = addMonths(monthOf(new Date(now.getTime() - 12 * hour), 'utc'), -PAST_MONTHS);
  return { earliest, latest };
}

/** Why a figure may not be written for `month` at `now` (future, or too far back), or null. */
export function monthWriteProblem(month: Month, now: Date): string | null {
  const { earliest, latest } = writableMonths(now);
  if (month > latest) return `${month} is in the future`;
  if (month < earliest) return `${month} is more than ${PAST_MONTHS} months back`;
  return null;
}

/** The months that have an entry, oldest first. */
export const monthsOf = (figures: MonthlyFigures): Month[] => Object.keys(figures).sort();

/** The figure a month reads: its own entry, else the latest entry before it (carried forward); null before the first. */
export function figureAt(figures: MonthlyFigures, month: Month): MonthFigure | null {
  const own = figures[month];
  if (own) return own;
  let latest: Month | null = null;
  for (const entry in figures) if (entry < month && (latest === null || entry > latest)) latest = entry;
  return latest === null ? null : figures[latest];
}

/**
 * The months that stay within reach of `current`: an entry older than 36 months before it is
 * folded into that earliest month (when it has no entry of its own), so every month in reach still
 * reads the same; the rest of the older entries go. Returns the same object when nothing changes.
 */
export function withinReach(figures: MonthlyFigures, current: Month): MonthlyFigures {
  const earliest = addMonths(current, -PAST_MONTHS);
  const months = monthsOf(figures);
  if (months.length === 0 || months[0] >= earliest) return figures;
  const kept: Record<Month, MonthFigure> = {};
  for (const month of months) if (month >= earliest) kept[month] = figures[month];
  const carried = figureAt(figures, earliest);
  if (carried && !kept[earliest]) kept[earliest] = carried;
  return kept;
}

/**
 * In the team's lab document each month is a key of the project's map of its own (`month:2026-09`
 * → `{ revenue, subscribers }`), so two founders changing different months at once both keep
 * their change, and the same month resolves as any other field does.
 */
export const MONTH_KEY_PREFIX = 'month:';

export const monthKey = (month: Month) => `${MONTH_KEY_PREFIX}${month}`;

/** The month a document key names, or null when the key is not a month's. */
export const monthOfKey = (key: string): Month | null => {
  if (!key.startsWith(MONTH_KEY_PREFIX)) return null;
  const month = key.slice(MONTH_KEY_PREFIX.length);
  return isMonth(month) ? month : null;
};

export const isMonthKey = (key: string) => key.startsWith(MONTH_KEY_PREFIX);

/** A project's figures from its map's entries (keys that are not months are left out, as are values that are not figures). */
export function figuresFromEntries(entries: Iterable<[string, unknown]>): Record<Month, MonthFigure> {
  const figures: Record<Month, MonthFigure> = {};
  for (const [key, value] of entries) {
    const month = monthOfKey(key);
    if (month && isMonthFigure(value)) figures[month] = { revenue: value.revenue, subscribers: value.subscribers };
  }
  return figures;
}

/** What of a version the figures are read from: when it was stored, and the project's amounts then. */
type VersionAmounts = { at: string; kind?: string; project: { revenue?: unknown; subscribers?: unknown } };

const amountOf = (value: unknown) => (isAmount(value) ? value : 0);

/**
 * A lab from before the figures gets them from its history: each month with versions of a project
 * reads the amounts of its last version in that month (a deletion changes none). `monthOfTime`
 * places a time in a month (the browser's local time; the server's UTC). Oldest first is not
 * required. Months with no version get no entry, so they carry the month before forward.
 */
export function figuresFromVersions(
  versions: readonly VersionAmounts[],
  monthOfTime: (iso: string) => Month | null,
): Record<Month, MonthFigure> {
  const latest = new Map<Month, VersionAmounts>();
  for (const version of versions) {
    if (version.kind === 'deleted') continue;
    const month = monthOfTime(version.at);
    const held = month && latest.get(month);
    if (month && (!held || held.at <= version.at)) latest.set(month, version);
  }
  const figures: Record<Month, MonthFigure> = {};
  for (const [month, { project }] of latest) {
    figures[month] = { revenue: amountOf(project.revenue), subscribers: amountOf(project.subscribers) };
  }
  return figures;
}
