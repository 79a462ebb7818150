import { useCallback, useEffect, useEffectEvent, useLayoutEffect, useRef, type ReactNode, type Ref } from 'react';
import { usePresence, usePresenceData } from 'framer-motion';
import { enter } from './entrance';
import { prefersReducedMotion } from '../../../shared/lib/reducedMotion';

/** A grid item may shrink below its content's width (long names wrap instead). */
const CELL_STYLE = { minWidth: 0 } as const;

const FADE_OUT = { duration: 200, easing: 'ease-out', fill: 'forwards' } as const;

/** Hands a node to a ref of either kind (the one AnimatePresence gives a cell, to pop it out). */
function assignRef<T>(ref: Ref<T> | undefined, node: T | null) {
  if (typeof ref === 'function') ref(node);
  else if (ref) ref.current = node;
}

type GridCellProps = {
  id: string;
  /** The grid's stagger: a cell takes its turn as it mounts in the window (entrance.ts). */
  nextTurn: () => number;
  children: ReactNode;
  ref?: Ref<HTMLDivElement>;
};

/**
 * One card's place in the grid. How it leaves is decided as it leaves, from the ids still in the
 * lab (the grid's AnimatePresence hands them to leaving cells): a deleted card fades out while
 * the others slide into its place; a card a search or a filter leaves out goes at once, so the
 * new results never wait behind, or show under, fading old ones. With reduced motion every card
 * goes at once: nothing fades for them, in or out. It comes in with the cells mounted with it,
 * at its turn (entrance.ts): a plain element, so a card costs no animation engine's bookkeeping.
 */
export function GridCell({ id, nextTurn, children, ref }: GridCellProps) {
  const [isPresent, safeToRemove] = usePresence();
  const labIds = usePresenceData() as ReadonlySet<string> | undefined;
  const cell = useRef<HTMLDivElement | null>(null);
  const setCell = useCallback(
    (node: HTMLDivElement | null) => {
      cell.current = node;
      assignRef(ref, node);
    },
    [ref],
  );
  const leaveAtOnce = !isPresent && labIds?.has(id) === true;
  const removed = useEffectEvent(() => safeToRemove?.());

  // Once, as the cell mounts: the grid's turn-giver lives as long as the grid.
  useLayoutEffect(() => {
    if (cell.current) enter(cell.current, nextTurn);
  }, [nextTurn]);

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
    <div ref={setCell} data-key={id} style={CELL_STYLE}>
      {children}
    </div>
  );
}
