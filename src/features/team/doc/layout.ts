import type * as Y from 'yjs';
import { DELETIONS_KEY, LAB_KEY, PROJECTS_KEY, type Deletion } from '../../../../contract/labDocument';
import type { Project } from '../../projects';

// The lab document's layout and rules are the contract with the team server (contract/labDocument.ts).
export { readDeletion, type Deletion } from '../../../../contract/labDocument';

/** A project as the team shares it: who changed it last travels with it. */
export type DocProject = Project & { lastUpdatedBy: string };

/** Accepted on write: a project not carrying `lastUpdatedBy` (nobody known) keeps the doc's value. */
export type ProjectToWrite = Project;

export type ProjectMap = Y.Map<unknown>;

export const projectsMap = (doc: Y.Doc): Y.Map<ProjectMap> => doc.getMap<ProjectMap>(PROJECTS_KEY);

export const deletionsMap = (doc: Y.Doc): Y.Map<Deletion> => doc.getMap<Deletion>(DELETIONS_KEY);

/** The lab's own settings: its goal (contract/labDocument.ts, LAB_GOAL_KEY). */
export const labMap = (doc: Y.Doc): Y.Map<unknown> => doc.getMap<unknown>(LAB_KEY);
