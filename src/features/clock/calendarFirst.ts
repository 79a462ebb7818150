import type { Middleware } from '@reduxjs/toolkit';
import { toLocalIsoDate } from '../../shared/lib/date';
import { timeNow } from '../../shared/lib/now';
import { dayChanged, type ClockState } from './clockSlice';

/** A change stamped as it is made (the projects' list: authorship.ts); most carry their time. */
export type StampedChangeMatcher = (action: unknown) => boolean;

type StampedPayload = { lastUpdated?: unknown; month?: unknown };

/**
 * A change made after midnight, before the clock's timer has run (a tab in the background, a
 * laptop just woken), moves the clock on first: the month the change is filed under and the month
 * the dashboard shows are then the same one. A change stamped with its time moves it to that
 * time; an import, which carries only the month its figures go under, moves it to now and is
 * filed under the clock's month.
 */
export const calendarFirst =
  (isStampedChange: StampedChangeMatcher): Middleware<object, { clock: ClockState }> =>
  (api) =>
  (next) =>
  (action) => {
    if (!isStampedChange(action)) return next(action);
    const stamped = action as { payload: StampedPayload };
    const { lastUpdated, month } = stamped.payload;
    const time = typeof lastUpdated === 'string' ? new Date(lastUpdated) : timeNow();
    if (!Number.isNaN(time.getTime()) && toLocalIsoDate(time) > api.getState().clock.today)
      api.dispatch(dayChanged(time));
    if (typeof lastUpdated === 'string' || typeof month !== 'string') return next(action);
    return next({ ...stamped, payload: { ...stamped.payload, month: api.getState().clock.month } });
  };
