// The board's columns from the shown projects, apart from the store's selector (boardColumns.ts),
// so the bench's floor page (scripts/bench/floor/) can group its cards the same way without Redux.
import { formatCount } from '../../../shared/lib/format';
import { PROJECT_STATUSES, type Project, type ProjectStatus } from '../model/types';

/** One column of the board: a status, its projects as the view shows them, and their revenue. */
export type BoardColumn = { status: ProjectStatus; projects: readonly Project[]; revenue: number };

/** Cards per step in a column: a column is one card wide, so fewer than the grid's page. */
export const COLUMN_PAGE = 8;

const amount = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/**
 * The projects the view shows (owner, search and sort applied), one column per status in the
 * spec's order; with a status filter, that status's column only. One pass over the shown projects,
 * so each column keeps the sort order.
 */
export function toColumns(shown: readonly Project[], status: ProjectStatus | 'all'): BoardColumn[] {
  const statuses = status === 'all' ? PROJECT_STATUSES : [status];
  const byStatus = new Map<ProjectStatus, BoardColumn>(
    statuses.map((each) => [each, { status: each, projects: [], revenue: 0 }]),
  );
  for (const project of shown) {
    const column = byStatus.get(project.status);
    if (!column) continue;
    (column.projects as Project[]).push(project);
    column.revenue += amount(project.revenue);
  }
  return [...byStatus.values()];
}

/**
 * "Live, 3 projects", "Idea, 1 project": a column's name as a region. With the shared formatter:
 * `toLocaleString` builds a new one each call, a third of a millisecond on a phone, each column
 * on each step of a drag.
 */
export const columnLabel = (status: ProjectStatus, count: number) =>
  `${status}, ${formatCount(count)} ${count === 1 ? 'project' : 'projects'}`;
