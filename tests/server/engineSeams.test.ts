import { EventEmitter } from 'node:events';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Redis as RedisExtension } from '@hocuspocus/extension-redis';
import { Document, Hocuspocus, MessageType } from '@hocuspocus/server';
import type { Redis } from 'ioredis';
import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import { messageYjsSyncStep1, messageYjsSyncStep2 } from 'y-protocols/sync';
import * as Y from 'yjs';
import { catchUpMessage, CHECKED_AGAINST, screenMessages, syncChannel } from '../../server/engineSeams';
import { labMessage } from './support/clients';
import { waitFor } from './support/fixtures';

const installedVersion = (name: string) =>
  (JSON.parse(readFileSync(`node_modules/${name}/package.json`, 'utf8')) as { version: string }).version;

/** Hocuspocus's sign-in to a document: a token (its authentication message of type 0). */
const signIn = (documentName: string) =>
  labMessage(
    MessageType.Auth,
    (encoder) => {
      encoding.writeVarUint(encoder, 0);
      encoding.writeVarString(encoder, 'token');
    },
    documentName,
  );

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe('the engine seams (server/engineSeams.ts)', () => {
  it('were checked against the installed ws, Hocuspocus and Redis extension', () => {
    const installed = Object.fromEntries(Object.keys(CHECKED_AGAINST).map((name) => [name, installedVersion(name)]));
    // A new version: check each seam in server/engineSeams.ts against its sources, then CHECKED_AGAINST.
    expect(installed).toEqual(CHECKED_AGAINST);
  });

  it('are pinned to exactly those versions in package.json, so a fresh install gets them', () => {
    const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as { dependencies: Record<string, string> };
    const pinned = Object.fromEntries(Object.keys(CHECKED_AGAINST).map((name) => [name, manifest.dependencies[name]]));
    expect(pinned).toEqual(CHECKED_AGAINST);
    // The provider speaks the server's protocol: the same release.
    expect(manifest.dependencies['@hocuspocus/provider']).toBe(CHECKED_AGAINST['@hocuspocus/server']);
  });

  it('judge each message a socket receives once, before Hocuspocus reads it, queued ones included', async () => {
    const hocuspocus = new Hocuspocus({ quiet: true });
    const http = createServer();
    const sockets = new WebSocketServer({ server: http });
    const judged: string[] = [];
    sockets.on('connection', (socket, request) => {
      screenMessages(socket, (message) => {
        const documentName = decoding.readVarString(decoding.createDecoder(message));
        judged.push(documentName);
        return documentName === 'lab';
      });
      hocuspocus.handleConnection(socket, request);
    });
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    cleanups.push(() => new Promise((resolve) => http.close(resolve)));
    cleanups.push(() => hocuspocus.closeConnections());

    const client = new WebSocket(`ws://127.0.0.1:${(http.address() as AddressInfo).port}`);
    cleanups.push(() => client.terminate());
    const answers: number[][] = [];
    client.on('message', (data: Buffer) => {
      const decoder = decoding.createDecoder(new Uint8Array(data));
      decoding.readVarString(decoder);
      answers.push([decoding.readVarUint(decoder), decoding.readVarUint(decoder)]);
    });
    await new Promise((resolve) => client.once('open', resolve));
    const stepOne = (encoder: encoding.Encoder) => {
      encoding.writeVarUint(encoder, messageYjsSyncStep1);
      encoding.writeVarUint8Array(encoder, Y.encodeStateVector(new Y.Doc()));
    };
    // A sign-in the screen refuses; a first sync step before the sign-in (Hocuspocus queues it), then the sign-in.
    client.send(signIn('other'));
    client.send(labMessage(MessageType.Sync, stepOne));
    client.send(signIn('lab'));

    // The queued step is answered once the connection is set up: Hocuspocus handed it on again.
    await waitFor(
      () => answers.some(([type, step]) => type === (MessageType.Sync as number) && step === messageYjsSyncStep2),
      3000,
      'the answer to the queued first sync step',
    );
    expect(judged).toEqual(['other', 'lab', 'lab']);
    expect(hocuspocus.documents.has('other')).toBe(false);
  });

  it('speak the Redis extension’s framing: it answers a catch-up from another instance on the channel', async () => {
    const published: { channel: string; message: Buffer }[] = [];
    const fakeClient = () =>
      Object.assign(new EventEmitter(), {
        publish: (channel: string, message: Buffer) => Promise.resolve(void published.push({ channel, message })),
      }) as unknown as Redis;
    const clients: Redis[] = [];
    const createClient = () => clients[clients.push(fakeClient()) - 1];
    const extension = new RedisExtension({ createClient, prefix: 'forge-lab', identifier: 'east' });
    const lab = new Document('lab');
    lab.getMap('projects').set('1', 'Shared');
    await extension.onConfigure({ instance: { documents: new Map([['lab', lab]]) } } as never);
    const subscriber = clients[1];
    const channel = Buffer.from(syncChannel('forge-lab', 'lab'));
    const emptyVector = Y.encodeStateVector(new Y.Doc());

    // Its own identifier: the extension skips what it sent itself.
    subscriber.emit('messageBuffer', channel, catchUpMessage('east', 'lab', emptyVector));
    subscriber.emit('messageBuffer', channel, catchUpMessage('catch-up-west', 'lab', emptyVector));
    await waitFor(() => published.length >= 2, 1000, 'the extension’s answer');

    // What the sender lacks (a second step), and its own first step (asking what it lacks), on the channel.
    const answers = published.map(({ channel: answeredOn, message }) => {
      const decoder = decoding.createDecoder(message.subarray(5));
      const kind = [decoding.readVarString(decoder), decoding.readVarUint(decoder), decoding.readVarUint(decoder)];
      return { answeredOn, sender: message.subarray(0, 5).toString('latin1'), kind, decoder };
    });
    expect(answers.map(({ answeredOn, sender, kind }) => ({ answeredOn, sender, kind }))).toEqual([
      { answeredOn: 'forge-lab:lab', sender: '\x04east', kind: ['lab', MessageType.SyncReply, messageYjsSyncStep1] },
      { answeredOn: 'forge-lab:lab', sender: '\x04east', kind: ['lab', MessageType.Sync, messageYjsSyncStep2] },
    ]);
    const { decoder } = answers[1];
    const received = new Y.Doc();
    Y.applyUpdate(received, decoding.readVarUint8Array(decoder));
    expect(received.getMap('projects').get('1')).toBe('Shared');
  });
});
