/** The lab's Y.Doc and its mapping to and from Project records (pure: no React, Redux or UI). */
export { deletionsMap, labMap, projectsMap } from './layout';
export { labGoalFromDoc, writeLabGoal } from './labGoal';
export type { Deletion, DocProject, ProjectToWrite } from './layout';
export { applyProjectToDoc, applyProjectsToDoc, removeProjectFromDoc } from './writeProjects';
export type { ChangeKind, UnsentProject } from './writeProjects';
export { projectFromDoc, projectsFromDoc } from './readProjects';
export { editConflictFor, editConflictsIn } from './conflicts';
export type { EditConflict } from './conflicts';
export { projectChangesOf } from './changes';
export type { ProjectChanges } from './changes';
export { replacedValuesIn, replacedWritesIn } from './replacedWrites';
export type { ReplacedValue, ReplacedWrite } from './replacedWrites';
