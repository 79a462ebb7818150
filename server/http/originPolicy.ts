import type { IncomingMessage } from 'node:http';
import { SetupError } from '../setupError.js';

/** localhost, 127.0.0.0/8 and [::1], as URL parsing writes them (lower case, IPv6 in brackets). */
export const isLoopbackName = (hostname: string) =>
  hostname === 'localhost' || hostname === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(hostname);

/** `--public-origin`: an http or https origin alone (no path, query or credentials), as the browser writes it. */
export function parsePublicOrigin(text: string): string {
  let url: URL | undefined;
  try {
    url = new URL(text);
  } catch {
    url = undefined;
  }
  if (!url || !['http:', 'https:'].includes(url.protocol) || url.username || url.password || url.search || url.hash)
    throw new SetupError(`--public-origin must be an origin such as https://lab.example.com, not ${text}.`);
  if (url.pathname !== '/') throw new SetupError(`--public-origin takes no path: ${url.origin}, not ${text}.`);
  return url.origin;
}

/** A Host header as browsers send it: a name or IPv4 address, or an IPv6 one in brackets, and a port. */
const HOST_HEADER = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * Which requests and websocket upgrades the server answers: those addressed to the public origin
 * (`--public-origin`) or to loopback on the port they came in on. A page on another name (or a
 * name an attacker re-points at this machine: DNS rebinding) names itself in Host or Origin, and
 * is refused; Origin is compared with its scheme, so an http page cannot act for the https app.
 */
export function createOriginPolicy(publicOrigin?: string) {
  const ours = publicOrigin ? new URL(parsePublicOrigin(publicOrigin)) : undefined;
  const isLoopback = (url: URL, port: number | undefined) =>
    isLoopbackName(url.hostname) && Number(url.port || 80) === port;

  return function isAllowedRequest(request: IncomingMessage): boolean {
    const { host, origin } = request.headers;
    const port = request.socket.localPort;
    if (!host || !HOST_HEADER.test(host)) return false;
    try {
      const named =
        isLoopback(new URL(`http://${host}`), port) ||
        (ours !== undefined && new URL(`${ours.protocol}//${host}`).host === ours.host);
      if (!named || origin === undefined) return named;
      const from = new URL(origin);
      return from.origin === ours?.origin || (from.protocol === 'http:' && isLoopback(from, port));
    } catch {
      // Unparseable Host or Origin (Origin "null" included): nothing a page of this app sends.
      return false;
    }
  };
}
