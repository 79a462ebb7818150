import { useCallback, useEffect, useRef, useState } from 'react';

/** Cards rendered per step: divisible by 1, 2 and 3 columns, and more than any screen shows. */
export const CARDS_PER_PAGE = 48;

/**
 * How many cards to render: one page at first, one more each time the end of the grid
 * comes near the viewport. Rendering cost then follows what the founder scrolls
 * through, not the size of the lab; every card stays reachable by scrolling, by the
 * "Show more" button and through search.
 */
export function useRenderLimit(total: number, pageSize = CARDS_PER_PAGE) {
  const [limit, setLimit] = useState(pageSize);
  const sentinelRef = useRef<HTMLDivElement>(null);
  const hasMore = total > limit;
  const showMore = useCallback(() => setLimit((current) => current + pageSize), [pageSize]);

  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!hasMore || !sentinel || typeof IntersectionObserver !== 'function') return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && showMore(), {
      rootMargin: '0px 0px 800px 0px',
    });
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [hasMore, limit, showMore]);

  return { limit, hasMore, showMore, sentinelRef };
}
