import { createAction } from '@reduxjs/toolkit';
import type { AppThunk } from '../../../app/hooks';
import type { ProjectStatus } from '../model/types';
import { selectProjects } from '../projectsSelectors';
import { projectUpdated } from '../projectsSlice';

/**
 * A project went to another status (the board, or "Move to" in a card's menu). The change itself
 * is the ordinary `projectUpdated`, so storage, authorship, team sync and history treat it as any
 * edit of the status; this event records the move and its toast answers it.
 */
export const projectMoved = createAction<{ id: string; name: string; from: ProjectStatus; to: ProjectStatus }>(
  'projects/projectMoved',
);

/** Moves a project to `to`. Returns whether anything changed: a move onto its own status does not. */
export const moveProject =
  (id: string, to: ProjectStatus): AppThunk<boolean> =>
  (dispatch, getState) => {
    const project = selectProjects(getState()).find((item) => item.id === id);
    if (!project || project.status === to) return false;
    dispatch(projectUpdated(id, { status: to }, project));
    dispatch(projectMoved({ id, name: project.name, from: project.status, to }));
    return true;
  };
