import { useSyncExternalStore } from 'react';
import { timeNow } from '../../../shared/lib/now';

const subscribeNever = () => () => {};

/**
 * The current year, plus a key for the element that shows it. Prerendered HTML carries
 * the year of the build; during hydration the element keeps that text (with
 * suppressHydrationWarning), and once hydrated the key changes so React renders it anew
 * with the visitor's year. A plain re-render would not do: React would think the text
 * already matched.
 */
export function useCurrentYear() {
  const hydrated = useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
  return { year: timeNow().getFullYear(), key: hydrated ? 'live' : 'prerendered' };
}
