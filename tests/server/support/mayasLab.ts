import { expect } from 'vitest';
import type * as Y from 'yjs';
import { applyProjectToDoc, deletionsMap, labMap, projectsMap } from '../../../src/features/team/doc';
import { DEMO, firstClose } from './clients';
import { sampleProject } from './project';
import { SAM, type useTeamServer } from './syncServer';

type Team = ReturnType<typeof useTeamServer>;

/** The lab's three roots, as a founder's client holds them. */
export const labOf = (doc: Y.Doc) => ({
  projects: projectsMap(doc).toJSON(),
  deletions: deletionsMap(doc).toJSON(),
  lab: labMap(doc).toJSON(),
});

/** Project 1 as a client holds it. */
export const project = (doc: Y.Doc) => projectsMap(doc).get('1')!;

/** Maya's project 1, stored; the lab as it then is. */
export async function mayasLab(team: Team) {
  const maya = await team.founder(DEMO.maya);
  applyProjectToDoc(maya.doc, sampleProject({ lastUpdatedBy: 'Maya Chen' }));
  await maya.acknowledged();
  return { maya, before: labOf(maya.doc) };
}

/**
 * Alex makes `change` to Maya's lab: the server closes Alex's connection with 4400 and a reason
 * matching `reason`, and neither Maya nor Sam, who connects afterwards, sees anything of it.
 */
export async function expectRefusedForEveryone(team: Team, change: (doc: Y.Doc) => void, reason: RegExp) {
  const { maya, before } = await mayasLab(team);
  const alex = await team.founder(DEMO.alex);
  const closed = firstClose(alex);
  change(alex.doc);
  expect(await closed).toEqual({ code: 4400, reason: expect.stringMatching(reason) as string });
  const sam = await team.founder(SAM);
  expect(labOf(sam.doc)).toEqual(before);
  expect(labOf(maya.doc)).toEqual(before);
}
