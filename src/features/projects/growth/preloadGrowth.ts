import { lazyWithRetry } from '../../../shared/lib/lazyWithRetry';

const loadGrowth = () => import('./GrowthView');

/** The Growth view, loaded when Growth is chosen (or the address asks for it): the other views never fetch it. */
export const GrowthView = lazyWithRetry(loadGrowth);

/** Starts fetching the Growth view's code ahead of the click (the browser caches the module). */
export function preloadGrowth() {
  loadGrowth().catch(() => undefined);
}
