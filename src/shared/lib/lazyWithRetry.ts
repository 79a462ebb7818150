import { createElement, lazy, type ComponentProps, type ComponentType } from 'react';

/** A part's code is fetched again after these pauses before its failure is shown. */
const RETRY_DELAYS_MS = [300, 1000];

/** How to load again each part whose code could not be fetched (React.lazy keeps its failure). */
const failedParts = new Set<() => void>();

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function withRetries<T>(load: () => Promise<T>): Promise<T> {
  for (const delay of RETRY_DELAYS_MS) {
    try {
      return await load();
    } catch {
      await pause(delay);
    }
  }
  return load();
}

/**
 * React.lazy for a part of the app loaded on demand: a chunk can fail to arrive (a flaky
 * network, a team server restarting, a deploy that replaced the files), so it is fetched again a
 * moment later; a failure after that reaches the nearest LoadBoundary, whose "Try again" fetches
 * it afresh, rather than blanking the page.
 */
// The same bound as React.lazy's own: any component, whatever its props.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyWithRetry<C extends ComponentType<any>>(load: () => Promise<{ default: C }>) {
  const start = () =>
    lazy(() =>
      withRetries(load).catch((error: unknown) => {
        failedParts.add(reload);
        throw error;
      }),
    );
  let part = start();
  const reload = () => {
    part = start();
  };
  return function LazyPart(props: ComponentProps<C>) {
    return createElement(part as ComponentType<ComponentProps<C>>, props);
  };
}

/** Lets every part that failed to load be fetched again on its next render. */
export function retryFailedParts(): void {
  for (const reload of failedParts) reload();
  failedParts.clear();
}
