import * as Y from 'yjs';
import {
  addMonths,
  figuresFromVersions,
  isMonthKey,
  monthKey,
  monthOf,
  PAST_MONTHS,
  type Month,
  type MonthFigure,
} from '../../contract/figures.js';
import { labRoots } from '../store/labShape.js';
import type { HistoryDb } from './historyDb.js';

/** Marks, in the history database, that the lab's projects got their months once. */
const DONE_KEY = 'figuresFromHistory';

/** The origin of the months written here: no founder's change, so the history records no version of it. */
export const FIGURES_FROM_HISTORY = Symbol('figures from the lab history');

const utcMonthOf = (iso: string): Month | null => {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? null : monthOf(new Date(time), 'utc');
};

/** The months in reach of `now`: an older entry carries into the earliest month in reach, as the browser keeps them. */
function withinReach(figures: Record<Month, MonthFigure>, now: Date): Record<Month, MonthFigure> {
  const earliest = addMonths(monthOf(now, 'utc'), -PAST_MONTHS);
  const months = Object.keys(figures).sort();
  const kept = Object.fromEntries(months.filter((month) => month >= earliest).map((month) => [month, figures[month]]));
  const older = months.filter((month) => month < earliest).at(-1);
  if (older && !kept[earliest]) kept[earliest] = figures[older];
  return kept;
}

/**
 * A team lab from before the figures gets them once, from the server's history (data.md, "Monthly
 * figures"): each project with no month of its own gets, for each month its versions fall in (UTC),
 * the amounts of its last version in it, and its current values in its last update's month. A
 * project the history does not know is left as it is: browsers read its current values as the
 * figure of its last update's month. Runs when the lab is loaded, once per data directory.
 */
export function figuresFromHistory(lab: Y.Doc, db: HistoryDb, now = new Date()): number {
  if (db.meta(DONE_KEY)) return 0;
  const { projects } = labRoots(lab);
  let given = 0;
  lab.transact(() => {
    projects.forEach((map, id) => {
      if (!(map instanceof Y.Map) || [...map.keys()].some(isMonthKey)) return;
      const versions = db.versionsOf(id);
      if (versions.length === 0) return;
      const revenue: unknown = map.get('revenue');
      const subscribers: unknown = map.get('subscribers');
      const current = { at: String(map.get('lastUpdated')), project: { revenue, subscribers } };
      const figures = withinReach(figuresFromVersions([...versions, current], utcMonthOf), now);
      for (const [month, figure] of Object.entries(figures)) map.set(monthKey(month), figure);
      given += 1;
    });
  }, FIGURES_FROM_HISTORY);
  db.setMeta(DONE_KEY, now.toISOString());
  return given;
}
