import { useCallback, type RefObject } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import type { Project } from '../model/types';
import { deleteProject } from '../projectsThunks';
import { editButtonId } from './cardIds';

/**
 * Confirms and deletes; the toast with its Undo is the listeners' (projectsListeners).
 * Focus would otherwise fall to the page with the card, so it moves to the next card shown, the
 * previous one, or the fallback (the Add button). The handler is stable, so memoized cards keep it.
 */
export function useDeleteProject(fallbackFocus: RefObject<HTMLElement | null>) {
  const dispatch = useAppDispatch();
  return useCallback(
    (project: Project) => {
      if (!window.confirm(`Are you sure you want to delete "${project.name}"?`)) return;
      const neighbourId = dispatch(deleteProject(project.id));
      const target = neighbourId ? document.getElementById(editButtonId(neighbourId)) : fallbackFocus.current;
      target?.focus();
    },
    [dispatch, fallbackFocus],
  );
}
