import { lazyWithRetry } from '../../../shared/lib/lazyWithRetry';

/** The Growth view, loaded when Growth is chosen (or the address asks for it): the other views never fetch it. */
export const GrowthView = lazyWithRetry(() => import('./GrowthView'));

/**
 * Loads the Growth view ahead of the click (on hover or focus), so that choosing Growth renders
 * it at once instead of suspending (lazyWithRetry).
 */
export function preloadGrowth() {
  // A view that cannot load says so where it shows, with "Try again".
  GrowthView.preload().catch(() => undefined);
}
