import * as Y from 'yjs';
import {
  applyProjectToDoc,
  projectsMap,
  replacedWritesIn,
  type DocProject,
  type ReplacedWrite,
} from '../../../src/features/team/doc';
import { withFigures } from '../../support/projects';

/** GrowthPulse as Maya Chen left it in the team's lab: the project two founders' docs start from. */
export const growthPulse = (overrides: Partial<DocProject> = {}): DocProject =>
  withFigures({
    id: '2',
    name: 'GrowthPulse',
    description: '',
    status: 'Live',
    owners: ['Maya Chen'],
    revenue: 2500,
    subscribers: 150,
    githubUrl: '',
    liveUrl: '',
    notes: '',
    createdAt: '2026-01-01T00:00:00.000Z',
    lastUpdated: '2026-01-05T00:00:00.000Z',
    lastUpdatedBy: 'Maya Chen',
    ...overrides,
  });

/** What `to` lacks of `from`, as the team server would relay it. */
export const send = (from: Y.Doc, to: Y.Doc) => Y.applyUpdate(to, Y.encodeStateAsUpdate(from, Y.encodeStateVector(to)));

/** A founder's doc, with every replaced write it reports when another's changes arrive. */
export function founderDoc(clientID?: number) {
  const doc = new Y.Doc();
  if (clientID !== undefined) doc.clientID = clientID;
  const reported: ReplacedWrite[] = [];
  projectsMap(doc).observeDeep((events, transaction) => {
    if (!transaction.local) reported.push(...replacedWritesIn(doc, events));
  });
  return { doc, reported };
}

/** Alex's and Maya's docs, both holding `project` (Maya wrote it), nothing reported yet. */
export function syncedFounders(project: DocProject, alexClient?: number, mayaClient?: number) {
  const alex = founderDoc(alexClient);
  const maya = founderDoc(mayaClient);
  applyProjectToDoc(maya.doc, project);
  send(maya.doc, alex.doc);
  alex.reported.length = 0;
  return { alex, maya };
}
