import { figuresFromVersions, type MonthlyFigures } from '../../../../contract/figures';
import type { ProjectVersion } from '../../../../contract/history';
import { monthOfTime } from './months';

/** What of a project its months are read with besides its versions: its values now and when they were set. */
export type CurrentAmounts = { lastUpdated: unknown; revenue: unknown; subscribers: unknown };

/**
 * A project's months from this browser's history (data.md, "Monthly figures"): the last version of
 * each month it has versions in, and its current values in the month of its last update.
 */
export function monthsFromHistory(versions: readonly ProjectVersion[], now: CurrentAmounts): MonthlyFigures {
  const current = { at: String(now.lastUpdated), project: { revenue: now.revenue, subscribers: now.subscribers } };
  return figuresFromVersions([...versions, current], monthOfTime);
}

/** The history's versions by project id. */
export function versionsByProject(history: readonly ProjectVersion[]): Map<string, ProjectVersion[]> {
  const byProject = new Map<string, ProjectVersion[]>();
  for (const version of history) {
    const versions = byProject.get(version.projectId);
    if (versions) versions.push(version);
    else byProject.set(version.projectId, [version]);
  }
  return byProject;
}
