import { afterEach, describe, expect, it, vi } from 'vitest';
import * as Y from 'yjs';
import { applyProjectToDoc, projectsFromDoc, type DocProject } from '../../src/features/team/doc';
import { shareWithOtherTabs } from '../../src/features/team/sync/otherTabs';
import { autoFlowInDoc } from '../support/projects';

const project = autoFlowInDoc;

const stops: (() => void)[] = [];
afterEach(() => stops.splice(0).forEach((stop) => stop()));

/** A tab of this browser in team mode: its doc, sharing the founder's own changes with the other tabs. */
function openTab() {
  const doc = new Y.Doc();
  const own = { founder: 'Alex Rivera' };
  const sharedCopy = {};
  const stop = shareWithOtherTabs(doc, { own, sharedCopy });
  stops.push(stop);
  /** The founder's own edit in this tab, as reduxToDoc writes it. */
  const edit = (overrides: Partial<DocProject>) => applyProjectToDoc(doc, project(overrides), own);
  return { doc, sharedCopy, stop, edit };
}

/** Counts what goes over the tabs' channel. */
function listenToChannel() {
  const channel = new BroadcastChannel('forge-lab:team-lab');
  const heard: unknown[] = [];
  channel.onmessage = (event) => heard.push(event.data);
  stops.push(() => channel.close());
  return heard;
}

/** Another founder's change to the fields in `overrides`, reaching `doc` from the team server. */
function fromServer(doc: Y.Doc, overrides: Partial<DocProject>) {
  const server = new Y.Doc();
  Y.applyUpdate(server, Y.encodeStateAsUpdate(doc));
  const [current] = projectsFromDoc(server);
  applyProjectToDoc(server, { ...current, lastUpdatedBy: 'Maya Chen', ...overrides });
  Y.applyUpdate(doc, Y.encodeStateAsUpdate(server, Y.encodeStateVector(doc)), 'server');
}

const shown = (doc: Y.Doc) => projectsFromDoc(doc).map(({ name, description }) => `${name}: ${description}`);
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe("a founder's tabs in team mode", () => {
  it("pass the founder's own changes in one tab to the others", async () => {
    const first = openTab();
    const second = openTab();
    first.edit({});
    await vi.waitFor(() => expect(shown(second.doc)).toEqual(['AutoFlow Engine: Workflow automation']));

    second.edit({ description: 'Automates workflows' });
    await vi.waitFor(() => expect(shown(first.doc)).toEqual(['AutoFlow Engine: Automates workflows']));
  });

  it('never undo a newer value with the change of a tab that had not seen it yet', async () => {
    const first = openTab();
    const second = openTab();
    first.edit({});
    await vi.waitFor(() => expect(shown(second.doc)).toHaveLength(1));

    // In the same turn: another founder's rename reaches the first tab from the server, and the
    // second tab, still holding the old name, edits the description.
    fromServer(first.doc, { name: 'AutoFlow Pro' });
    second.edit({ description: 'Automates workflows' });

    await vi.waitFor(() => expect(shown(first.doc)).toEqual(['AutoFlow Pro: Automates workflows']));
    // The rename reaches the second tab over its own link to the server.
    expect(shown(second.doc)).toEqual(['AutoFlow Engine: Automates workflows']);
    fromServer(second.doc, { name: 'AutoFlow Pro' });
    expect(shown(second.doc)).toEqual(['AutoFlow Pro: Automates workflows']);
  });

  it("pass on neither the server's changes, nor what the shared copy loads, nor anything back", async () => {
    const heard = listenToChannel();
    const first = openTab();
    const second = openTab();
    first.edit({});
    await vi.waitFor(() => expect(shown(second.doc)).toHaveLength(1));
    await settle();
    // The second tab applied it as the shared copy's own: no echo follows the one message.
    expect(heard).toHaveLength(1);

    fromServer(first.doc, { name: 'AutoFlow Pro' });
    const loaded = new Y.Doc();
    applyProjectToDoc(loaded, project({ id: '2', name: 'GrowthPulse' }));
    Y.applyUpdate(first.doc, Y.encodeStateAsUpdate(loaded), first.sharedCopy);
    first.stop();
    first.edit({ description: 'Not passed on' });
    await settle();
    expect(heard).toHaveLength(1);
    expect(shown(second.doc)).toEqual(['AutoFlow Engine: Workflow automation']);
  });
});
