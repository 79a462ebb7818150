import { createSelector } from '@reduxjs/toolkit';
import { selectFilteredProjects, selectView } from '../projectsSelectors';
import { toColumns } from './toColumns';

/** The board's columns for the store's view (toColumns.ts). */
export const selectBoardColumns = createSelector([selectFilteredProjects, selectView], (shown, { status }) =>
  toColumns(shown, status),
);
