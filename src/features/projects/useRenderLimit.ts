import { startTransition, useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';

/**
 * Cards rendered per step: divisible by 1, 2 and 3 columns, and a screen or two more than a
 * large window shows at once; the next step comes as the founder scrolls toward the end.
 */
export const CARDS_PER_PAGE = 12;

/** The shortest a card gets (name, owners, stats and actions). */
const SHORTEST_CARD_PX = 200;

/**
 * How many cards of a grid can be in the window: its columns times the rows of the shortest
 * card that fit between its top and the bottom of the window (at least one row).
 */
function cardsInWindow(grid: HTMLElement) {
  const columns = getComputedStyle(grid).gridTemplateColumns.split(' ').filter(Boolean).length || 1;
  const top = Math.max(0, grid.getBoundingClientRect().top);
  return columns * Math.max(1, Math.ceil((window.innerHeight - top) / SHORTEST_CARD_PX));
}

/**
 * How many cards to render, so rendering cost follows what the founder sees, not the size of
 * the lab:
 * - a page at first, and one more each time the end of the grid comes near the viewport or
 *   "Show more" is used;
 * - of the first page, the cards that fit in the window render before the first paint (the
 *   grid measures where it starts); the rest follow in a transition, which yields to typing
 *   and clicks. A new filter remounts the grid, so it shows its results just as fast.
 * Every card stays reachable by scrolling, by "Show more" and through search.
 */
export function useRenderLimit(total: number, grid: RefObject<HTMLElement | null>, pageSize = CARDS_PER_PAGE) {
  const [limit, setLimit] = useState(pageSize);
  const [rendered, setRendered] = useState(0);
  const sentinelRef = useRef<HTMLDivElement>(null);
  const hasMore = total > limit;
  const settled = rendered >= limit;
  const showMore = useCallback(() => setLimit((current) => current + pageSize), [pageSize]);

  // Before the first paint: the empty grid is in place, so its top and columns are known.
  useLayoutEffect(() => {
    const fit = grid.current ? cardsInWindow(grid.current) : pageSize;
    // A window taller than a page (a large screen scrolled down to the grid) gets whole pages.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a layout measured before paint, what layout effects are for
    setLimit(Math.max(1, Math.ceil(fit / pageSize)) * pageSize);
    setRendered(fit);
  }, [grid, pageSize]);

  useEffect(() => {
    if (rendered > 0 && !settled) startTransition(() => setRendered(limit));
  }, [rendered, settled, limit]);

  useEffect(() => {
    const sentinel = sentinelRef.current;
    // Only once the page has rendered: its end is then where the sentinel says it is.
    if (!hasMore || !settled || !sentinel || typeof IntersectionObserver !== 'function') return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && showMore(), {
      rootMargin: '0px 0px 800px 0px',
    });
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [hasMore, settled, limit, showMore]);

  return { limit, rendered: Math.min(rendered, limit), hasMore, showMore, sentinelRef };
}
