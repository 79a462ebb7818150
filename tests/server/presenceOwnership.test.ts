import { MessageType } from '@hocuspocus/server';
import * as encoding from 'lib0/encoding';
import { describe, expect, it } from 'vitest';
import { connectedSocket, DEMO, labMessage } from './support/clients';
import { waitFor } from './support/fixtures';
import { SAM, useTeamServer } from './support/syncServer';
import { joined, VIEWER } from './support/teamPeople';

const team = useTeamServer();

/** An awareness message, as any program could write it: one entry for `clientId` at `clock`. */
const presenceMessage = (clientId: number, clock: number, state: unknown) =>
  labMessage(MessageType.Awareness, (encoder) => {
    const update = encoding.createEncoder();
    encoding.writeVarUint(update, 1);
    encoding.writeVarUint(update, clientId);
    encoding.writeVarUint(update, clock);
    encoding.writeVarString(update, JSON.stringify(state));
    encoding.writeVarUint8Array(encoder, encoding.toUint8Array(update));
  });

type Founder = Awaited<ReturnType<typeof team.founder>>;
const nameAt = (watcher: Founder, clientId: number) =>
  (watcher.provider.awareness?.getStates().get(clientId) as { user?: { name?: string } } | undefined)?.user?.name;

describe('a presence entry is its own person’s to change', () => {
  it('keeps a viewer’s raw client from overwriting or ending a founder’s presence', async () => {
    const maya = await team.founder(DEMO.maya);
    maya.provider.setAwarenessField('user', { name: 'Maya Chen' });
    const sam = await team.founder(SAM);
    const mayasClient = maya.provider.awareness!.clientID;
    await waitFor(() => nameAt(sam, mayasClient) === 'Maya Chen', 2000, 'Maya’s presence at Sam’s');

    const viewer = await connectedSocket(team.url, await joined(team.url, VIEWER));
    viewer.socket.send(presenceMessage(mayasClient, 1000, { user: { name: VIEWER.name } }));
    viewer.socket.send(presenceMessage(mayasClient, 1001, null));
    // Sent last on the same socket: once Sam sees it, the server has judged the two before it.
    viewer.socket.send(presenceMessage(424_242, 1, { user: { name: VIEWER.name } }));
    await waitFor(() => nameAt(sam, 424_242) === VIEWER.name, 2000, 'the viewer’s own presence at Sam’s');
    expect(nameAt(sam, mayasClient)).toBe('Maya Chen');
    viewer.terminate();
  });
});
