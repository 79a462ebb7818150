import type { Middleware } from '@reduxjs/toolkit';
import { toLocalIsoDate } from '../../shared/lib/date';
import { dayChanged, type ClockState } from './clockSlice';

/** A change stamped as it is made (the projects' list: authorship.ts); most carry their time. */
export type StampedChangeMatcher = (action: unknown) => boolean;

/** The time a change was made, when it carries one (an import carries its month only). */
const timeOf = (action: unknown) => {
  const stamp = (action as { payload?: { lastUpdated?: unknown } }).payload?.lastUpdated;
  return typeof stamp === 'string' ? new Date(stamp) : null;
};

/**
 * A change made after midnight, before the clock's timer has run (a tab in the background, a
 * laptop just woken), moves the clock on first: the month the change is filed under and the month
 * the dashboard shows are then the same one.
 */
export const calendarFirst =
  (isStampedChange: StampedChangeMatcher): Middleware<object, { clock: ClockState }> =>
  (api) =>
  (next) =>
  (action) => {
    const time = isStampedChange(action) ? timeOf(action) : null;
    if (time && !Number.isNaN(time.getTime()) && toLocalIsoDate(time) > api.getState().clock.today)
      api.dispatch(dayChanged(time));
    return next(action);
  };
