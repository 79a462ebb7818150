import type { PayloadAction } from '@reduxjs/toolkit';
import type { SortKey } from './model/sort';
import {
  DEFAULT_VIEW,
  type GrowthRange,
  type Layout,
  type OwnerFilter,
  type ProjectsView,
  type StatusFilter,
} from './model/view';
import type { ProjectsState } from './projectsSlice';

/** The projects slice's view reducers: filters, search, order and layout (the URL holds them). */
export const viewReducers = {
  statusFilterChanged(state: ProjectsState, action: PayloadAction<StatusFilter>) {
    state.filters.status = action.payload;
  },
  ownerFilterChanged(state: ProjectsState, action: PayloadAction<OwnerFilter>) {
    state.filters.owner = action.payload;
  },
  searchQueryChanged(state: ProjectsState, action: PayloadAction<string>) {
    state.filters.query = action.payload;
  },
  sortChanged(state: ProjectsState, action: PayloadAction<SortKey>) {
    state.filters.sort = action.payload;
  },
  /** The months the Growth view covers ("Range"). */
  rangeChanged(state: ProjectsState, action: PayloadAction<GrowthRange>) {
    state.filters.range = action.payload;
  },
  /** Cards, Board or Growth (the "View" switch). */
  layoutChanged(state: ProjectsState, action: PayloadAction<Layout>) {
    state.filters.layout = action.payload;
  },
  /** "Needs attention" pressed or released. */
  attentionToggled(state: ProjectsState) {
    state.filters.attention = !state.filters.attention;
  },
  /** Status, owner, search and Needs attention back to all; the order, the layout and the range stay, they hide no project. */
  filtersCleared(state: ProjectsState) {
    const { sort, layout, range } = state.filters;
    state.filters = { ...DEFAULT_VIEW, sort, layout, range };
  },
  /** The view read from the URL (load, back/forward, a shared link). */
  viewRestored(state: ProjectsState, action: PayloadAction<ProjectsView>) {
    state.filters = { ...action.payload };
  },
};
