import { createElement, lazy, useState, type ComponentProps, type ComponentType } from 'react';

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
 *
 * `preload()` fetches the part ahead of its first render. A part whose code is in place when it
 * mounts renders at once, without suspending: a lazy part suspends on its first render even when
 * its chunk has arrived, and its Suspense boundary's fallback then holds the page back (React
 * waits up to 300 ms after a fallback before it shows what replaces it). `whenLoaded(show)`
 * shows a part the founder asked for once its code is in: at once when it already is.
 */
// The same bound as React.lazy's own: any component, whatever its props.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyWithRetry<C extends ComponentType<any>>(load: () => Promise<{ default: C }>) {
  let loaded: C | undefined;
  const loadOnce = () =>
    withRetries(load).then((module) => {
      loaded = module.default;
      return module;
    });
  const start = () =>
    lazy(() =>
      loadOnce().catch((error: unknown) => {
        failedParts.add(reload);
        throw error;
      }),
    );
  let part = start();
  const reload = () => {
    part = start();
  };
  function LazyPart(props: ComponentProps<C>) {
    // Chosen once: a part's element type must not change while it is mounted.
    const [inPlace] = useState(() => loaded);
    return createElement((inPlace ?? part) as ComponentType<ComponentProps<C>>, props);
  }
  LazyPart.preload = (): Promise<unknown> => (loaded ? Promise.resolve() : loadOnce());
  // After a failure too: the part then renders its LoadBoundary's "could not load".
  LazyPart.whenLoaded = (show: () => void): void => void (loaded ? show() : loadOnce().then(show, show));
  return LazyPart;
}

/** Lets every part that failed to load be fetched again on its next render. */
export function retryFailedParts(): void {
  for (const reload of failedParts) reload();
  failedParts.clear();
}
