import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { monthOf, type Month } from '../../../contract/figures';
import { toLocalIsoDate } from '../../shared/lib/date';

/**
 * The founder's calendar: today's date and month in the browser's time zone. Everything that
 * depends on today reads it from here, so memoized selectors and cards follow the calendar when
 * the day or the month turns while a dashboard stays open (clockListeners.ts moves it on).
 */
export type ClockState = { today: string; month: Month };

/** The calendar at `now`, in local time. */
export const calendarAt = (now: Date): ClockState => ({ today: toLocalIsoDate(now), month: monthOf(now) });

export const clockSlice = createSlice({
  name: 'clock',
  // Read when the store is made: a store always knows today, before anything has started.
  initialState: () => calendarAt(new Date()),
  reducers: {
    /** Asks the clock listener to follow the calendar (at the next midnight, on a return to the page). */
    clockStarted() {},
    /** The calendar turned to another day (and maybe another month). */
    dayChanged: {
      reducer: (_state, action: PayloadAction<ClockState>) => action.payload,
      prepare: (now: Date) => ({ payload: calendarAt(now) }),
    },
  },
  selectors: {
    /** Today as YYYY-MM-DD, local time. */
    selectToday: (clock) => clock.today,
    /** The current month as YYYY-MM, local time. */
    selectCurrentMonth: (clock) => clock.month,
  },
});

export const { clockStarted, dayChanged } = clockSlice.actions;
export const { selectToday, selectCurrentMonth } = clockSlice.selectors;
