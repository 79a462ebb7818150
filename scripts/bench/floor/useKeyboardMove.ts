import { useCallback, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { Project, ProjectStatus } from '../../../src/features/projects/model/types';

/** A card picked up, and the column it is over. */
export type Moving = { project: Project; over: ProjectStatus };

/**
 * The board's keyboard move as plain state: Space or Enter on a card's handle picks it up, Left
 * and Right choose the neighbouring column, Space or Enter drops it there (`onMove`), Escape
 * cancels; each step is said in the live region with the app's words (src/features/projects/board/boardDnd.ts).
 * `onHandleKey` never changes, so the cards that do not move are not drawn again.
 */
export function useKeyboardMove(statuses: readonly ProjectStatus[], onMove: (id: string, to: ProjectStatus) => void) {
  const [moving, setMoving] = useState<Moving | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const latest = useRef({ moving, statuses, onMove });
  useLayoutEffect(() => {
    latest.current = { moving, statuses, onMove };
  });

  const onHandleKey = useCallback((event: KeyboardEvent, project: Project) => {
    const { moving: now, statuses: columns, onMove: move } = latest.current;
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    /** @param next the new state, kept at once for the next key of the same frame */
    const go = (next: Moving | null, words: string) => {
      latest.current = { ...latest.current, moving: next };
      setMoving(next);
      setAnnouncement(words);
    };
    if (event.key === ' ' || event.key === 'Enter') {
      if (!now) go({ project, over: project.status }, `Picked up ${project.name}. Current status: ${project.status}.`);
      else if (now.over === now.project.status)
        go(null, `Move cancelled. ${now.project.name} stays in ${now.project.status}.`);
      else {
        go(null, `${now.project.name} moved to ${now.over}.`);
        move(now.project.id, now.over);
      }
    } else if (now && step) {
      const index = Math.min(Math.max(columns.indexOf(now.over) + step, 0), columns.length - 1);
      go({ ...now, over: columns[index] }, `${now.project.name} over ${columns[index]}.`);
    } else if (now && event.key === 'Escape')
      go(null, `Move cancelled. ${now.project.name} stays in ${now.project.status}.`);
    else return;
    event.preventDefault();
  }, []);

  return { moving, announcement, onHandleKey };
}
