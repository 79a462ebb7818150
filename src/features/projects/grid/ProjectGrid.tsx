import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { memo, useRef, useState, type RefObject } from 'react';
import { AnimatePresence } from 'framer-motion';
import { ProjectCard, type ProjectCardProps } from '../card/ProjectCard';
import { createStagger } from './entrance';
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

/**
 * One column up to md, two at lg, three at xl. A deleted card is popped out of the flow while
 * it fades (see GridCell), and the others slide to their new places. The dashboard gives the grid a new key
 * when the filters or the order change, so new results come in with the stagger (entrance.ts)
 * instead of sliding around the old ones.
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
  const [nextTurn] = useState(createStagger);
  const visible = projects.length > rendered ? projects.slice(0, rendered) : projects;
  useGridFlip(
    gridRef,
    visible.map((project) => project.id),
    labIds,
  );
  return (
    <>
      <Box
        ref={gridRef}
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
        <AnimatePresence custom={labIds}>
          {visible.map((project) => (
            <GridCell key={project.id} id={project.id} nextTurn={nextTurn}>
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
