// @ts-check
// The soak's bad client: a raw websocket with a founder's session that sends what no browser
// sends (random bytes, cut or unreadable updates, content outside the lab, another founder's
// name, a message for another document, too much before connecting, an update over 8 MB and a
// message over the websocket's limit), one socket each, and notes how the server closed it
// (docs/team-mode.md, "What the server refuses"). None of it may reach the lab.
import { randomBytes } from 'node:crypto';
import { MessageType } from '@hocuspocus/server';
import * as encoding from 'lib0/encoding';
import WebSocket from 'ws';
import { messageYjsSyncStep1, messageYjsSyncStep2 } from 'y-protocols/sync';
import * as Y from 'yjs';

export const BAD_PREFIX = 'soak-bad-';
const MB = 2 ** 20;

/** @param {string} document @param {number} type @param {(encoder: encoding.Encoder) => void} write */
function message(type, write, document = 'lab') {
  const encoder = encoding.createEncoder();
  encoding.writeVarString(encoder, document);
  encoding.writeVarUint(encoder, type);
  write(encoder);
  return encoding.toUint8Array(encoder);
}

/** @param {Uint8Array} update */
const updateMessage = (update) =>
  message(MessageType.Sync, (encoder) => {
    encoding.writeVarUint(encoder, messageYjsSyncStep2);
    encoding.writeVarUint8Array(encoder, update);
  });

/** An update made on a doc of its own by `write`. */
function updateOf(/** @type {(doc: Y.Doc) => void} */ write) {
  const doc = new Y.Doc();
  write(doc);
  return Y.encodeStateAsUpdate(doc);
}

/** A project in another founder's name: valid in shape, refused for its author. */
const inAnotherName = (/** @type {string} */ other) =>
  updateOf((doc) => {
    const map = doc.getMap('projects').set(`${BAD_PREFIX}${Date.now()}`, new Y.Map());
    map.set('name', 'Not mine');
    map.set('lastUpdatedBy', other);
  });

/**
 * Each kind: what it sends once connected (or, `early`, before), and the close codes it expects.
 * @type {Record<string, { early?: boolean, big?: boolean, send: (other: string) => Uint8Array, expect: number[] }>}
 */
const KINDS = {
  'random bytes': { send: () => randomBytes(300), expect: [4400, 4404] },
  'cut update': { send: (other) => updateMessage(inAnotherName(other)).slice(0, -7), expect: [4400] },
  'unreadable update': { send: () => updateMessage(randomBytes(500)), expect: [4400] },
  'outside the lab': { send: () => updateMessage(updateOf((doc) => doc.getMap('other').set('x', 1))), expect: [4400] },
  "another founder's name": { send: (other) => updateMessage(inAnotherName(other)), expect: [4400] },
  'another document': {
    send: () => message(MessageType.Sync, (e) => encoding.writeVarUint(e, 0), 'other'),
    expect: [4404],
  },
  'too much before connecting': { early: true, send: () => updateMessage(randomBytes(100 * 1024)), expect: [1008] },
  'update over 8 MB': { big: true, send: () => updateMessage(randomBytes(8 * MB + 16 * 1024)), expect: [4400] },
  'message over the limit': { big: true, send: () => updateMessage(randomBytes(9 * MB)), expect: [1009] },
};

/**
 * One bad message to the lab on a socket of its own; resolves with how the server closed it.
 * @param {string} url @param {string} cookie @param {keyof typeof KINDS} kind @param {string} other
 * @returns {Promise<number | 'unreachable' | 'not closed'>}
 */
function sendOne(url, cookie, kind, other) {
  const { early, send } = KINDS[kind];
  const socket = new WebSocket(`${url.replace(/^http/, 'ws')}/sync`, { headers: { Cookie: cookie } });
  return new Promise((resolve) => {
    const timer = setTimeout(() => (resolve('not closed'), socket.terminate()), 5000);
    socket.on('error', () => (clearTimeout(timer), resolve('unreachable')));
    socket.on('close', (code) => (clearTimeout(timer), resolve(code)));
    socket.on('open', () => {
      if (early) return socket.send(send(other));
      socket.send(message(MessageType.Auth, (e) => (encoding.writeVarUint(e, 0), encoding.writeVarString(e, ''))));
      socket.send(
        message(MessageType.Sync, (e) => {
          encoding.writeVarUint(e, messageYjsSyncStep1);
          encoding.writeVarUint8Array(e, Y.encodeStateVector(new Y.Doc()));
        }),
      );
      // Once the lab answered (authenticated, then its first sync step): the bad message.
      let answers = 0;
      socket.on('message', () => (answers += 1) === 2 && socket.send(send(other)));
    });
  });
}

/**
 * Sends a bad message every 1 to 4 s, to the instances in turn, until stopped.
 * @param {{ urls: string[], cookie: () => string, other: string, random: () => number,
 *   log: (line: string) => void }} options
 */
export function startBadClient({ urls, cookie, other, random, log }) {
  const counts = { sent: 0, closedAsExpected: 0, unexpected: 0, unreachable: 0 };
  let stopped = false;
  let bigAt = 0;
  const names = /** @type {(keyof typeof KINDS)[]} */ (Object.keys(KINDS));
  const running = (async () => {
    for (let turn = 0; !stopped; turn += 1) {
      await new Promise((resolve) => setTimeout(resolve, 1000 + random() * 3000));
      if (stopped) break;
      // The two 9 MB kinds at most every 20 s: they are about the server, not the soak's memory.
      const choices = Date.now() - bigAt > 20_000 ? names : names.filter((name) => !KINDS[name].big);
      const kind = choices[Math.floor(random() * choices.length)];
      if (KINDS[kind].big) bigAt = Date.now();
      const outcome = await sendOne(urls[turn % urls.length], cookie(), kind, other);
      counts.sent += 1;
      if (outcome === 'unreachable') counts.unreachable += 1;
      else if (typeof outcome === 'number' && KINDS[kind].expect.includes(outcome)) counts.closedAsExpected += 1;
      // 4503: a restarted instance cannot check the session while Redis is down.
      else if (outcome === 4503) counts.unreachable += 1;
      else {
        counts.unexpected += 1;
        log(`bad client: "${kind}" ended with ${outcome}, expected ${KINDS[kind].expect.join(' or ')}`);
      }
    }
  })();
  return {
    counts,
    async stop() {
      stopped = true;
      await running;
    },
  };
}
