import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { RedisUnreachable, RETRY_AFTER_SECONDS } from '../auth/redisOutage.js';
import { HEALTH_PATH } from './health.js';
import { sendJson } from './json.js';

type Handler = (request: IncomingMessage, response: ServerResponse, pathname: string) => Promise<unknown>;

type Routes = {
  /** Answered whatever the Host: monitors probe by address, and it tells nothing of the lab. */
  health: Handler;
  /** Whether the request names this server (Host, Origin): refused with 403 otherwise. */
  isAllowed: (request: IncomingMessage) => boolean;
  api: Handler;
  app: Handler;
  syncPath: string;
  upgradeSync: (request: IncomingMessage, socket: Duplex, head: Buffer) => Promise<unknown>;
};

/** What a founder reads (the sign-in form shows it) while the instances' shared store is down. */
const WAITING_FOR_REDIS =
  'The team server is reconnecting to the store it shares with the other servers. Try again in a few seconds.';

const pathOf = (request: IncomingMessage) => new URL(request.url ?? '/', 'http://localhost').pathname;

/** Requests: /api/… to the session API, the sync path to a websocket only, everything else to the app. */
export function routeRequests({ health, isAllowed, api, app, syncPath }: Routes) {
  async function handle(request: IncomingMessage, response: ServerResponse) {
    try {
      if (pathOf(request) === HEALTH_PATH) return await health(request, response, HEALTH_PATH);
      if (!isAllowed(request)) return sendJson(response, 403, { error: 'Unknown host or origin' });
      const pathname = decodeURIComponent(pathOf(request));
      if (pathname.startsWith('/api/')) await api(request, response, pathname);
      else if (pathname === syncPath)
        sendJson(response, 426, { error: 'Upgrade to a websocket' }, { Upgrade: 'websocket' });
      else await app(request, response, pathname);
    } catch (error) {
      if (error instanceof URIError) return sendJson(response, 400, { error: 'Bad address' });
      if (error instanceof RedisUnreachable && !response.headersSent)
        return sendJson(
          response,
          503,
          { error: WAITING_FOR_REDIS, retryAfter: RETRY_AFTER_SECONDS },
          {
            'Retry-After': RETRY_AFTER_SECONDS,
          },
        );
      console.error('Request failed:', error);
      if (response.headersSent) response.destroy();
      else sendJson(response, 500, { error: 'Server error' });
    }
  }
  return (request: IncomingMessage, response: ServerResponse) => void handle(request, response);
}

const refuse = (socket: Duplex, status: string) =>
  void socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);

/** Websocket upgrades: only at the sync path, and only addressed to this server. */
export function routeUpgrades({ isAllowed, syncPath, upgradeSync }: Routes) {
  return (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    // Node stops watching an upgraded socket: a client resetting it must not crash the server.
    socket.on('error', () => socket.destroy());
    if (pathOf(request) !== syncPath) return refuse(socket, '404 Not Found');
    if (!isAllowed(request)) return refuse(socket, '403 Forbidden');
    upgradeSync(request, socket, head).catch((error) => {
      console.error('Sync upgrade failed:', error);
      socket.destroy();
    });
  };
}
