import type { PayloadAction } from '@reduxjs/toolkit';
import type { SortKey } from './model/sort';
import { DEFAULT_VIEW, type Layout, type OwnerFilter, type ProjectsView, type StatusFilter } from './model/view';
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
  /** Cards or Board (the "View" switch). */
  layoutChanged(state: ProjectsState, action: PayloadAction<Layout>) {
    state.filters.layout = action.payload;
  },
  /** Status, owner and search back to all; the order and the layout stay, they hide nothing. */
  filtersCleared(state: ProjectsState) {
    state.filters = { ...DEFAULT_VIEW, sort: state.filters.sort, layout: state.filters.layout };
  },
  /** The view read from the URL (load, back/forward, a shared link). */
  viewRestored(state: ProjectsState, action: PayloadAction<ProjectsView>) {
    state.filters = { ...action.payload };
  },
};
