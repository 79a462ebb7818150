import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applyProjectToDoc, projectFromDoc } from '../../src/features/team/doc';
import { startTeamServer, type TeamServer } from '../../server/teamServer';
import {
  connectedSocket,
  connectFounder,
  DEMO,
  rawSocket as openRawSocket,
  signIn,
  syncMessage,
} from './support/clients';
import { makeWorkspace, waitFor } from './support/fixtures';
import { sampleProject } from './support/project';

let workspace: Awaited<ReturnType<typeof makeWorkspace>>;
let server: TeamServer;
const cleanups: (() => void)[] = [];

beforeEach(async () => {
  workspace = await makeWorkspace();
  server = await startTeamServer({ dataDir: workspace.data, distDir: workspace.dist, port: 0, demo: true });
});

afterEach(async () => {
  cleanups.splice(0).forEach((cleanup) => cleanup());
  await server.close();
  await workspace.remove();
});

async function founder(email: string) {
  const client = await connectFounder(server.url, await signIn(server.url, email));
  cleanups.push(client.disconnect);
  return client;
}

/** A websocket as any program could open it, recording what it is told. */
function rawSocket(headers: Record<string, string> = {}) {
  const raw = openRawSocket(server.url, headers);
  cleanups.push(raw.terminate);
  return raw;
}

async function authenticatedSocket(email: string) {
  const raw = await connectedSocket(server.url, await signIn(server.url, email));
  cleanups.push(raw.terminate);
  return raw;
}

describe('the sync endpoint', () => {
  it('shows each founder the other founder’s change within a second', async () => {
    const alex = await founder(DEMO.alex);
    const maya = await founder(DEMO.maya);

    const sent = Date.now();
    applyProjectToDoc(alex.doc, sampleProject());
    await waitFor(() => projectFromDoc(maya.doc, '1') !== null, 1000, 'Alex’s project at Maya’s');
    expect(Date.now() - sent).toBeLessThan(1000);

    applyProjectToDoc(maya.doc, sampleProject({ revenue: 900, lastUpdatedBy: 'Maya Chen' }));
    await waitFor(() => projectFromDoc(alex.doc, '1')?.revenue === 900, 1000, 'Maya’s edit at Alex’s');
    expect(projectFromDoc(alex.doc, '1')?.lastUpdatedBy).toBe('Maya Chen');
  });

  it('refuses a websocket without a session before the handshake, so it receives nothing', async () => {
    const { received, outcome } = rawSocket();
    expect(await outcome).toEqual({ status: 401 });
    expect(received).toEqual([]);
  });

  it('refuses a forged session cookie and a cross-site origin', async () => {
    const forged = rawSocket({ Cookie: 'forge_lab_session=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' });
    expect(await forged.outcome).toEqual({ status: 401 });
    const cookie = await signIn(server.url, DEMO.alex);
    const crossSite = rawSocket({ Cookie: cookie, Origin: 'https://evil.example' });
    expect(await crossSite.outcome).toEqual({ status: 403 });
    expect([...forged.received, ...crossSite.received]).toEqual([]);
  });

  it('closes the websocket of a founder who signs out', async () => {
    const cookie = await signIn(server.url, DEMO.alex);
    const alex = await connectFounder(server.url, cookie);
    cleanups.push(alex.disconnect);
    const closed = new Promise<number>((resolve) =>
      alex.provider.on('close', ({ event }: { event: { code: number } }) => resolve(event.code)),
    );
    await fetch(`${server.url}/api/session`, { method: 'DELETE', headers: { Cookie: cookie } });
    expect(await closed).toBe(4401);
  });

  it('refuses a malformed update and stores nothing of it', async () => {
    const alex = await founder(DEMO.alex);
    applyProjectToDoc(alex.doc, sampleProject());
    await alex.acknowledged();

    const maya = await authenticatedSocket(DEMO.maya);
    maya.socket.send(syncMessage(new Uint8Array([1, 2, 3, 250, 7])));
    expect(await maya.outcome).toMatchObject({ code: 4400 });

    const sam = await founder('sam@forgelab.dev');
    expect(projectFromDoc(sam.doc, '1')?.name).toBe('AutoFlow Engine');
  });

  it('refuses a message over 16 MB', async () => {
    const maya = await authenticatedSocket(DEMO.maya);
    maya.socket.send(syncMessage(new Uint8Array(17 * 1024 * 1024)));
    expect(await maya.outcome).toMatchObject({ code: 1009 });
  });
});
