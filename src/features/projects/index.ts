// What the lab's projects offer the rest of the app; other features import only this file.
export { currentMonth, formatMonth } from './figures/months';
export { decodeProject } from './model/projectRecord';
export { formatPlanField } from './model/planText';
export { sameProject } from './model/sameProject';
export { buildSeedProjects } from './model/seed';
export type { Project } from './model/types';
export { isOwnProjectChange, isProjectChange, ownChangeKind } from './projectChanges';
export { selectLabIds, selectProjects } from './projectsSelectors';
export { backupRequested } from './projectsThunks';
export {
  deletedProjectRestored,
  projectAdded,
  projectDeleted,
  projectRestored,
  projectsImported,
  projectUpdated,
  projectVersionRestored,
  remoteChangesReceived,
  labGoalSaved,
  labGoalRemoved,
  labGoalReceived,
  ownerChoicesReceived,
  type VersionFields,
} from './projectsSlice';
export { mergeProjects } from './transfer/mergeProjects';
