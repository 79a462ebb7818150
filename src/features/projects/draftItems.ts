import { current, isDraft } from '@reduxjs/toolkit';
import type { Project } from './model/types';

/**
 * The projects as plain objects, for reading. Looping over the draft would wrap every project
 * it touches in a proxy of its own: thousands of them, for a look at a few fields.
 */
export const readItems = (state: { items: Project[] }): readonly Project[] =>
  isDraft(state.items) ? current(state.items) : state.items;
