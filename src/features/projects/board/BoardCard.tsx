import { memo, useMemo, type KeyboardEventHandler } from 'react';
import { useDraggable } from '@dnd-kit/core';
import { Glyph } from '../../../shared/ui/Glyph';
import { CARD_GLYPHS } from '../card/cardGlyphs';
import { ProjectCard, type ProjectCardProps } from '../card/ProjectCard';
import { HANDLE_ATTRIBUTE, type DraggedCard } from './boardDnd';
import { boardPart } from './boardParts';

/**
 * A project card that can be dragged to another column: from anywhere on it that is not one of
 * its controls (mouse, pen, or a finger after a short press), or with the keyboard from its
 * handle, the "Move {name}" button. While it moves, a preview follows the pointer (DragOverlay)
 * and the card waits, dimmed, in its place.
 */
export const BoardCard = memo(function BoardCard(props: ProjectCardProps) {
  const { project } = props;
  const data: DraggedCard = { name: project.name, status: project.status };
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useDraggable({
    id: project.id,
    data,
  });
  // The keyboard picks the card up from its handle only; a pointer or a finger, from anywhere on it.
  const { onKeyDown, ...pointerListeners } = listeners ?? {};
  // Every step of a drag re-renders every card (dnd-kit's context changes); the same handle lets
  // the memoized ProjectCard skip all but the card that moves.
  const handle = useMemo(
    () => (
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...{ [HANDLE_ATTRIBUTE]: '' }}
        className={boardPart.handle}
        aria-label={`Move ${project.name}`}
        onKeyDown={onKeyDown as KeyboardEventHandler<HTMLButtonElement> | undefined}
      >
        <Glyph d={CARD_GLYPHS.drag} size={24} />
      </button>
    ),
    [attributes, onKeyDown, setActivatorNodeRef, project.name],
  );
  return (
    <div
      ref={setNodeRef}
      className={boardPart.card}
      data-dragging={isDragging ? '' : undefined}
      data-project-id={project.id}
      {...pointerListeners}
    >
      <ProjectCard {...props} handle={handle} />
    </div>
  );
});
