import { createSelector } from '@reduxjs/toolkit';
import { selectFilteredProjects, selectStatusFilter } from '../projectsSelectors';
import { toColumns } from './toColumns';

/**
 * The board's columns for the store's view (toColumns.ts): the same columns while a keystroke
 * leaves the same projects shown.
 */
export const selectBoardColumns = createSelector([selectFilteredProjects, selectStatusFilter], toColumns);
