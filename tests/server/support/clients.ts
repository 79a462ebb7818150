import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import WebSocket from 'ws';
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
  class CookieWebSocket extends WebSocket {
    constructor(url: string, protocols?: string | string[]) {
      super(url, protocols, { headers: { Cookie: cookie } });
    }
  }
  const doc = new Y.Doc();
  const socket = new HocuspocusProviderWebsocket({ url: syncUrl(baseUrl), WebSocketPolyfill: CookieWebSocket });
  const provider = new HocuspocusProvider({ websocketProvider: socket, name: 'lab', document: doc });
  provider.attach();
  await waitFor(() => provider.synced, 5000, 'the first sync');
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
