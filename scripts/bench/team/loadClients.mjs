// @ts-check
// One founder's client for the load bench: a Y.Doc synced by the Hocuspocus provider as the
// browser runs it (over `ws`, with the session cookie when the server wants one), editing its own
// project and timing every other client's edits as they arrive.
import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { DEMO_PASSWORD } from '../../lib/founders.mjs';

/** @param {string} baseUrl */
const syncUrl = (baseUrl) => `${baseUrl.replace(/^http/, 'ws')}/sync`;
const now = () => performance.timeOrigin + performance.now();

/**
 * @param {() => boolean} ready
 * @param {number} timeoutMs
 * @param {string} what
 */
export async function waitFor(ready, timeoutMs, what) {
  const deadline = Date.now() + timeoutMs;
  while (!ready()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/**
 * Signs in with a demo account; returns the Cookie header the browser would send back.
 * @param {string} baseUrl
 * @param {string} email
 */
export async function signIn(baseUrl, email) {
  const response = await fetch(`${baseUrl}/api/session`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (response.status !== 200) throw new Error(`Sign-in of ${email} failed: ${response.status}`);
  return /** @type {string} */ (response.headers.get('set-cookie')).split(';')[0];
}

/**
 * A project as the form makes it, owned by the client that edits it.
 * @param {string} id
 * @param {string} founder
 */
export function projectFields(id, founder) {
  const at = new Date().toISOString();
  return {
    id,
    name: `Load ${id}`,
    description: 'A project the load bench edits.',
    status: 'In Dev',
    owners: [founder],
    revenue: 0,
    subscribers: 0,
    githubUrl: '',
    liveUrl: '',
    notes: '',
    createdAt: at,
    lastUpdated: at,
    lastUpdatedBy: founder,
  };
}

/**
 * @param {{ baseUrl: string, cookie?: string, index: number, founder: string }} options
 */
export async function connectClient({ baseUrl, cookie, index, founder }) {
  const headers = cookie ? { Cookie: cookie } : {};
  class SessionWebSocket extends WebSocket {
    /** @param {string} url @param {string | string[]} [protocols] */
    constructor(url, protocols) {
      super(url, protocols, { headers });
    }
  }
  const doc = new Y.Doc();
  const socket = new HocuspocusProviderWebsocket({ url: syncUrl(baseUrl), WebSocketPolyfill: SessionWebSocket });
  const provider = new HocuspocusProvider({ websocketProvider: socket, name: 'lab', document: doc });
  provider.attach();
  await waitFor(() => provider.synced, 15_000, `client ${index}'s first sync`);
  /** @type {number[]} */
  const latencies = [];
  const projects = /** @type {Y.Map<Y.Map<unknown>>} */ (doc.getMap('projects'));
  projects.observeDeep((events, transaction) => {
    if (transaction.local) return;
    const arrived = now();
    for (const event of events) {
      if (!(event instanceof Y.YMapEvent) || !event.keysChanged.has('notes')) continue;
      const sentAt = Number(String(/** @type {Y.Map<unknown>} */ (event.target).get('notes')).split(':')[2]);
      if (Number.isFinite(sentAt)) latencies.push(arrived - sentAt);
    }
  });
  let sent = 0;
  const id = `load-${index}`;
  return {
    doc,
    latencies,
    sentCount: () => sent,
    /** Adds this client's project (once, before the run). */
    addProject() {
      doc.transact(() => {
        const map = projects.set(id, new Y.Map());
        for (const [field, value] of Object.entries(projectFields(id, founder))) map.set(field, value);
      });
    },
    /** One edit of this client's project, stamped with the time it was made. */
    edit() {
      const map = projects.get(id);
      if (!map) throw new Error(`client ${index} has no project`);
      sent += 1;
      doc.transact(() => {
        map.set('notes', `${index}:${sent}:${now()}`);
        map.set('lastUpdated', new Date().toISOString());
        map.set('lastUpdatedBy', founder);
      });
    },
    acknowledged: () => waitFor(() => !provider.hasUnsyncedChanges, 30_000, `client ${index}'s acknowledgements`),
    /** The last edit number of a client's project, as this doc holds it. */
    /** @param {number} of */
    lastEditOf(of) {
      return Number(String(projects.get(`load-${of}`)?.get('notes') ?? '').split(':')[1] ?? 0);
    },
    disconnect() {
      provider.destroy();
      socket.destroy();
      doc.destroy();
    },
  };
}
