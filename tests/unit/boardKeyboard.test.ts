// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { KeyboardCode, type SensorContext } from '@dnd-kit/core';
import { columnKeyboardCoordinates } from '../../src/features/projects/board/boardDnd';

const STATUSES = ['Idea', 'In Dev', 'Live'];
const COLUMN_WIDTH = 300;
const rectAt = (left: number, width = COLUMN_WIDTH) =>
  ({ left, top: 100, width, height: 600, right: left + width, bottom: 700 }) as DOMRect;

/** A board of three columns side by side, as dnd-kit's context holds it; `measured` or not yet. */
function boardContext(measured: boolean) {
  const columns = STATUSES.map((id, index) => {
    const node = document.createElement('section');
    node.getBoundingClientRect = () => rectAt(index * (COLUMN_WIDTH + 20));
    return { id, node: { current: node } };
  });
  const card = document.createElement('div');
  card.getBoundingClientRect = () => rectAt(10, 280);
  return {
    active: { id: 'p1', data: { current: { name: 'CodeMentor AI', status: 'Idea' } } },
    activeNode: card,
    over: null,
    collisionRect: measured ? rectAt(10, 280) : null,
    droppableRects: new Map(measured ? columns.map(({ id, node }) => [id, node.current.getBoundingClientRect()]) : []),
    droppableContainers: { getEnabled: () => columns },
  } as unknown as SensorContext;
}

const press = (code: string, context: SensorContext) =>
  columnKeyboardCoordinates({ code, preventDefault: () => undefined } as KeyboardEvent, {
    active: 'p1',
    context,
    currentCoordinates: { x: 10, y: 150 },
  });

describe("the board's arrow keys", () => {
  it('take a picked-up card to the next column, centred in it', () => {
    expect(press(KeyboardCode.Right, boardContext(true))).toEqual({ x: 320 + 10, y: 150 });
  });

  it('work before the board has measured its columns (a key pressed right after Space)', () => {
    expect(press(KeyboardCode.Right, boardContext(false))).toEqual({ x: 320 + 10, y: 150 });
  });

  it('stay at the first column going left, and ignore other keys', () => {
    expect(press(KeyboardCode.Left, boardContext(false))).toEqual({ x: 10, y: 150 });
    expect(press(KeyboardCode.Down, boardContext(false))).toBeUndefined();
  });
});
