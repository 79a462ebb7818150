import { prefersReducedMotion } from '../../../shared/lib/reducedMotion';

/** Cards come in 0.1 s apart (docs/features.md, The dashboard). */
export const CARD_STAGGER_MS = 100;

const RISE = { duration: 350, easing: 'ease-out', fill: 'backwards' } as const;

/**
 * Hands out the turns of the cells that mount together: the first cell of a commit gets turn 0,
 * the next turn 1, and so on in the grid's order (React runs their layout effects in one pass, in
 * that order). A cell that mounts later (an added project, the next page) starts a turn of its own.
 */
export function createStagger() {
  let turn = 0;
  let counting = false;
  return () => {
    if (!counting) {
      counting = true;
      turn = 0;
      queueMicrotask(() => {
        counting = false;
      });
    }
    return turn++;
  };
}

/**
 * True when some of the cell is in the window. A card out of it would rise unseen: each rising
 * card is a layer of its own to lay out, paint and composite in every frame until it lands (up to
 * 1.5 s for the last of a page), while the founder already works on with the new view.
 */
function inWindow(cell: HTMLElement) {
  const { top, bottom } = cell.getBoundingClientRect();
  return bottom > 0 && top < window.innerHeight;
}

/**
 * A card's entrance at its turn, on the Web Animations API (run by the compositor, not frame by
 * frame on the main thread). It rises into place at full opacity, so a new view is readable in
 * the very frame it first paints and the stagger costs the founder no wait. For people who ask
 * for reduced motion nothing moves and nothing fades: each card appears whole at its turn (a
 * fading card is half-transparent text, too faint to read for as long as the fade lasts). Only
 * the cards in the window take turns; the others are in place when the founder scrolls to them.
 * Its place is read as it mounts: the layout of the frame that shows it, taken a little sooner.
 */
export function enter(cell: HTMLElement, nextTurn: () => number) {
  if (typeof cell.animate !== 'function' || !inWindow(cell)) return;
  const turn = nextTurn();
  const delay = turn * CARD_STAGGER_MS;
  if (prefersReducedMotion()) {
    if (turn > 0) cell.animate({ opacity: [0, 1] }, { duration: 0, delay, fill: 'backwards' });
    return;
  }
  cell.animate({ transform: ['translateY(16px)', 'none'] }, { ...RISE, delay });
}
