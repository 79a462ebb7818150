import { useCallback, type RefObject } from 'react';
import { useAppDispatch, useAppStore } from '../../../app/hooks';
import { toasts } from '../../../shared/toast/catalogue';
import { useToast } from '../../../shared/toast/useToast';
import { editButtonId } from './ProjectCard';
import { selectFilteredProjects, selectProjects } from '../projectsSelectors';
import { projectDeleted, projectRestored } from '../projectsSlice';
import type { Project } from '../model/types';

const focusEditButton = (projectId: string) =>
  // After the restored card has rendered.
  requestAnimationFrame(() => document.getElementById(editButtonId(projectId))?.focus());

/**
 * Confirms, deletes and says so (SPEC §5, §8), with an Undo in the toast that puts the very
 * project back where it was. Focus would otherwise fall to the page with the card, so it
 * moves to the next card shown, the previous one, or the Add button.
 * The handler is stable (it reads the lab when called), so the memoized cards keep it.
 */
export function useDeleteProject(fallbackFocus: RefObject<HTMLElement | null>) {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const toast = useToast();
  return useCallback(
    (project: Project) => {
      if (!window.confirm(`Are you sure you want to delete "${project.name}"?`)) return;
      const shown = selectFilteredProjects(store.getState());
      const shownIndex = shown.findIndex((item) => item.id === project.id);
      const neighbour = shown[shownIndex + 1] ?? shown[shownIndex - 1];
      // Captured before the delete: the stored project and its place in the lab.
      const items = selectProjects(store.getState());
      const index = items.findIndex((item) => item.id === project.id);
      const deleted = items[index] ?? project;
      dispatch(projectDeleted(project.id));
      toast(toasts.projectDeleted, {
        label: 'Undo',
        onClick: () => {
          dispatch(projectRestored({ project: deleted, index: index < 0 ? items.length : index }));
          focusEditButton(deleted.id);
        },
      });
      const target = neighbour ? document.getElementById(editButtonId(neighbour.id)) : fallbackFocus.current;
      target?.focus();
    },
    [dispatch, store, toast, fallbackFocus],
  );
}
