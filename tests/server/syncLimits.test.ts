import { MessageType } from '@hocuspocus/server';
import * as encoding from 'lib0/encoding';
import { describe, expect, it } from 'vitest';
import { MAX_UPDATE_BYTES } from '../../contract/labDocument';
import { DEMO, labMessage, signIn, syncMessage } from './support/clients';
import { waitFor } from './support/fixtures';
import { useTeamServer } from './support/syncServer';

const team = useTeamServer();

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const opened = (socket: { socket: { once(event: 'open', listener: () => void): unknown } }) =>
  new Promise<void>((resolve) => socket.socket.once('open', () => resolve()));

/** The names in every presence Maya's client has been shown, and each state's keys. */
function presenceSeenBy(maya: Awaited<ReturnType<typeof team.founder>>) {
  const seen: { name?: unknown; keys: string[] }[] = [];
  maya.provider.on('awarenessChange', ({ states }: { states: { user?: Record<string, unknown> }[] }) => {
    for (const { user } of states) if (user) seen.push({ name: user.name, keys: Object.keys(user) });
  });
  return seen;
}

describe('the sync endpoint keeps what a client sends within limits', () => {
  it('closes a socket at its first message for another document, before anything is queued', async () => {
    const raw = team.rawSocket({ Cookie: await signIn(team.url, DEMO.alex) });
    await opened(raw);
    raw.socket.send(syncMessage(new Uint8Array(1024 * 1024), 'other'));
    expect(await raw.outcome).toEqual({ code: 4404, reason: 'Unknown document' });
  });

  it('closes a socket that sends more than 64 KB before its connection is set up', async () => {
    const raw = team.rawSocket({ Cookie: await signIn(team.url, DEMO.alex) });
    await opened(raw);
    // Sync messages, never an authentication: Hocuspocus would hold them until one came.
    for (let index = 0; index < 5; index++) raw.socket.send(syncMessage(new Uint8Array(20 * 1024)));
    expect(await raw.outcome).toMatchObject({ code: 1008 });
  });

  it('refuses an update over 8 MB, saying so', async () => {
    const alex = await team.connectedSocket(DEMO.alex);
    alex.socket.send(syncMessage(new Uint8Array(MAX_UPDATE_BYTES + 1)));
    expect(await alex.outcome).toEqual({ code: 4400, reason: 'Refused: a change may hold 8 MB at most' });
  });

  it('closes the websocket on a 15 MB message before reading it whole', async () => {
    const alex = await team.connectedSocket(DEMO.alex);
    alex.socket.send(syncMessage(new Uint8Array(15 * 1024 * 1024)));
    expect(await alex.outcome).toMatchObject({ code: 1009 });
  });

  it('passes no stateless message from a client on to the other founders', async () => {
    const maya = await team.founder(DEMO.maya);
    const received: string[] = [];
    maya.provider.on('stateless', ({ payload }: { payload: string }) => received.push(payload));
    const alex = await team.connectedSocket(DEMO.alex);
    const payload = 'x'.repeat(64 * 1024);
    for (const type of [MessageType.Stateless, MessageType.BroadcastStateless])
      alex.socket.send(labMessage(type, (encoder) => encoding.writeVarString(encoder, payload)));
    await sleep(300);
    expect(received).toEqual([]);
    expect(alex.socket.readyState).toBe(alex.socket.OPEN);
  });

  it('passes on no presence over 4 KB, and none in another founder’s name', async () => {
    const maya = await team.founder(DEMO.maya);
    const seen = presenceSeenBy(maya);
    const alex = await team.founder(DEMO.alex);
    alex.provider.setAwarenessField('user', { name: 'Sam Okafor' });
    alex.provider.setAwarenessField('user', { name: 'Alex Rivera', note: 'x'.repeat(5000) });
    // Sent last on the same socket: once Maya sees it, she would have seen the two before it.
    alex.provider.setAwarenessField('user', { name: 'Alex Rivera', color: 'teal' });
    await waitFor(() => seen.some(({ keys }) => keys.includes('color')), 2000, 'Alex’s presence at Maya’s');
    expect(seen.map(({ name }) => name)).not.toContain('Sam Okafor');
    expect(seen.flatMap(({ keys }) => keys)).not.toContain('note');
  });

  it('refuses a ninth websocket for one session, and takes one again once another closes', async () => {
    const cookie = await signIn(team.url, DEMO.alex);
    const sockets = Array.from({ length: 8 }, () => team.rawSocket({ Cookie: cookie }));
    await Promise.all(sockets.map(opened));
    expect(await team.rawSocket({ Cookie: cookie }).outcome).toEqual({ status: 429 });

    sockets[0].socket.close();
    await sockets[0].outcome;
    // The server hears of the close a moment after the client.
    for (let attempt = 1; ; attempt++) {
      const another = team.rawSocket({ Cookie: cookie });
      if ((await Promise.race([opened(another).then(() => 'open'), another.outcome])) === 'open') break;
      expect(attempt).toBeLessThan(20);
      await sleep(50);
    }
  });
});
