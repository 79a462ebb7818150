import type { ProjectVersion } from '../../../../contract/history';
import type { Project } from '../model/types';
import type { Goal } from '../../../../contract/plans';

export type ImportSource = 'json' | 'csv';

/** What a file holds, shown to the founder before anything in the lab changes. */
export type ImportPreview = {
  source: ImportSource;
  projects: Project[];
  /** One message per line or item that could not be imported, e.g. "Line 4: no project name". */
  errors: string[];
  /** A JSON backup's history of the lab (backup version 2), restored with its projects. */
  history?: ProjectVersion[];
  /** A JSON backup's lab goal (backup version 4). */
  labGoal?: Goal;
};

/** A file that cannot be imported at all; the message is for the founder. */
export class ImportError extends Error {}
