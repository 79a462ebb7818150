import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyReply } from 'fastify';

/** The app learns it is in team mode from the HTML it is served: no extra request in the static build. */
export const TEAM_MODE_META = '<meta name="forge-lab-mode" content="team" />';

/**
 * Brotli at quality 5 compresses the largest page (about 70 KB) in a few milliseconds, within a
 * few per cent of its best; gzip is for the clients without Brotli.
 */
const ENCODERS = {
  br: (html: string) => promisify(brotliCompress)(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
  gzip: (html: string) => promisify(gzip)(html),
};

/**
 * A built page with the team-mode marker added. The marker changes its bytes, so the build's
 * precompressed copies of the page do not fit: it is compressed as it is sent, in the encoding
 * the request prefers (@fastify/static negotiates the other files' the same way).
 */
export async function sendTeamPage(reply: FastifyReply, html: string): Promise<FastifyReply> {
  const page = html.replace(/<\/head>/i, `${TEAM_MODE_META}</head>`);
  const encoding = negotiate(reply.request.headers['accept-encoding'] ?? '', ['br', 'gzip'] as const);
  reply.header('Content-Type', 'text/html; charset=utf-8').header('Vary', 'Accept-Encoding');
  if (!encoding) return reply.send(page);
  return reply.header('Content-Encoding', encoding).send(await ENCODERS[encoding](page));
}
