import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => {};

/**
 * False on the server and while hydrating prerendered HTML; true for renders in the browser
 * after that. For output that must match the prerendered markup until hydration is done.
 */
export function useHydrated() {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}
