import { monthOfKey } from '../../../../contract/figures';
import { formatMonth } from '../../projects';
import { CHANGE_LABELS } from '../../../../contract/project';

/**
 * The form's labels of these doc keys, in the form's order, then the months of figures as the
 * "Monthly figures" dialog names them ("the figures of Sep 2026"); keys no form shows are left out.
 * `currentMonth`: the clock's, whose figure the card's Revenue and Subscribers already name.
 */
export function formLabelsOf(keys: readonly string[], currentMonth: string): string[] {
  // A toast names a field as the founder saw it when editing: the form's label.
  const fields = Object.entries(CHANGE_LABELS)
    .filter(([key]) => keys.includes(key))
    .map(([, label]) => label);
  // The current month's figure only repeats the card's Revenue and Subscribers, when they are named.
  const amounts = keys.includes('revenue') || keys.includes('subscribers');
  const months = keys
    .map(monthOfKey)
    .filter((month): month is string => month !== null && !(amounts && month === currentMonth))
    .sort()
    .map((month) => `the figures of ${formatMonth(month)}`);
  return [...fields, ...months];
}

/** "Revenue", "Revenue and Notes", "Status, Revenue and Notes". */
export function listOfLabels(labels: readonly string[]): string {
  if (labels.length <= 1) return labels.join('');
  return `${labels.slice(0, -1).join(', ')} and ${labels[labels.length - 1]}`;
}
