import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import { MessageType } from '@hocuspocus/server';
import * as encoding from 'lib0/encoding';
import WebSocket from 'ws';
import { messageYjsSyncStep1, messageYjsSyncStep2 } from 'y-protocols/sync';
import * as Y from 'yjs';
import { waitFor } from './fixtures';

export const DEMO = { password: 'forge-demo-2026', alex: 'alex@forgelab.dev', maya: 'maya@forgelab.dev' } as const;

export function postSession(baseUrl: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${baseUrl}/api/session`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

/** Signs in and returns the Cookie header value the browser would send back. */
export async function signIn(baseUrl: string, email: string, password: string = DEMO.password): Promise<string> {
  const response = await postSession(baseUrl, { email, password });
  if (response.status !== 200) throw new Error(`Sign-in failed: ${response.status}`);
  return response.headers.get('set-cookie')!.split(';')[0];
}

export const syncUrl = (baseUrl: string) => `${baseUrl.replace(/^http/, 'ws')}/sync`;

/** A founder's client as the browser runs it: a Y.Doc synced by the Hocuspocus provider, with the session cookie. */
export async function connectFounder(baseUrl: string, cookie: string) {
  const founder = openFounder(baseUrl, cookie);
  await waitFor(() => founder.provider.synced, 5000, 'the first sync');
  return founder;
}

/** The same client, connecting: it goes on trying as the browser's does, and the caller waits for what it needs. */
export function openFounder(baseUrl: string, cookie: string) {
  class CookieWebSocket extends WebSocket {
    constructor(url: string, protocols?: string | string[]) {
      super(url, protocols, { headers: { Cookie: cookie } });
    }
  }
  const doc = new Y.Doc();
  const socket = new HocuspocusProviderWebsocket({ url: syncUrl(baseUrl), WebSocketPolyfill: CookieWebSocket });
  const provider = new HocuspocusProvider({ websocketProvider: socket, name: 'lab', document: doc });
  provider.attach();
  return {
    doc,
    provider,
    /** Resolves once the server has acknowledged every change sent so far. */
    acknowledged: () => waitFor(() => !provider.hasUnsyncedChanges, 5000, 'acknowledgement'),
    disconnect() {
      provider.destroy();
      socket.destroy();
      doc.destroy();
    },
  };
}

type Client = ReturnType<typeof openFounder>;

/**
 * The first time the server closes a founder's websocket: its code and reason. The client then
 * stops connecting again, as the browser does after a refusal.
 */
export function firstClose({ provider }: Client): Promise<{ code: number; reason: string }> {
  return new Promise((resolve) =>
    provider.on('close', ({ event }: { event: { code: number; reason: string } }) => {
      provider.configuration.websocketProvider.disconnect();
      resolve({ code: event.code, reason: event.reason });
    }),
  );
}

/** Hocuspocus's auth message carrying a token (AuthMessageType.Token in @hocuspocus/common). */
const AUTH_TOKEN = 0;

export type Outcome = { status?: number; code?: number; reason?: string };

/** A websocket as any program could open it, recording what it is told. Call `terminate` when done. */
export function rawSocket(baseUrl: string, headers: Record<string, string> = {}) {
  const socket = new WebSocket(syncUrl(baseUrl), { headers });
  const received: Buffer[] = [];
  const outcome = new Promise<Outcome>((resolve) => {
    socket.on('message', (data: Buffer) => received.push(data));
    socket.on('unexpected-response', (_request, response) => resolve({ status: response.statusCode }));
    socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() }));
    socket.on('error', () => resolve({}));
  });
  return { socket, received, outcome, terminate: () => socket.terminate() };
}

/** A message for a document in Hocuspocus's framing: its name, the message type, then `write` adds the rest. */
export function labMessage(type: number, write: (encoder: encoding.Encoder) => void, documentName = 'lab') {
  const encoder = encoding.createEncoder();
  encoding.writeVarString(encoder, documentName);
  encoding.writeVarUint(encoder, type);
  write(encoder);
  return encoding.toUint8Array(encoder);
}

/** A Hocuspocus sync message carrying `update` (Sync, SyncStep2), as a provider frames it. */
export const syncMessage = (update: Uint8Array, documentName = 'lab') =>
  labMessage(
    MessageType.Sync,
    (encoder) => {
      encoding.writeVarUint(encoder, messageYjsSyncStep2);
      encoding.writeVarUint8Array(encoder, update);
    },
    documentName,
  );

/**
 * A raw websocket with a session, connected to the lab as a provider connects: its authentication
 * message (an empty token), then a first sync step, whose answer says the lab is loaded and what
 * is sent next is handled at once.
 */
export async function connectedSocket(baseUrl: string, cookie: string) {
  const raw = rawSocket(baseUrl, { Cookie: cookie });
  await new Promise((resolve) => raw.socket.once('open', resolve));
  raw.socket.send(
    labMessage(MessageType.Auth, (encoder) => {
      encoding.writeVarUint(encoder, AUTH_TOKEN);
      encoding.writeVarString(encoder, '');
    }),
  );
  raw.socket.send(
    labMessage(MessageType.Sync, (encoder) => {
      encoding.writeVarUint(encoder, messageYjsSyncStep1);
      encoding.writeVarUint8Array(encoder, Y.encodeStateVector(new Y.Doc()));
    }),
  );
  // The authentication's answer, then the first sync step's.
  await waitFor(() => raw.received.length >= 2, 5000, 'the lab connection');
  return raw;
}
