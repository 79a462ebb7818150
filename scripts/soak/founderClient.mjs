// @ts-check
// A founder's client as the browser runs it: a Y.Doc synced with the Hocuspocus provider over `ws`,
// the session cookie on its websocket, its name in the presence. It notes which changes the
// server has acknowledged (the provider's unsynced count back to 0 after them), can go offline
// (its provider destroyed, its doc kept, as a closed tab with its IndexedDB copy) and come back,
// to any instance.
import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { signIn, waitFor } from '../bench/team/loadClients.mjs';

/** @param {string} baseUrl */
const syncUrl = (baseUrl) => `${baseUrl.replace(/^http/, 'ws')}/sync`;

/**
 * The lab as plain JSON, keys sorted: two docs hold the same lab when these strings are equal.
 * @param {Y.Doc} doc
 */
export function labText(doc) {
  /** @param {unknown} value @returns {unknown} */
  const sorted = (value) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(
          Object.keys(value)
            .sort()
            .map((key) => [key, sorted(/** @type {Record<string, unknown>} */ (value)[key])]),
        )
      : value;
  return JSON.stringify(
    sorted({ projects: doc.getMap('projects').toJSON(), deletions: doc.getMap('deletions').toJSON() }),
  );
}

/**
 * @param {{ founder: { email: string, name: string }, baseUrl: string,
 *   onAcknowledged: (upTo: number) => void, log: (line: string) => void }} options
 */
export async function founderClient({ founder, baseUrl, onAcknowledged, log }) {
  const doc = new Y.Doc();
  let cookie = await signIn(baseUrl, founder.email);
  /** Changes are numbered as they are made; the server has acknowledged every one up to `acknowledged`. */
  let made = 0;
  let closed = 0;
  const closes = /** @type {Record<string, number>} */ ({});
  /** @type {{ provider: HocuspocusProvider, socket: HocuspocusProviderWebsocket } | null} */
  let link = null;

  /** @param {string} url */
  function connect(url) {
    const headers = () => ({ Cookie: cookie });
    class SessionWebSocket extends WebSocket {
      /** @param {string} address @param {string | string[]} [protocols] */
      constructor(address, protocols) {
        super(address, protocols, { headers: headers() });
        // The provider closes a socket still connecting when it gives up on it: in Node that is
        // an 'error' event, which would end the run if nothing listened (a browser only logs it).
        this.on('error', () => undefined);
      }
    }
    // Retries capped at 5 s (the provider's default grows to 30 s): the run checks what follows.
    const socket = new HocuspocusProviderWebsocket({
      url: syncUrl(url),
      WebSocketPolyfill: SessionWebSocket,
      maxDelay: 5000,
    });
    const provider = new HocuspocusProvider({ websocketProvider: socket, name: 'lab', document: doc });
    provider.setAwarenessField('user', { name: founder.name });
    // Each change counts as unsynced as it is made (the provider listens to the doc), and a
    // reconnect counts its sync step, which carries whatever the server lacks: the count back at
    // 0 acknowledges every change made so far. Except after a reconnect: the provider sends the
    // updates it queued meanwhile before its sync step, and restarts the count at 1, so the first
    // of them acknowledged reads 0 while the others are on their way; one the server then refuses
    // as built on what it lacks (4500) closes the socket at once. So a 0 counts once the socket
    // stayed open a second after it.
    provider.on('unsyncedChanges', (/** @type {{ number: number }} */ { number }) => {
      if (number !== 0) return;
      const [upTo, closedBefore] = [made, closed];
      setTimeout(() => closed === closedBefore && onAcknowledged(upTo), 1000);
    });
    provider.on('close', (/** @type {{ event: { code: number } }} */ { event }) => {
      closed += 1;
      closes[event.code] = (closes[event.code] ?? 0) + 1;
    });
    provider.attach();
    link = { provider, socket };
  }

  connect(baseUrl);
  await waitFor(() => Boolean(link?.provider.synced), 30_000, `${founder.name}'s first sync`);
  return {
    founder,
    doc,
    closes,
    get online() {
      return link !== null;
    },
    /** Makes a change in one transaction, given its number; returns the number. */
    change(/** @type {(number: number) => void} */ write) {
      const number = (made += 1);
      doc.transact(() => write(number));
      return number;
    },
    /** The provider and its socket go; the doc stays, with every change made meanwhile. */
    goOffline() {
      link?.provider.destroy();
      link?.socket.destroy();
      link = null;
    },
    /** Back, to `url`; signed in again there if the session is gone. */
    async comeBack(/** @type {string} */ url) {
      const session = await fetch(`${url}/api/session`, { headers: { Cookie: cookie } }).catch(() => null);
      if (session?.status === 401) cookie = await signIn(url, founder.email);
      log(`${founder.name} back online, on ${url}`);
      connect(url);
    },
    /** Whether the server has acknowledged everything this client made. */
    get settled() {
      return Boolean(link?.provider.synced && !link.provider.hasUnsyncedChanges && link.socket.status === 'connected');
    },
    cookie: () => cookie,
    close() {
      link?.provider.destroy();
      link?.socket.destroy();
      doc.destroy();
    },
  };
}
