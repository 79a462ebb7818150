import { useEffect, useEffectEvent, useLayoutEffect, useRef, type ReactNode } from 'react';
import { usePresence, usePresenceData } from 'framer-motion';
import { enter } from './entrance';
import { prefersReducedMotion } from '../../../shared/lib/reducedMotion';

/** A grid item may shrink below its content's width (long names wrap instead). */
const CELL_STYLE = { minWidth: 0 } as const;

const FADE_OUT = { duration: 200, easing: 'ease-out', fill: 'forwards' } as const;

type GridCellProps = {
  id: string;
  /** The grid's stagger: a cell takes its turn as it mounts in the window (entrance.ts). */
  nextTurn: () => number;
  children: ReactNode;
};

/**
 * One card's place in the grid. How it leaves is decided as it leaves, from the ids still in the
 * lab (the grid's AnimatePresence hands them to leaving cells): a deleted card fades out while
 * the others slide into its place; a card a search or a filter leaves out goes at once, so the
 * new results never wait behind, or show under, fading old ones. With reduced motion every card
 * goes at once: nothing fades for them, in or out. It comes in with the cells mounted with it,
 * at its turn (entrance.ts): a plain element, so a card costs no animation engine's bookkeeping.
 */
export function GridCell({ id, nextTurn, children }: GridCellProps) {
  const [isPresent, safeToRemove] = usePresence();
  const labIds = usePresenceData() as ReadonlySet<string> | undefined;
  const cell = useRef<HTMLDivElement | null>(null);
  const leaveAtOnce = !isPresent && labIds?.has(id) === true;
  const removed = useEffectEvent(() => safeToRemove?.());

  // Once, as the cell mounts: the grid's turn-giver lives as long as the grid.
  useLayoutEffect(() => {
    if (cell.current) enter(cell.current, nextTurn);
  }, [nextTurn]);

  // Before the frame paints: a card a filter or a search leaves out takes no place at once, and a
  // deleted one is taken out of the flow where it sits (its place fixed in the grid, which is
  // positioned), so the others slide into its place while it fades (useGridFlip).
  useLayoutEffect(() => {
    const element = cell.current;
    if (isPresent || !element) return;
    if (leaveAtOnce || prefersReducedMotion() || typeof element.animate !== 'function') {
      element.style.display = 'none';
      return;
    }
    const { offsetTop, offsetLeft, offsetWidth, offsetHeight } = element;
    Object.assign(element.style, {
      position: 'absolute',
      top: `${offsetTop}px`,
      left: `${offsetLeft}px`,
      width: `${offsetWidth}px`,
      height: `${offsetHeight}px`,
    });
  }, [isPresent, leaveAtOnce]);

  useEffect(() => {
    if (isPresent) return;
    const element = cell.current;
    const still = prefersReducedMotion();
    if (leaveAtOnce || still || !element || typeof element.animate !== 'function') return removed();
    const fade = element.animate({ opacity: [1, 0], transform: ['scale(1)', 'scale(0.96)'] }, FADE_OUT);
    fade.finished.then(removed, () => undefined);
    return () => fade.cancel();
  }, [isPresent, leaveAtOnce]);

  return (
    <div ref={cell} data-key={id} style={CELL_STYLE}>
      {children}
    </div>
  );
}
