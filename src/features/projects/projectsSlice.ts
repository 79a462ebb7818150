import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ProjectVersion } from '../../../contract/history';
import type { ImportSource } from './transfer/importPreview';
import { freeId, nextProjectId } from './model/ids';
import { toCount } from './model/projectRecord';
import { mergeProjects, type ImportMode } from './transfer/mergeProjects';
import { changedFields, sameProject } from './model/sameProject';
import { buildSeedProjects } from './model/seed';
import type { Project, ProjectInput } from './model/types';
import { normalizeNumbers, type RemoteChanges } from './model/changes';
import { DEFAULT_VIEW, type ProjectsView } from './model/view';
import { viewReducers } from './viewReducers';
import { changeTime, figuresReducers, pinCurrentFigure, type ChangeTime } from './figuresReducers';
import { readItems } from './draftItems';
import { restoreReducers } from './restoreReducers';
import { planReducers } from './planReducers';
import type { Goal } from '../../../contract/plans';
import { currentMonth, type Month } from './figures/months';
import { msNow } from '../../shared/lib/now';

export type { OwnerFilter, StatusFilter } from './model/view';
export type { RemoteChanges, VersionFields } from './model/changes';

type ProjectChanges = Partial<Omit<Project, 'id' | 'createdAt' | 'lastUpdated' | 'lastUpdatedBy'>>;

/** Who made a change: the signed-in founder's name, filled in by the store (see authorship.ts). */
export type Authored = { lastUpdatedBy?: string };

type ImportPayload = {
  projects: Project[];
  mode: ImportMode;
  source: ImportSource;
  history?: ProjectVersion[];
  labGoal?: Goal;
};

export type ProjectsState = {
  items: Project[];
  /** Filters, search and sort are view state: they are not persisted, the URL holds them. */
  filters: ProjectsView;
  /** Upgraded while the history could not be read: the months are filled in from it once it opens. */
  monthsPending?: true;
  /** The lab's own goal, on its total revenue or subscribers; absent when it has none. */
  labGoal?: Goal;
  /** Who the form's Owners lists, when the team server names them (founders and members); not stored. */
  ownerChoices?: string[];
};

const initialState = (): ProjectsState => ({
  items: buildSeedProjects(),
  filters: { ...DEFAULT_VIEW },
});

export const projectsSlice = createSlice({
  name: 'projects',
  initialState,
  reducers: {
    /** The team server's founders and members: the people a project's Owners may list. */
    ownerChoicesReceived(state, action: PayloadAction<string[]>) {
      state.ownerChoices = action.payload;
    },
    projectAdded: {
      reducer(state, action: PayloadAction<Project>) {
        const project = { ...action.payload };
        // Ids come from the clock; never let one collide with a stored project.
        project.id = freeId(project.id, new Set(readItems(state).map((item) => item.id)));
        state.items.push(project);
      },
      prepare(input: ProjectInput) {
        const now = msNow();
        const timestamp = new Date(now).toISOString();
        const revenue = toCount(input.revenue);
        const subscribers = toCount(input.subscribers);
        const project: Project = {
          ...input,
          revenue,
          subscribers,
          figures: { [currentMonth(new Date(now))]: { revenue, subscribers } },
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
      reducer(state, action: PayloadAction<{ id: string; changes: ProjectChanges } & ChangeTime & Authored>) {
        const { id, changes, lastUpdated, month, lastUpdatedBy } = action.payload;
        const index = readItems(state).findIndex((item) => item.id === id);
        if (index < 0) return;
        const project = state.items[index];
        Object.assign(project, changes, { lastUpdated });
        if ('revenue' in changes || 'subscribers' in changes) pinCurrentFigure(project, month);
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
        return { payload: { id, changes: seen ? changedFields(normalized, seen) : normalized, ...changeTime() } };
      },
    },
    /** `history`: the versions a JSON backup brought, for the lab's history (the projects are not changed by them). */
    projectsImported: {
      reducer(state, action: PayloadAction<ImportPayload & { month: Month } & Authored>) {
        const { projects, mode, source, month, lastUpdatedBy, labGoal } = action.payload;
        // A backup's lab goal: the lab's own after a replace; after a merge, only when it had none.
        if (mode === 'replace' && source === 'json') state.labGoal = labGoal;
        else if (labGoal && !state.labGoal) state.labGoal = labGoal;
        // A CSV row names no author: the founder who imports it changed it last. A JSON backup is a
        // restore, field for field, who changed each project last included.
        const imported =
          source === 'csv' && lastUpdatedBy ? projects.map((project) => ({ ...project, lastUpdatedBy })) : projects;
        const before = new Set(readItems(state));
        state.items = mergeProjects(readItems(state), imported, mode, source).map((project) => {
          if (before.has(project)) return project;
          const pinned = { ...project };
          pinCurrentFigure(pinned, month);
          return pinned;
        });
      },
      prepare: (payload: ImportPayload) => ({ payload: { ...payload, month: changeTime().month } }),
    },
    projectDeleted(state, action: PayloadAction<string>) {
      state.items = readItems(state).filter((item) => item.id !== action.payload);
    },
    ...restoreReducers,
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
    ...figuresReducers,
    ...planReducers,
    ...viewReducers,
  },
});

export const {
  ownerChoicesReceived,
  projectAdded,
  projectUpdated,
  projectDeleted,
  projectRestored,
  projectsImported,
  projectVersionRestored,
  deletedProjectRestored,
  remoteChangesReceived,
  monthFigureSaved,
  monthFigureRemoved,
  monthsFilledFromHistory,
  goalSaved,
  goalRemoved,
  projectSnoozed,
  labGoalSaved,
  labGoalRemoved,
  labGoalReceived,
  attentionToggled,
  statusFilterChanged,
  ownerFilterChanged,
  searchQueryChanged,
  sortChanged,
  layoutChanged,
  rangeChanged,
  filtersCleared,
  viewRestored,
} = projectsSlice.actions;
