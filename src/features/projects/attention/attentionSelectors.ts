import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../../app/hooks';
import { selectCurrentMonth, selectToday } from '../../clock';
import { attentionOf, type Attention } from '../model/attention';
import type { Project } from '../model/types';

type Kept = { today: string; month: string; attention: Attention };

// Projects are immutable: a project's attention is worked out once per project and day, so a change
// to one project of thousands, or a filter, reads the rest from here.
const kept = new WeakMap<Project, Kept>();

function attentionFor(project: Project, today: string, month: string): Attention {
  const known = kept.get(project);
  if (known && known.today === today && known.month === month) return known.attention;
  const attention = attentionOf(project, today, month);
  kept.set(project, { today, month, attention });
  return attention;
}

const selectItems = (state: RootState) => state.projects.items;

/**
 * Every project's attention on the clock's today: its reasons, its snooze, whether it is in the
 * list. Today and the month are inputs, so a dashboard open past midnight reads the new day's.
 */
export const selectAttentionById = createSelector(
  [selectItems, selectToday, selectCurrentMonth],
  (projects, today, month): ReadonlyMap<string, Attention> =>
    new Map(projects.map((project) => [project.id, attentionFor(project, today, month)])),
);

const sameIds = (a: ReadonlySet<string>, b: ReadonlySet<string>) =>
  a.size === b.size && [...a].every((id) => b.has(id));

/** The ids of the projects that need attention now; the same set while the list stays the same. */
export const selectNeedsAttentionIds = createSelector(
  [selectAttentionById],
  (byId): ReadonlySet<string> => {
    const ids = new Set<string>();
    for (const [id, { needed }] of byId) if (needed) ids.add(id);
    return ids;
  },
  { memoizeOptions: { resultEqualityCheck: sameIds } },
);

/** How many projects of the lab need attention, whatever the filters ("Needs attention, 3"). */
export const selectAttentionCount = (state: RootState) => selectNeedsAttentionIds(state).size;

export const selectAttentionFilter = (state: RootState) => state.projects.filters.attention;

/** One project's attention, for its card. */
export const selectProjectAttention = (state: RootState, id: string): Attention | undefined =>
  selectAttentionById(state).get(id);
