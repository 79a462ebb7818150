import { memo, useContext, type KeyboardEvent } from 'react';
import { boardPart } from '../../../src/features/projects/board/boardParts';
import { CARD_GLYPHS } from '../../../src/features/projects/card/cardGlyphs';
import { ColumnHead } from '../../../src/features/projects/board/ColumnHead';
import { COLUMN_PAGE, columnLabel, type BoardColumn } from '../../../src/features/projects/board/toColumns';
import type { Project } from '../../../src/features/projects/model/types';
import { Glyph } from '../../../src/shared/ui/Glyph';
import { FloorCard } from './FloorCard';
import { FloorContext } from './FloorContext';

type HandleKey = (event: KeyboardEvent, project: Project) => void;

/** The app's board card (src/features/projects/board/BoardCard.tsx): the card, its "Move {name}" handle first. */
const FloorBoardCard = memo(function FloorBoardCard({
  project,
  dragging,
  onHandleKey,
}: {
  project: Project;
  dragging: boolean;
  onHandleKey: HandleKey;
}) {
  const handle = (
    <button
      type="button"
      className={boardPart.handle}
      data-drag-handle=""
      aria-roledescription="draggable"
      aria-pressed={dragging || undefined}
      aria-label={`Move ${project.name}`}
      onKeyDown={(event) => onHandleKey(event, project)}
    >
      <Glyph d={CARD_GLYPHS.drag} size={24} />
    </button>
  );
  return (
    <div className={boardPart.card} data-dragging={dragging ? '' : undefined} data-project-id={project.id}>
      <FloorCard project={project} handle={handle} />
    </div>
  );
});

/**
 * The app's column (src/features/projects/board/BoardColumn.tsx): a region named by its status
 * and count, its heading and revenue, and its first cards, all at once; "Show more" when there
 * are more (a plain button: the bench never presses it).
 */
export const FloorColumn = memo(function FloorColumn({
  column,
  over,
  draggingId,
  onHandleKey,
}: {
  column: BoardColumn;
  over: boolean;
  draggingId: string | null;
  onHandleKey: HandleKey;
}) {
  const { status, projects } = column;
  const { board } = useContext(FloorContext);
  return (
    <section
      className={boardPart.column}
      aria-label={columnLabel(status, projects.length)}
      data-over={over ? '' : undefined}
    >
      <ColumnHead column={column} />
      <div className={boardPart.list}>
        {projects.length === 0 && <p className={boardPart.empty}>No projects</p>}
        {projects.slice(0, COLUMN_PAGE).map((project) => (
          <FloorBoardCard
            key={project.id}
            project={project}
            dragging={project.id === draggingId}
            onHandleKey={onHandleKey}
          />
        ))}
      </div>
      {projects.length > COLUMN_PAGE && (
        <div>
          <button type="button" className={board?.more} style={{ minHeight: 44, width: '100%' }}>
            Show more ({COLUMN_PAGE.toLocaleString()} of {projects.length.toLocaleString()} shown)
          </button>
        </div>
      )}
    </section>
  );
});
