import * as Y from 'yjs';
import {
  figuresFromVersions,
  isMonthKey,
  monthKey,
  monthOf,
  monthOfTime,
  withinReach,
} from '../../contract/figures.js';
import { labRoots } from '../store/labShape.js';
import type { HistoryDb } from './historyDb.js';

/** Marks, in the history database, that the lab's projects got their months once. */
const DONE_KEY = 'figuresFromHistory';

/** The origin of the months written here: no founder's change, so the history records no version of it. */
export const FIGURES_FROM_HISTORY = Symbol('figures from the lab history');

/** The months given to a lab, as one update to store, and how many projects got them. */
export type FiguresGiven = { given: number; update: Uint8Array };

const utcMonthOf = (iso: string) => monthOfTime(iso, 'utc');

/**
 * A team lab from before the figures gets them once, from the server's history (data.md, "Monthly
 * figures"): each project with no month of its own gets, for each month its versions fall in (UTC),
 * the amounts of its last version in it, and its current values in its last update's month. A
 * project the history does not know is left as it is: browsers read its current values as the
 * figure of its last update's month. Runs when the lab is loaded, until it is marked done: the
 * caller stores the update, then calls {@link markFiguresGiven}. Null once done.
 */
export function figuresFromHistory(lab: Y.Doc, db: HistoryDb, now = new Date()): FiguresGiven | null {
  if (db.meta(DONE_KEY)) return null;
  const { projects } = labRoots(lab);
  const before = Y.encodeStateVector(lab);
  let given = 0;
  lab.transact(() => {
    projects.forEach((map, id) => {
      if (!(map instanceof Y.Map) || [...map.keys()].some(isMonthKey)) return;
      const versions = db.versionsOf(id);
      if (versions.length === 0) return;
      const revenue: unknown = map.get('revenue');
      const subscribers: unknown = map.get('subscribers');
      const current = { at: String(map.get('lastUpdated')), project: { revenue, subscribers } };
      const figures = withinReach(figuresFromVersions([...versions, current], utcMonthOf), monthOf(now, 'utc'));
      for (const [month, figure] of Object.entries(figures)) map.set(monthKey(month), figure);
      given += 1;
    });
  }, FIGURES_FROM_HISTORY);
  return { given, update: Y.encodeStateAsUpdate(lab, before) };
}

/** Marks the lab's months given: called once their update is stored, so a failed write runs it again. */
export const markFiguresGiven = (db: HistoryDb, now = new Date()) => db.setMeta(DONE_KEY, now.toISOString());
