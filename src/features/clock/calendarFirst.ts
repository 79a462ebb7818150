import type { Middleware } from '@reduxjs/toolkit';
import { toLocalIsoDate } from '../../shared/lib/date';
import { dayChanged, type ClockState } from './clockSlice';

type Stamped = { type: string; payload: { lastUpdated: string } };

const isStampedChange = (action: unknown): action is Stamped => {
  const payload = (action as { payload?: { lastUpdated?: unknown } } | null)?.payload;
  return typeof payload === 'object' && payload !== null && typeof payload.lastUpdated === 'string';
};

/**
 * A change made after midnight, before the clock's timer has run (a tab in the background, a
 * laptop just woken), moves the clock on first: the month the change is filed under and the month
 * the dashboard shows are then the same one.
 */
export const calendarFirst: Middleware<object, { clock: ClockState }> = (api) => (next) => (action) => {
  if (isStampedChange(action)) {
    const time = new Date(action.payload.lastUpdated);
    if (!Number.isNaN(time.getTime()) && toLocalIsoDate(time) > api.getState().clock.today)
      api.dispatch(dayChanged(time));
  }
  return next(action);
};
