// What the bench hands the floor page (floorCapture.mjs writes it beside the page as JSON): the
// lab, and what it read of the app's dashboard, so the floor draws the same cards in the same
// place with the same styles.
import type { Project } from '../../../src/features/projects/model/types';

export type FloorData = {
  projects: Project[];
  /** Every rule of the app's stylesheets, as the dashboard had them once its first page showed. */
  css: string;
  /** The app's <html> attributes (the colour scheme's class, its language). */
  htmlAttributes: Record<string, string>;
  /** The app's class names: the grid, a card's root. */
  classes: { grid: string; card: string };
  /** Where the app drew the filter bar and the grid, in page pixels. */
  layout: { searchTop: number; searchHeight: number; gridTop: number; left: number; width: number; below: number };
  /** For the board's floor: the class names of the board's root and of a column's "Show more", and where the app drew the board. */
  board?: { root: string; more: string; layout: { top: number; left: number; width: number; below: number } };
};
