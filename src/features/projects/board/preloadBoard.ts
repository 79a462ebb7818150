import { lazyWithRetry } from '../../../shared/lib/lazyWithRetry';

const loadBoard = () => import('./ProjectBoard');

/** The board, loaded when Board is chosen (or the address asks for it): the Cards view never fetches it. */
export const ProjectBoard = lazyWithRetry(loadBoard);

/** Starts fetching the board's code ahead of the click (the browser caches the module). */
export function preloadBoard() {
  loadBoard().catch(() => undefined);
}
