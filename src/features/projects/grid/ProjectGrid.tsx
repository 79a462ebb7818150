import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { memo, useRef, type RefObject } from 'react';
import { AnimatePresence, m, useReducedMotion, type Variants } from 'framer-motion';
import { ProjectCard, type ProjectCardProps } from '../card/ProjectCard';
import { GridCell } from './GridCell';
import type { Project } from '../model/types';
import { useGridFlip } from './useGridFlip';
import { useRenderLimit, type GridPlace } from './useRenderLimit';

type ProjectGridProps = Omit<ProjectCardProps, 'project'> & {
  projects: readonly Project[];
  /** Cards rendered per step; see useRenderLimit. */
  pageSize?: number;
  /** Where the last grid sat, kept by the page across the remounts a new filter causes. */
  place?: RefObject<GridPlace | null>;
  /** Every project id in the lab: tells a deleted card (it fades out) from one filtered out. */
  labIds: ReadonlySet<string>;
};

/** Cards come in 0.1 s apart (docs/features.md, The dashboard). */
export const CARD_STAGGER_S = 0.1;

const gridVariants: Variants = {
  hidden: {},
  shown: { transition: { staggerChildren: CARD_STAGGER_S } },
};

const entrance = { duration: 0.35, ease: 'easeOut' } as const;

/**
 * Cards rise into place at full opacity, so a new view is readable in the very frame it first
 * paints, and the stagger costs the founder no wait. A whole transform (not framer's `y`) runs
 * on the compositor through the Web Animations API, not frame by frame on the main thread.
 */
const riseVariants: Variants = {
  hidden: { transform: 'translateY(16px)' },
  shown: { transform: 'translateY(0px)', transition: entrance },
};

/**
 * For people who ask for reduced motion: nothing moves and nothing fades. Each card appears whole
 * at its turn of the stagger (a 0 s step): a fading card is half-transparent text, too faint to
 * read (and to pass a contrast check) for as long as the fade lasts.
 */
const appearVariants: Variants = {
  hidden: { opacity: 0 },
  shown: { opacity: 1, transition: { duration: 0 } },
};

/**
 * One column up to md, two at lg, three at xl. A deleted card is popped out of the flow while
 * it fades (see GridCell), and the others slide to their new places. The dashboard gives the grid a new key
 * when the filters or the order change, so new results come in with the stagger instead of
 * sliding around the old ones.
 * Memoized, like the cards: the handlers are stable, so only a change of projects re-renders.
 */
export const ProjectGrid = memo(function ProjectGrid({
  projects,
  pageSize,
  place,
  labIds,
  ...handlers
}: ProjectGridProps) {
  const gridRef = useRef<HTMLDivElement>(null);
  const ownPlace = useRef<GridPlace | null>(null);
  const { limit, rendered, hasMore, showMore, sentinelRef } = useRenderLimit(
    projects.length,
    gridRef,
    place ?? ownPlace,
    pageSize,
  );
  const cardVariants = useReducedMotion() ? appearVariants : riseVariants;
  const visible = projects.length > rendered ? projects.slice(0, rendered) : projects;
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
        <AnimatePresence mode="popLayout" custom={labIds}>
          {visible.map((project) => (
            <GridCell key={project.id} id={project.id} variants={cardVariants}>
              <ProjectCard project={project} {...handlers} />
            </GridCell>
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
});
