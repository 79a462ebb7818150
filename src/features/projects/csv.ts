import { formatLocaleDate } from '../../shared/lib/date';
import type { Project } from './types';

export const CSV_HEADER = ['Name', 'Description', 'Status', 'Owners', 'Revenue', 'Subscribers', 'Last Updated'] as const;

/** RFC 4180: every cell quoted, embedded quotes doubled; commas and newlines then need nothing else. */
const quote = (value: unknown) => `"${String(value ?? '').replaceAll('"', '""')}"`;

const toRow = (cells: readonly unknown[]) => cells.map(quote).join(',');

/**
 * The CSV export of a project list (SPEC §7): a header row, then one row per project,
 * rows joined by "\n". Pure: the date formatter is a parameter so tests can pin the locale.
 */
export function buildProjectsCsv(
  projects: readonly Project[],
  formatDate: (iso: string) => string = formatLocaleDate,
): string {
  const rows = projects.map((project) =>
    toRow([
      project.name,
      project.description,
      project.status,
      (project.owners ?? []).join('; '),
      project.revenue ?? 0,
      project.subscribers ?? 0,
      formatDate(project.lastUpdated),
    ]),
  );
  return [toRow(CSV_HEADER), ...rows].join('\n');
}

/** `forge-lab-projects-YYYY-MM-DD.csv`, dated in local time. */
export const csvFileName = (isoDate: string) => `forge-lab-projects-${isoDate}.csv`;
