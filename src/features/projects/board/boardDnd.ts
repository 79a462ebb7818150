import type { PointerEvent as ReactPointerEvent, TouchEvent as ReactTouchEvent } from 'react';
import {
  KeyboardCode,
  PointerSensor,
  TouchSensor,
  pointerWithin,
  rectIntersection,
  type Announcements,
  type ClientRect,
  type CollisionDetection,
  type KeyboardCoordinateGetter,
  type PointerSensorOptions,
  type ScreenReaderInstructions,
  type SensorContext,
  type UniqueIdentifier,
  type TouchSensorOptions,
} from '@dnd-kit/core';
import { isProjectStatus, type ProjectStatus } from '../model/types';

/** What a dragged card carries: enough to name it in the announcements. */
export type DraggedCard = { name: string; status: ProjectStatus };

/** Marks the handle: a press there starts a drag, a press on the card's other controls does not. */
export const HANDLE_ATTRIBUTE = 'data-drag-handle';

/** A press on a link, a button or a menu is that control's; anywhere else on the card (or on the handle) drags. */
function startsDrag(target: EventTarget | null) {
  if (!(target instanceof Element)) return false;
  if (target.closest(`[${HANDLE_ATTRIBUTE}]`)) return true;
  return !target.closest('button, a, input, textarea, select, [role="menu"], [role="presentation"]');
}

/** The mouse and the pen (a touch goes to BoardTouchSensor, which waits for a press). */
export class BoardPointerSensor extends PointerSensor {
  static activators = [
    {
      eventName: 'onPointerDown' as const,
      handler: ({ nativeEvent: event }: ReactPointerEvent, options: PointerSensorOptions) => {
        if (!event.isPrimary || event.button !== 0 || event.pointerType === 'touch') return false;
        if (!startsDrag(event.target)) return false;
        options.onActivation?.({ event });
        return true;
      },
    },
  ];
}

/** A finger: after a short press, so a swipe still scrolls the board and the page. */
export class BoardTouchSensor extends TouchSensor {
  static activators = [
    {
      eventName: 'onTouchStart' as const,
      handler: ({ nativeEvent: event }: ReactTouchEvent, options: TouchSensorOptions) => {
        if (event.touches.length > 1 || !startsDrag(event.target)) return false;
        options.onActivation?.({ event });
        return true;
      },
    },
  ];
}

export const POINTER_CONSTRAINT = { distance: 6 } as const;
export const TOUCH_CONSTRAINT = { delay: 250, tolerance: 8 } as const;

/** The pointer's column when there is a pointer; for the keyboard, the column the card overlaps most. */
export const detectColumn: CollisionDetection = (args) =>
  args.pointerCoordinates ? pointerWithin(args) : rectIntersection(args);

/**
 * The columns' places: dnd-kit's, once it has measured them a frame or two after the pick-up;
 * until then (an arrow key pressed right after Space) read from the columns themselves, so the
 * key is not lost.
 */
function columnRects({ droppableRects, droppableContainers }: SensorContext): [UniqueIdentifier, ClientRect][] {
  if (droppableRects.size > 0) return [...droppableRects.entries()];
  return droppableContainers
    .getEnabled()
    .flatMap(({ id, node }) => (node.current ? [[id, node.current.getBoundingClientRect()] as const] : []));
}

/**
 * Left and Right take a card picked up with the keyboard to the previous or next column: its
 * top-left goes to that column's, at the height it is at, so it overlaps that column most.
 */
export const columnKeyboardCoordinates: KeyboardCoordinateGetter = (event, { context, currentCoordinates }) => {
  const code = event.code as KeyboardCode;
  const step = code === KeyboardCode.Right ? 1 : code === KeyboardCode.Left ? -1 : 0;
  if (step === 0) return undefined;
  event.preventDefault();
  const { active, over } = context;
  const collisionRect = context.collisionRect ?? context.activeNode?.getBoundingClientRect();
  const columns = columnRects(context).sort(([, a], [, b]) => a.left - b.left);
  const from = over?.id ?? (active?.data.current as DraggedCard | undefined)?.status;
  const index = columns.findIndex(([id]) => id === from);
  const target = columns[Math.min(Math.max(index + step, 0), columns.length - 1)];
  if (!target || !collisionRect) return undefined;
  const [, rect] = target;
  return { x: rect.left + Math.max(0, (rect.width - collisionRect.width) / 2), y: currentCoordinates.y };
};

const cardOf = (data: unknown) => data as DraggedCard | undefined;
const statusOf = (id: unknown) => (isProjectStatus(id) ? id : undefined);

/**
 * The live region's words for each step of a move, as the issue gives them. A card picked up is
 * over its own column at once: that is not announced (it would replace "Picked up"), until the
 * card has been over another column and comes back.
 */
export function createAnnouncements(): Announcements {
  let hasLeft = false;
  return {
    onDragStart: ({ active }) => {
      hasLeft = false;
      const card = cardOf(active.data.current);
      return card && `Picked up ${card.name}. Current status: ${card.status}.`;
    },
    onDragOver: ({ active, over }) => {
      const card = cardOf(active.data.current);
      const status = statusOf(over?.id);
      if (!card || !status) return undefined;
      if (status === card.status && !hasLeft) return undefined;
      hasLeft = true;
      return `${card.name} over ${status}.`;
    },
    onDragEnd: ({ active, over }) => {
      const card = cardOf(active.data.current);
      const status = statusOf(over?.id);
      if (!card) return undefined;
      // Dropped outside every column, or on its own: the card stays where it was.
      if (!status || status === card.status) return `Move cancelled. ${card.name} stays in ${card.status}.`;
      return `${card.name} moved to ${status}.`;
    },
    onDragCancel: ({ active }) => {
      const card = cardOf(active.data.current);
      return card && `Move cancelled. ${card.name} stays in ${card.status}.`;
    },
  };
}

export const screenReaderInstructions: ScreenReaderInstructions = {
  draggable:
    'To move this project, press Space or Enter to pick it up. Left and Right arrows choose a column; Space or Enter drops it there; Escape cancels.',
};
