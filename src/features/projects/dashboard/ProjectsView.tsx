import { memo, Suspense, type RefObject } from 'react';
import Typography from '@mui/material/Typography';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { LoadBoundary } from '../../../shared/ui/LoadBoundary';
import { ProjectBoard } from '../board/preloadBoard';
import type { ProjectCardProps } from '../card/ProjectCard';
import { ProjectGrid } from '../grid/ProjectGrid';
import type { GridPlace } from '../grid/useRenderLimit';
import { GrowthView } from '../growth/preloadGrowth';
import {
  selectFilteredProjects,
  selectLabIds,
  selectLayout,
  selectOwnerFilter,
  selectProjects,
  selectSort,
  selectStatusFilter,
} from '../projectsSelectors';
import { filtersCleared } from '../projectsSlice';
import { EmptyState } from './EmptyState';

type ProjectsViewProps = Omit<ProjectCardProps, 'project' | 'handle'> & {
  onAdd?: () => void;
  /** Where the grid sat, kept across the grids that filters mount (useRenderLimit). */
  gridPlace: RefObject<GridPlace | null>;
};

/**
 * The projects the view shows, as cards, the board or the Growth view, or the empty state. The
 * only part of the dashboard that renders on a filter change or an edit: the page around it,
 * with its styled boxes, stays as it is.
 */
export const ProjectsView = memo(function ProjectsView({ onAdd, gridPlace, ...cardHandlers }: ProjectsViewProps) {
  const dispatch = useAppDispatch();
  const hasProjects = useAppSelector(selectProjects).length > 0;
  const shown = useAppSelector(selectFilteredProjects);
  const labIds = useAppSelector(selectLabIds);
  // The settings one at a time: a keystroke that keeps the same results renders nothing here.
  const status = useAppSelector(selectStatusFilter);
  const owner = useAppSelector(selectOwnerFilter);
  const sort = useAppSelector(selectSort);
  const layout = useAppSelector(selectLayout);

  if (shown.length === 0)
    return <EmptyState filtered={hasProjects} onAdd={onAdd} onClearFilters={() => dispatch(filtersCleared())} />;
  if (layout === 'growth')
    return (
      <LoadBoundary what="The Growth view">
        <Suspense fallback={<Typography sx={{ color: 'text.secondary' }}>Loading the Growth view…</Typography>}>
          <GrowthView />
        </Suspense>
      </LoadBoundary>
    );
  if (layout === 'board')
    return (
      <LoadBoundary what="The board">
        <Suspense fallback={<Typography sx={{ color: 'text.secondary' }}>Loading the board…</Typography>}>
          <ProjectBoard {...cardHandlers} />
        </Suspense>
      </LoadBoundary>
    );
  return (
    <ProjectGrid
      // A new filter or order brings a new set of cards: they come in afresh (see ProjectGrid).
      key={`${status}\u0000${owner}\u0000${sort}`}
      projects={shown}
      place={gridPlace}
      labIds={labIds}
      {...cardHandlers}
    />
  );
});
