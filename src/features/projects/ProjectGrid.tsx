import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useEffect, useRef, useState } from 'react';
import { AnimatePresence, m, type Variants } from 'framer-motion';
import { ProjectCard, type ProjectCardProps } from './ProjectCard';
import type { Project } from './types';
import { useGridFlip } from './useGridFlip';

type ProjectGridProps = Omit<ProjectCardProps, 'project'> & { projects: readonly Project[] };

/** SPEC §9: cards come in 0.1 s apart. */
export const CARD_STAGGER_S = 0.1;

const gridVariants: Variants = {
  hidden: {},
  shown: { transition: { staggerChildren: CARD_STAGGER_S } },
};

const cardVariants: Variants = {
  hidden: { opacity: 0, y: 16 },
  shown: { opacity: 1, y: 0, transition: { duration: 0.35, ease: 'easeOut' } },
};

const exit = { opacity: 0, scale: 0.96, transition: { duration: 0.2 } };

/** Cards rendered per step: divisible by 1, 2 and 3 columns, and more than any screen shows. */
export const CARDS_PER_PAGE = 48;

/**
 * How many cards to render: one page at first, one more each time the end of the grid
 * comes near the viewport. Rendering cost then follows what the founder scrolls
 * through, not the size of the lab; every card stays reachable by scrolling, by the
 * "Show more" button and through search.
 */
function useRenderLimit(total: number) {
  const [limit, setLimit] = useState(CARDS_PER_PAGE);
  const sentinelRef = useRef<HTMLDivElement>(null);
  const hasMore = total > limit;
  const showMore = () => setLimit((current) => current + CARDS_PER_PAGE);

  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!hasMore || !sentinel || typeof IntersectionObserver !== 'function') return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && showMore(), {
      rootMargin: '0px 0px 800px 0px',
    });
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [hasMore, limit]);

  return { limit, hasMore, showMore, sentinelRef };
}

/**
 * One column up to md, two at lg, three at xl. A deleted card is popped out of the flow while
 * it fades, and the others slide to their new places.
 */
export function ProjectGrid({ projects, ...handlers }: ProjectGridProps) {
  const gridRef = useRef<HTMLDivElement>(null);
  const { limit, hasMore, showMore, sentinelRef } = useRenderLimit(projects.length);
  const visible = projects.length > limit ? projects.slice(0, limit) : projects;
  useGridFlip(
    gridRef,
    visible.map((project) => project.id),
  );
  return (
    <>
      <Box
        ref={gridRef}
        component={m.div}
        variants={gridVariants}
        initial="hidden"
        animate="shown"
        sx={{
          position: 'relative',
          display: 'grid',
          gap: { xs: 2, sm: 3 },
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            lg: 'repeat(2, minmax(0, 1fr))',
            xl: 'repeat(3, minmax(0, 1fr))',
          },
        }}
      >
        <AnimatePresence mode="popLayout">
          {visible.map((project) => (
            <m.div key={project.id} data-key={project.id} variants={cardVariants} exit={exit} style={{ minWidth: 0 }}>
              <ProjectCard project={project} {...handlers} />
            </m.div>
          ))}
        </AnimatePresence>
      </Box>
      {hasMore && (
        <Box ref={sentinelRef} sx={{ display: 'flex', justifyContent: 'center' }}>
          <Button variant="outlined" onClick={showMore} sx={{ minHeight: 44 }}>
            Show more projects ({limit.toLocaleString()} of {projects.length.toLocaleString()} shown)
          </Button>
        </Box>
      )}
    </>
  );
}
