import { memo, useRef } from 'react';
import Button from '@mui/material/Button';
import { useDroppable } from '@dnd-kit/core';
import { ProjectCard, type ProjectCardProps } from '../card/ProjectCard';
import { useRenderLimit, type GridPlace } from '../grid/useRenderLimit';
import { COLUMN_PAGE, columnLabel, type BoardColumn as Column } from './toColumns';
import { BoardCard } from './BoardCard';
import { ColumnHead } from './ColumnHead';
import { boardPart } from './boardParts';

type BoardColumnProps = Omit<ProjectCardProps, 'project' | 'handle'> & { column: Column };

/** Memoized: every step of a drag re-renders every column, and MUI's Button resolves its styles. */
const ShowMore = memo(function ShowMore({
  shown,
  total,
  onClick,
}: {
  shown: number;
  total: number;
  onClick: () => void;
}) {
  return (
    <Button variant="outlined" fullWidth onClick={onClick} sx={{ minHeight: 44 }}>
      Show more ({shown.toLocaleString()} of {total.toLocaleString()} shown)
    </Button>
  );
});

/**
 * One status: a region named by the status and its count ("Live, 3 projects"), its heading, its
 * revenue, and its cards in the view's order. The whole column takes a drop, empty or not. A
 * large column renders what is near the window and more as the founder scrolls (the grid's
 * useRenderLimit).
 */
export const BoardColumn = memo(function BoardColumn({ column, ...handlers }: BoardColumnProps) {
  const { status, projects } = column;
  const { setNodeRef, isOver } = useDroppable({ id: status });
  const listRef = useRef<HTMLDivElement>(null);
  const place = useRef<GridPlace | null>(null);
  const { limit, rendered, hasMore, showMore, sentinelRef } = useRenderLimit(
    projects.length,
    listRef,
    place,
    COLUMN_PAGE,
  );
  const visible = projects.length > rendered ? projects.slice(0, rendered) : projects;
  return (
    <section
      ref={setNodeRef}
      className={boardPart.column}
      aria-label={columnLabel(status, projects.length)}
      data-over={isOver ? '' : undefined}
    >
      <ColumnHead column={column} />
      <div ref={listRef} className={boardPart.list}>
        {projects.length === 0 && <p className={boardPart.empty}>No projects</p>}
        {visible.map((project) =>
          handlers.onMove ? (
            <BoardCard key={project.id} project={project} {...handlers} />
          ) : (
            // A viewer's board: nothing to drag.
            <ProjectCard key={project.id} project={project} {...handlers} />
          ),
        )}
      </div>
      {hasMore && (
        <div ref={sentinelRef}>
          <ShowMore shown={limit} total={projects.length} onClick={showMore} />
        </div>
      )}
    </section>
  );
});
