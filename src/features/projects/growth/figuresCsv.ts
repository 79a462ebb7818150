import { FIGURE_LABELS } from '../../../../contract/figures';
import type { AppThunk } from '../../../app/hooks';
import { selectToday } from '../../clock';
import { downloadTextFile } from '../../../shared/lib/download';
import type { Project } from '../model/types';
import { selectFilteredProjects } from '../projectsSelectors';
import { figuresCsvExported } from '../projectsThunks';
import { CSV_BOM, toCsvRow } from '../transfer/csv';

export const FIGURES_CSV_HEADER = ['Project', 'Month', FIGURE_LABELS.revenue, FIGURE_LABELS.subscribers];

/**
 * The monthly figures as CSV: one row per project and month that has an entry (oldest month
 * first), months as `YYYY-MM`, figures as plain numbers; every cell quoted and guarded against
 * formulas as the projects' export is (transfer/csv.ts).
 */
export function buildFiguresCsv(projects: readonly Project[]): string {
  const rows = projects.flatMap((project) =>
    Object.keys(project.figures)
      .sort()
      .map((month) => {
        const { revenue, subscribers } = project.figures[month];
        return toCsvRow([project.name, month, revenue, subscribers]);
      }),
  );
  return CSV_BOM + [toCsvRow(FIGURES_CSV_HEADER), ...rows].join('\n');
}

/** `forge-lab-figures-YYYY-MM-DD.csv`, dated in local time. */
export const figuresCsvFileName = (isoDate: string) => `forge-lab-figures-${isoDate}.csv`;

/** Downloads the figures of the projects the Growth view shows (filters and search applied). */
export const exportFiguresCsv = (): AppThunk => (dispatch, getState) => {
  const projects = selectFilteredProjects(getState());
  downloadTextFile(figuresCsvFileName(selectToday(getState())), buildFiguresCsv(projects), 'text/csv;charset=utf-8');
  dispatch(figuresCsvExported({ count: projects.length }));
};
