import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { addAppListener, type AppStartListening } from '../../src/app/hooks';
import { createPersistence } from '../../src/app/persistence';
import { memoryBackend } from '../../src/app/persistence/webStorage';
import { makeStore } from '../../src/app/store';
import { FOUNDERS } from '../../contract/founders';
import { projectsImported } from '../../src/features/projects/projectsSlice';
import { DEFAULT_VIEW } from '../../src/features/projects/model/view';
import { applyProjectsToDoc, projectFromDoc, projectsMap } from '../../src/features/team/doc';
import { mirrorLocalChanges } from '../../src/features/team/sync/reduxToDoc';
import { projectsNotShared } from '../../src/features/team/teamEvents';
import { aProject } from '../support/projects';

const [alex] = FOUNDERS;

/** Alex's store with team mode's mirror on a fresh doc, and the projects the founder was told were not sent. */
function alexMirroring() {
  const store = makeStore({
    persistence: createPersistence(memoryBackend()),
    preloadedState: {
      auth: { token: 'forge-lab-token-1', user: alex, loginPending: false },
      projects: { items: [], filters: { ...DEFAULT_VIEW } },
    },
  });
  const startAppListening = ((options: Parameters<AppStartListening>[0]) =>
    store.dispatch(addAppListener(options))) as AppStartListening;
  const doc = new Y.Doc();
  const notShared: string[][] = [];
  startAppListening({ actionCreator: projectsNotShared, effect: ({ payload }) => void notShared.push(payload.names) });
  mirrorLocalChanges(doc, { founder: alex.name }, startAppListening, alex.name);
  return { store, doc, notShared };
}

describe('what team mode sends of the founder’s changes', () => {
  it('writes the sender as who changed a project last, whoever the restored backup named', () => {
    const { store, doc } = alexMirroring();
    const restored = aProject('1', { lastUpdatedBy: 'Sam Okafor' });
    store.dispatch(projectsImported({ projects: [restored], mode: 'merge', source: 'json' }));
    expect(projectFromDoc(doc, '1')?.lastUpdatedBy).toBe('Alex Rivera');
  });

  it('sends nothing of a project the lab’s rules refuse, the rest as usual, and says which', () => {
    const { store, doc, notShared } = alexMirroring();
    const crowded = aProject('2', {
      name: 'Crowded',
      owners: Array.from({ length: 51 }, (_, index) => `Owner ${index}`),
    });
    store.dispatch(projectsImported({ projects: [aProject('1'), crowded], mode: 'merge', source: 'json' }));
    expect([...projectsMap(doc).keys()]).toEqual(['1']);
    expect(notShared).toEqual([['Crowded']]);
  });

  it('keeps another founder’s name where the change does not touch it', () => {
    const doc = new Y.Doc();
    applyProjectsToDoc(doc, [aProject('1', { lastUpdatedBy: 'Maya Chen' })]);
    const unsent = applyProjectsToDoc(
      doc,
      [aProject('1', { notes: 'n', lastUpdatedBy: 'Maya Chen' })],
      null,
      alex.name,
    );
    expect(unsent).toEqual([]);
    expect(projectFromDoc(doc, '1')).toMatchObject({ notes: 'n', lastUpdatedBy: 'Maya Chen' });
  });
});
