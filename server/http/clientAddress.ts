import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';

/**
 * What the sign-in limits count by: one IPv4 address, or one IPv6 /64 (a single host often holds a
 * whole /64, so counting its addresses one by one would give it billions of fresh starts).
 */
export function networkOf(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped || isIP(address) !== 6) return mapped ?? address;
  const [head, tail] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}

/**
 * The client's network. X-Forwarded-For is anyone's to write, so it counts only when the operator
 * says a proxy is in front (`--trust-proxy`); then its last entry, the one that proxy added, names
 * the client, and the socket's address is the proxy's.
 */
export function clientAddress(request: IncomingMessage, trustProxy: boolean): string {
  const forwarded = trustProxy
    ? String(request.headers['x-forwarded-for'] ?? '')
        .split(',')
        .pop()
        ?.trim()
    : '';
  const address = forwarded && isIP(forwarded) ? forwarded : (request.socket.remoteAddress ?? 'unknown');
  return networkOf(address);
}
