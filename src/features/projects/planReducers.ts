import type { PayloadAction } from '@reduxjs/toolkit';
import type { Goal, Snooze } from '../../../contract/plans';
import { readItems } from './draftItems';
import { changeTime, type ChangeTime } from './figuresReducers';
import type { Project } from './model/types';
import type { Authored, ProjectsState } from './projectsSlice';

type PlanChange = { id: string } & ChangeTime & Authored;

/** A goal is a change of the project: `lastUpdated` now, by the founder who made it. */
function changePlans(state: ProjectsState, change: PlanChange, edit: (project: Project) => void) {
  const index = readItems(state).findIndex((item) => item.id === change.id);
  if (index < 0) return;
  const project = state.items[index];
  edit(project);
  project.lastUpdated = change.lastUpdated;
  if (change.lastUpdatedBy) project.lastUpdatedBy = change.lastUpdatedBy;
  else delete project.lastUpdatedBy;
}

/** The projects slice's reducers of goals and snoozes (a next step is the project form's). */
export const planReducers = {
  /** A project's goal set or changed (the goal dialog keeps the baseline of a goal it changes). */
  goalSaved: {
    reducer(state: ProjectsState, action: PayloadAction<PlanChange & { goal: Goal }>) {
      changePlans(state, action.payload, (project) => {
        project.goal = { ...action.payload.goal };
      });
    },
    prepare: (id: string, goal: Goal) => ({ payload: { id, goal, ...changeTime() } }),
  },
  goalRemoved: {
    reducer(state: ProjectsState, action: PayloadAction<PlanChange>) {
      changePlans(state, action.payload, (project) => {
        delete project.goal;
      });
    },
    prepare: (id: string) => ({ payload: { id, ...changeTime() } }),
  },
  /**
   * "Snooze {name} for 7 days": out of the needs-attention list, for the reasons it has now. Only
   * the snooze changes: it is no update of the project (its `lastUpdated` and author stay).
   */
  projectSnoozed(state: ProjectsState, action: PayloadAction<{ id: string; snooze: Snooze }>) {
    const index = readItems(state).findIndex((item) => item.id === action.payload.id);
    if (index < 0) return;
    const { until, reasons } = action.payload.snooze;
    state.items[index].snooze = { until, reasons: [...reasons] };
  },
  /** The lab's goal, on its total revenue or subscribers (the Growth view's "Lab goal"). */
  labGoalSaved(state: ProjectsState, action: PayloadAction<Goal>) {
    state.labGoal = { ...action.payload };
  },
  labGoalRemoved(state: ProjectsState) {
    delete state.labGoal;
  },
  /** Team mode: the lab goal as the team's lab holds it (another founder set, changed or removed it). */
  labGoalReceived(state: ProjectsState, action: PayloadAction<Goal | null>) {
    if (action.payload) state.labGoal = { ...action.payload };
    else delete state.labGoal;
  },
};
