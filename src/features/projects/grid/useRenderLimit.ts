import { startTransition, useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { afterPaint } from '../../../shared/lib/afterPaint';

/**
 * Cards rendered per step: divisible by 1, 2 and 3 columns, and a screen or two more than a
 * large window shows at once; the next step comes as the founder scrolls toward the end.
 */
export const CARDS_PER_PAGE = 12;

/** The shortest a card gets (name, owners, stats and actions). */
const SHORTEST_CARD_PX = 200;

/** Where a grid sits: its top in the page (not the window) and its number of columns. */
export type GridPlace = { top: number; columns: number };

function measurePlace(grid: HTMLElement): GridPlace {
  return {
    top: grid.getBoundingClientRect().top + window.scrollY,
    columns: getComputedStyle(grid).gridTemplateColumns.split(' ').filter(Boolean).length || 1,
  };
}

/**
 * How many cards of a grid can be in the window: its columns times the rows of the shortest
 * card that fit between its top and the bottom of the window (at least one row).
 */
function cardsInWindow({ top, columns }: GridPlace) {
  const fromTop = Math.max(0, top - window.scrollY);
  return columns * Math.max(1, Math.ceil((window.innerHeight - fromTop) / SHORTEST_CARD_PX));
}

/** Whole pages, enough for `cards`: a window taller than a page (a large screen) gets more. */
const pagesFor = (cards: number, pageSize: number) => Math.max(1, Math.ceil(cards / pageSize)) * pageSize;

/**
 * How many cards to render, so rendering cost follows what the founder sees, not the size of
 * the lab:
 * - a page at first, rendered before the first paint (a card is light enough that one frame
 *   with the whole page is sooner than two), and one more each time the end of the grid comes
 *   near the viewport or "Show more" is used, rendered in a transition that yields to typing and
 *   clicks; a board column does the same with its own step (five columns at once);
 * - `place` remembers where the grid was (read after it painted, when that costs nothing), so
 *   the grid a new filter mounts knows at once how many cards fit; the very first grid measures
 *   itself before paint instead, with its first page already rendered, and a window that holds
 *   more than a page gets more at once.
 * Every card stays reachable by scrolling, by "Show more" and through search.
 */
export function useRenderLimit(
  total: number,
  grid: RefObject<HTMLElement | null>,
  place: RefObject<GridPlace | null>,
  pageSize = CARDS_PER_PAGE,
) {
  const [fitAtMount] = useState(() =>
    place.current && typeof window !== 'undefined' ? cardsInWindow(place.current) : 0,
  );
  const [limit, setLimit] = useState(() => pagesFor(fitAtMount || pageSize, pageSize));
  const [rendered, setRendered] = useState(limit);
  const sentinelRef = useRef<HTMLDivElement>(null);
  const hasMore = total > limit;
  const settled = rendered >= limit;
  const showMore = useCallback(() => setLimit((current) => current + pageSize), [pageSize]);

  // Before the first paint, when no earlier grid said where it sits: the grid is in place with its
  // first page, and a window that holds more than a page gets more at once.
  useLayoutEffect(() => {
    if (fitAtMount > 0 || !grid.current) return;
    const pages = pagesFor(cardsInWindow(measurePlace(grid.current)), pageSize);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a layout measured before paint, what layout effects are for
    setLimit(pages);
    setRendered(pages);
  }, [fitAtMount, grid, pageSize]);

  // After the grid has painted, remember where it is for the next one.
  useEffect(
    () =>
      afterPaint(() => {
        if (grid.current) place.current = measurePlace(grid.current);
      }),
    [grid, place],
  );

  useEffect(() => {
    if (!settled) startTransition(() => setRendered(limit));
  }, [rendered, settled, limit]);

  useEffect(() => {
    const sentinel = sentinelRef.current;
    // Only once the page has rendered: its end is then where the sentinel says it is.
    if (!hasMore || !settled || !sentinel || typeof IntersectionObserver !== 'function') return;
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && showMore(),
      {
        rootMargin: '0px 0px 800px 0px',
      },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [hasMore, settled, limit, showMore]);

  return { limit, rendered: Math.min(rendered, limit), hasMore, showMore, sentinelRef };
}
