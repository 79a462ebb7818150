import { createSlice, current, isDraft, type PayloadAction } from '@reduxjs/toolkit';
import type { ProjectVersion } from '../../../contract/history';
import type { ImportSource } from './transfer/importPreview';
import { freeId, nextProjectId } from './model/ids';
import { toCount } from './model/projectRecord';
import { mergeProjects, type ImportMode } from './transfer/mergeProjects';
import { changedFields, sameProject } from './model/sameProject';
import { buildSeedProjects } from './model/seed';
import type { Project, ProjectInput } from './model/types';
import { normalizeNumbers, type RemoteChanges, type VersionFields } from './model/changes';
import { DEFAULT_VIEW, type ProjectsView } from './model/view';
import { viewReducers } from './viewReducers';

export type { OwnerFilter, StatusFilter } from './model/view';
export type { RemoteChanges, VersionFields } from './model/changes';

type ProjectChanges = Partial<Omit<Project, 'id' | 'createdAt' | 'lastUpdated' | 'lastUpdatedBy'>>;

/** Who made a change: the signed-in founder's name, filled in by the store (see authorship.ts). */
export type Authored = { lastUpdatedBy?: string };

export type ProjectsState = {
  items: Project[];
  /** Filters, search and sort are view state: they are not persisted, the URL holds them. */
  filters: ProjectsView;
};

/**
 * The projects as plain objects, for reading. Looping over the draft would wrap every project
 * it touches in a proxy of its own: thousands of them, for a look at a few fields.
 */
const readItems = (state: ProjectsState): readonly Project[] =>
  isDraft(state.items) ? current(state.items) : state.items;

const initialState = (): ProjectsState => ({
  items: buildSeedProjects(),
  filters: { ...DEFAULT_VIEW },
});

export const projectsSlice = createSlice({
  name: 'projects',
  initialState,
  reducers: {
    projectAdded: {
      reducer(state, action: PayloadAction<Project>) {
        const project = { ...action.payload };
        // Ids come from the clock; never let one collide with a stored project.
        project.id = freeId(project.id, new Set(readItems(state).map((item) => item.id)));
        state.items.push(project);
      },
      prepare(input: ProjectInput) {
        const now = Date.now();
        const timestamp = new Date(now).toISOString();
        const project: Project = {
          ...input,
          revenue: toCount(input.revenue),
          subscribers: toCount(input.subscribers),
          id: nextProjectId(now),
          status: input.status ?? 'Idea',
          owners: [...input.owners],
          createdAt: timestamp,
          lastUpdated: timestamp,
        };
        return { payload: project };
      },
    },
    projectUpdated: {
      reducer(state, action: PayloadAction<{ id: string; changes: ProjectChanges; lastUpdated: string } & Authored>) {
        const { id, changes, lastUpdated, lastUpdatedBy } = action.payload;
        const index = readItems(state).findIndex((item) => item.id === id);
        if (index < 0) return;
        const project = state.items[index];
        Object.assign(project, changes, { lastUpdated });
        // An edit by nobody known must not keep the previous author's name on it.
        if (lastUpdatedBy) project.lastUpdatedBy = lastUpdatedBy;
        else delete project.lastUpdatedBy;
      },
      /**
       * `seen`: the project as the founder saw it when the edit began. Only the fields they changed
       * are kept, so an edit does not write back values another founder (or tab) changed meanwhile.
       */
      prepare(id: string, changes: Partial<ProjectInput>, seen?: Project) {
        const normalized = { ...changes, ...normalizeNumbers(changes) } as ProjectChanges;
        return {
          payload: {
            id,
            changes: seen ? changedFields(normalized, seen) : normalized,
            lastUpdated: new Date().toISOString(),
          },
        };
      },
    },
    /** `history`: the versions a JSON backup brought, for the lab's history (the projects are not changed by them). */
    projectsImported(
      state,
      action: PayloadAction<
        { projects: Project[]; mode: ImportMode; source: ImportSource; history?: ProjectVersion[] } & Authored
      >,
    ) {
      const { projects, mode, source, lastUpdatedBy } = action.payload;
      // A CSV row names no author: the founder who imports it changed it last. A JSON backup is a
      // restore, field for field, who changed each project last included.
      const imported =
        source === 'csv' && lastUpdatedBy ? projects.map((project) => ({ ...project, lastUpdatedBy })) : projects;
      state.items = mergeProjects(readItems(state), imported, mode, source);
    },
    projectDeleted(state, action: PayloadAction<string>) {
      state.items = readItems(state).filter((item) => item.id !== action.payload);
    },
    /** Undo of a delete: the very project, back where it was. */
    projectRestored(state, action: PayloadAction<{ project: Project; index: number }>) {
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
        state,
        action: PayloadAction<
          { id: string; fields: VersionFields; lastUpdated: string; versionAt: string; repaired: string[] } & Authored
        >,
      ) {
        const { id, fields, lastUpdated, lastUpdatedBy } = action.payload;
        const index = readItems(state).findIndex((item) => item.id === id);
        if (index < 0) return;
        const project = state.items[index];
        Object.assign(project, fields, { owners: [...fields.owners], lastUpdated });
        if (lastUpdatedBy) project.lastUpdatedBy = lastUpdatedBy;
        else delete project.lastUpdatedBy;
      },
      prepare(id: string, fields: VersionFields, versionAt: string, repaired: string[] = []) {
        return { payload: { id, fields, lastUpdated: new Date().toISOString(), versionAt, repaired } };
      },
    },
    /**
     * A deleted project back in the lab (from its history, after the undo's 5 s): its id, its fields
     * as they were when it was deleted, `lastUpdated` now, by the founder who brought it back.
     */
    deletedProjectRestored: {
      reducer(state, action: PayloadAction<{ project: Project; lastUpdated: string; repaired: string[] } & Authored>) {
        const { project, lastUpdated, lastUpdatedBy } = action.payload;
        if (readItems(state).some((item) => item.id === project.id)) return;
        const restored: Project = { ...project, owners: [...project.owners], lastUpdated };
        if (lastUpdatedBy) restored.lastUpdatedBy = lastUpdatedBy;
        else delete restored.lastUpdatedBy;
        state.items.push(restored);
      },
      prepare(project: Project, repaired: string[] = []) {
        return { payload: { project, lastUpdated: new Date().toISOString(), repaired } };
      },
    },
    /**
     * Team mode: what the team's other founders changed (or the team lab as it was loaded). Projects
     * already here change in place, new ones are added at the end, removed ones go; a project that
     * reads the same is left as it is, so its card does not redraw.
     */
    remoteChangesReceived(state, action: PayloadAction<RemoteChanges>) {
      const { upserted, removed } = action.payload;
      const items = readItems(state);
      const indexById = new Map(items.map((item, index) => [item.id, index]));
      const next = [...items];
      for (const project of upserted) {
        const index = indexById.get(project.id);
        if (index === undefined) indexById.set(project.id, next.push(project) - 1);
        else if (!sameProject(next[index], project)) next[index] = project;
      }
      const gone = new Set(removed);
      state.items = gone.size > 0 ? next.filter((item) => !gone.has(item.id)) : next;
    },
    ...viewReducers,
  },
});

export const {
  projectAdded,
  projectUpdated,
  projectDeleted,
  projectRestored,
  projectsImported,
  projectVersionRestored,
  deletedProjectRestored,
  remoteChangesReceived,
  statusFilterChanged,
  ownerFilterChanged,
  searchQueryChanged,
  sortChanged,
  layoutChanged,
  filtersCleared,
  viewRestored,
} = projectsSlice.actions;
