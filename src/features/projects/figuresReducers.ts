import { current, isDraft, type PayloadAction } from '@reduxjs/toolkit';
import type { MonthFigure, MonthlyFigures } from '../../../contract/figures';
import { currentMonth, type Month } from './figures/months';
import { readItems } from './draftItems';
import { mergeFigures, withCurrentFigure } from './figures/series';
import type { Project } from './model/types';
import type { Authored, ProjectsState } from './projectsSlice';
import { timeNow } from '../../shared/lib/now';

/**
 * Keeps the one rule of the figures after a change of the project: the current month reads what
 * the card shows. Called by every reducer that can change a project's revenue or subscribers.
 */
export function pinCurrentFigure(project: Project, month: Month) {
  const figures = isDraft(project.figures) ? current(project.figures) : project.figures;
  const pinned = withCurrentFigure(figures, { revenue: project.revenue, subscribers: project.subscribers }, month);
  if (pinned !== figures) project.figures = pinned;
}

/** When a change was made: `lastUpdated`, and the founder's current month then (the month its figure is for). */
export type ChangeTime = { lastUpdated: string; month: Month };

export const changeTime = (now = timeNow()): ChangeTime => ({
  lastUpdated: now.toISOString(),
  month: currentMonth(now),
});

/** `month`: the month the change is for; `current`: the founder's current month when it was made. */
type FigureChange = { id: string; month: Month; lastUpdated: string; current: Month } & Authored;

/** A change of figures is a change of the project: `lastUpdated` now, by the founder who made it. */
function changeProject(state: ProjectsState, change: FigureChange, edit: (project: Project) => void) {
  const index = readItems(state).findIndex((item) => item.id === change.id);
  if (index < 0) return;
  const project = state.items[index];
  edit(project);
  pinCurrentFigure(project, change.current);
  project.lastUpdated = change.lastUpdated;
  if (change.lastUpdatedBy) project.lastUpdatedBy = change.lastUpdatedBy;
  else delete project.lastUpdatedBy;
}

const stamp = () => {
  const { lastUpdated, month } = changeTime();
  return { lastUpdated, current: month };
};

/** The projects slice's reducers of the "Monthly figures" dialog: a month saved, a month removed. */
export const figuresReducers = {
  /** A month's figure entered or corrected; the current month's is the card's revenue and subscribers. */
  monthFigureSaved: {
    reducer(state: ProjectsState, action: PayloadAction<FigureChange & { figure: MonthFigure }>) {
      const { month, figure } = action.payload;
      changeProject(state, action.payload, (project) => {
        const figures = isDraft(project.figures) ? current(project.figures) : project.figures;
        project.figures = { ...figures, [month]: { revenue: figure.revenue, subscribers: figure.subscribers } };
        if (month === action.payload.current) Object.assign(project, figure);
      });
    },
    prepare: (id: string, month: Month, figure: MonthFigure) => ({ payload: { id, month, figure, ...stamp() } }),
  },
  /** A past month's entry removed: the month then reads the one before it. */
  monthFigureRemoved: {
    reducer(state: ProjectsState, action: PayloadAction<FigureChange>) {
      const { month } = action.payload;
      changeProject(state, action.payload, (project) => {
        const { [month]: _removed, ...rest } = isDraft(project.figures) ? current(project.figures) : project.figures;
        project.figures = rest;
      });
    },
    prepare: (id: string, month: Month) => ({ payload: { id, month, ...stamp() } }),
  },
  /**
   * The months of a lab upgraded while its history could not be read, read from it now: a month
   * entered since wins over the history's; no project's `lastUpdated` changes, as nothing was edited.
   */
  monthsFilledFromHistory(
    state: ProjectsState,
    action: PayloadAction<{ figures: Record<string, MonthlyFigures>; current: Month }>,
  ) {
    const { figures, current: month } = action.payload;
    readItems(state).forEach(({ id, figures: own }, index) => {
      const fromHistory = figures[id];
      if (!fromHistory) return;
      const project = state.items[index];
      project.figures = mergeFigures(own, fromHistory);
      pinCurrentFigure(project, month);
    });
    delete state.monthsPending;
  },
};
