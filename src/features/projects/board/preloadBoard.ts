import { lazyWithRetry } from '../../../shared/lib/lazyWithRetry';

/** The board, loaded when Board is chosen (or the address asks for it): the Cards view never fetches it. */
export const ProjectBoard = lazyWithRetry(() => import('./ProjectBoard'));

/**
 * Loads the board ahead of the click (on hover or focus), so that choosing Board renders it at
 * once instead of suspending (lazyWithRetry).
 */
export function preloadBoard() {
  // A board that cannot load says so where it shows, with "Try again".
  ProjectBoard.preload().catch(() => undefined);
}
