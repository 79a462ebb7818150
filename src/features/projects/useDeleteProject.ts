import { useCallback, type RefObject } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { toasts } from '../../shared/toast/catalogue';
import { useToast } from '../../shared/toast/useToast';
import { editButtonId } from './ProjectCard';
import { projectDeleted } from './projectsSlice';
import type { Project } from './types';

/**
 * Confirms, deletes and says so (SPEC §5, §8). Focus would otherwise fall to the page
 * with the card, so it moves to the next card shown, the previous one, or the Add button.
 */
export function useDeleteProject(shown: readonly Project[], fallbackFocus: RefObject<HTMLElement | null>) {
  const dispatch = useAppDispatch();
  const toast = useToast();
  return useCallback(
    (project: Project) => {
      if (!window.confirm(`Are you sure you want to delete "${project.name}"?`)) return;
      const index = shown.findIndex((item) => item.id === project.id);
      const neighbour = shown[index + 1] ?? shown[index - 1];
      dispatch(projectDeleted(project.id));
      toast(toasts.projectDeleted);
      const target = neighbour ? document.getElementById(editButtonId(neighbour.id)) : fallbackFocus.current;
      target?.focus();
    },
    [dispatch, toast, shown, fallbackFocus],
  );
}
