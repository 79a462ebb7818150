// The calendar as state: what other features read of today.
export { selectCurrentMonth, selectToday, type ClockState } from './clockSlice';
