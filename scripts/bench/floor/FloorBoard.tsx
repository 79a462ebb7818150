import { useMemo, type CSSProperties } from 'react';
import { toColumns } from '../../../src/features/projects/board/toColumns';
import type { Project, ProjectStatus } from '../../../src/features/projects/model/types';
import { FloorColumn } from './FloorColumn';
import { useKeyboardMove } from './useKeyboardMove';

/** Said to screen readers, seen by no one: the live region as dnd-kit draws it. */
const LIVE_REGION: CSSProperties = {
  position: 'fixed',
  width: 1,
  height: 1,
  margin: -1,
  border: 0,
  padding: 0,
  overflow: 'hidden',
  clipPath: 'inset(100%)',
  whiteSpace: 'nowrap',
};

type FloorBoardProps = {
  shown: readonly Project[];
  status: ProjectStatus | 'all';
  rootClass: string;
  style: CSSProperties;
  onMove: (id: string, to: ProjectStatus) => void;
};

/**
 * The app's pipeline board (src/features/projects/board/ProjectBoard.tsx) with React alone: the
 * view's projects in one column per status, moved with the keyboard (useKeyboardMove.ts), each
 * step said in a live region whose id starts as dnd-kit's does (the bench waits on its words).
 */
export function FloorBoard({ shown, status, rootClass, style, onMove }: FloorBoardProps) {
  const columns = useMemo(() => toColumns(shown, status), [shown, status]);
  const statuses = useMemo(() => columns.map((column) => column.status), [columns]);
  const { moving, announcement, onHandleKey } = useKeyboardMove(statuses, onMove);
  return (
    <>
      <div className={rootClass} role="group" aria-label="Board" style={style}>
        {columns.map((column) => (
          <FloorColumn
            key={column.status}
            column={column}
            over={moving?.over === column.status}
            draggingId={moving?.project.status === column.status ? moving.project.id : null}
            onHandleKey={onHandleKey}
          />
        ))}
      </div>
      <div id="DndLiveRegion-floor" role="status" aria-live="assertive" aria-atomic="true" style={LIVE_REGION}>
        {announcement}
      </div>
    </>
  );
}
