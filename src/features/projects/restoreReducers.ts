import type { PayloadAction } from '@reduxjs/toolkit';
import type { VersionFields } from './model/changes';
import type { Project } from './model/types';
import { readItems } from './draftItems';
import { changeTime, pinCurrentFigure, type ChangeTime } from './figuresReducers';
import type { Authored, ProjectsState } from './projectsSlice';

/** The projects slice's reducers that bring a project back: the undo of a delete, and restores from its history. */
export const restoreReducers = {
  /** Undo of a delete: the very project, back where it was. */
  projectRestored(state: ProjectsState, action: PayloadAction<{ project: Project; index: number }>) {
    const { project, index } = action.payload;
    if (readItems(state).some((item) => item.id === project.id)) return;
    state.items.splice(Math.min(Math.max(index, 0), state.items.length), 0, project);
  },
  /**
   * A version from the project's history, put back as a new change: its fields, `lastUpdated` now,
   * by the founder who restored it (authorship.ts). `versionAt`: when that version was stored;
   * `repaired`: the fields that no longer passed the form's rules and were repaired (their labels).
   */
  projectVersionRestored: {
    reducer(
      state: ProjectsState,
      action: PayloadAction<
        { id: string; fields: VersionFields; versionAt: string; repaired: string[] } & ChangeTime & Authored
      >,
    ) {
      const { id, fields, lastUpdated, month, lastUpdatedBy } = action.payload;
      const index = readItems(state).findIndex((item) => item.id === id);
      if (index < 0) return;
      const project = state.items[index];
      Object.assign(project, fields, { owners: [...fields.owners], lastUpdated });
      pinCurrentFigure(project, month);
      if (lastUpdatedBy) project.lastUpdatedBy = lastUpdatedBy;
      else delete project.lastUpdatedBy;
    },
    prepare(id: string, fields: VersionFields, versionAt: string, repaired: string[] = []) {
      return { payload: { id, fields, ...changeTime(), versionAt, repaired } };
    },
  },
  /**
   * A deleted project back in the lab (from its history, after the undo's 5 s): its id, its fields
   * as they were when it was deleted, `lastUpdated` now, by the founder who brought it back.
   */
  deletedProjectRestored: {
    reducer(
      state: ProjectsState,
      action: PayloadAction<{ project: Project; repaired: string[] } & ChangeTime & Authored>,
    ) {
      const { project, lastUpdated, month, lastUpdatedBy } = action.payload;
      if (readItems(state).some((item) => item.id === project.id)) return;
      const restored: Project = { ...project, owners: [...project.owners], lastUpdated };
      pinCurrentFigure(restored, month);
      if (lastUpdatedBy) restored.lastUpdatedBy = lastUpdatedBy;
      else delete restored.lastUpdatedBy;
      state.items.push(restored);
    },
    prepare(project: Project, repaired: string[] = []) {
      return { payload: { project, ...changeTime(), repaired } };
    },
  },
};
