import type { ActivityResponse, ProjectVersion } from '../../../../contract/history';

/**
 * Where the History dialog and the Activity panel read the lab's history: the browser's own
 * database in local mode, the team server in team mode (which falls back to the browser's copy,
 * with a notice, while the server cannot be reached).
 */
export type HistorySource = {
  /** The project's versions, newest first; empty when none is known. */
  projectHistory(projectId: string): Promise<ProjectVersion[]>;
  /** The lab's latest changes, newest first, older than the `before` cursor when given. */
  activity(before?: string): Promise<ActivityResponse>;
};
