import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';

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
 * The client's network. Fastify's `request.ip` reads X-Forwarded-For only under `--trust-proxy`
 * (app.ts trusts one hop: its last entry, the one the proxy added); an entry that is no address
 * counts as the socket's.
 */
export function clientAddress(request: FastifyRequest): string {
  return networkOf(isIP(request.ip) ? request.ip : (request.socket.remoteAddress ?? 'unknown'));
}
