import {
  addMonths,
  isMonth,
  monthAt,
  monthIndex,
  monthOf,
  monthOfTime,
  PAST_MONTHS,
  type Month,
} from '../../../../contract/figures';
import { timeNow } from '../../../shared/lib/now';

// monthOfTime reads local time unless told otherwise: a founder's month.
export { addMonths, isMonth, monthIndex, monthOfTime, PAST_MONTHS, type Month };

/** The founder's current calendar month, in local time. */
export const currentMonth = (now: Date = timeNow()): Month => monthOf(now);

/** The earliest month a figure may be entered for: 36 months before the current one. */
export const earliestMonth = (current: Month): Month => addMonths(current, -PAST_MONTHS);

/** Every month from `first` to `last`, oldest first; none when `first` is later. */
export function monthsBetween(first: Month, last: Month): Month[] {
  const months: Month[] = [];
  for (let index = monthIndex(first); index <= monthIndex(last); index++) months.push(monthAt(index));
  return months;
}

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "Oct": the month's short English name, as the dashboard's other labels are English. */
export const shortMonthName = (month: Month) => MONTH_NAMES[Number(month.slice(5, 7)) - 1];

/** "Sep 2026". */
export const formatMonth = (month: Month) => `${shortMonthName(month)} ${month.slice(0, 4)}`;
