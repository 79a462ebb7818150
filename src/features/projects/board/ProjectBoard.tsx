import { memo, useState } from 'react';
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import type { ProjectCardProps } from '../card/ProjectCard';
import { StatusBadge } from '../card/StatusBadge';
import { isProjectStatus } from '../model/types';
import { moveProject } from '../move/moveProject';
import { selectBoardColumns } from './boardColumns';
import {
  createAnnouncements,
  BoardPointerSensor,
  BoardTouchSensor,
  columnKeyboardCoordinates,
  detectColumn,
  POINTER_CONSTRAINT,
  screenReaderInstructions,
  TOUCH_CONSTRAINT,
  type DraggedCard,
} from './boardDnd';
import { BoardColumn } from './BoardColumn';
import { BoardPreview, BoardRoot } from './boardStyles';

const AUTO_SCROLL = { threshold: { x: 0.08, y: 0.2 } } as const;
// The sensors' options are constants: dnd-kit rebuilds every card's listeners when they change.
const POINTER_OPTIONS = { activationConstraint: POINTER_CONSTRAINT };
const TOUCH_OPTIONS = { activationConstraint: TOUCH_CONSTRAINT };
const KEYBOARD_OPTIONS = { coordinateGetter: columnKeyboardCoordinates };

type ProjectBoardProps = Omit<ProjectCardProps, 'project' | 'handle'>;

/**
 * The pipeline board: one column per status (the view's filters, search and order apply), and
 * cards moved between them by mouse, touch or keyboard (dnd-kit), each step announced. A drop on
 * another column is `moveProject`; a drop outside every column, or on the card's own, changes
 * nothing. Loaded on demand (preloadBoard.ts): the Cards view never fetches it.
 */
export default memo(function ProjectBoard(handlers: ProjectBoardProps) {
  const dispatch = useAppDispatch();
  const [dragged, setDragged] = useState<DraggedCard | null>(null);
  const [announcements] = useState(createAnnouncements);
  const sensors = useSensors(
    useSensor(BoardPointerSensor, POINTER_OPTIONS),
    useSensor(BoardTouchSensor, TOUCH_OPTIONS),
    useSensor(KeyboardSensor, KEYBOARD_OPTIONS),
  );

  const start = ({ active }: DragStartEvent) => setDragged((active.data.current as DraggedCard) ?? null);
  const end = ({ active, over }: DragEndEvent) => {
    setDragged(null);
    if (over && isProjectStatus(over.id)) dispatch(moveProject(String(active.id), over.id));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={detectColumn}
      accessibility={{ announcements, screenReaderInstructions }}
      onDragStart={start}
      onDragEnd={end}
      onDragCancel={() => setDragged(null)}
      // Scrolls only near the very edge: on a phone the next column peeks in 52 px wide, and a
      // card held over it must land there, not scroll the board past it.
      autoScroll={AUTO_SCROLL}
    >
      <BoardLanes {...handlers} />
      {/* No drop animation: the card is already in its new column when the preview would land. */}
      <DragOverlay dropAnimation={null}>
        {dragged && (
          <BoardPreview aria-hidden>
            <div>{dragged.name}</div>
            <StatusBadge status={dragged.status} />
          </BoardPreview>
        )}
      </DragOverlay>
    </DndContext>
  );
});

/**
 * The columns under the board's styled root. Memoized with stable handlers, the root renders
 * once: a drag's every step renders ProjectBoard again, and emotion would serialize the board's
 * whole stylesheet each time.
 */
const BoardLanes = memo(function BoardLanes(handlers: ProjectBoardProps) {
  return (
    <BoardRoot role="group" aria-label="Board">
      <BoardColumns {...handlers} />
    </BoardRoot>
  );
});

/** One column per status, from the store. */
function BoardColumns(handlers: ProjectBoardProps) {
  const columns = useAppSelector(selectBoardColumns);
  return columns.map((column) => <BoardColumn key={column.status} column={column} {...handlers} />);
}
