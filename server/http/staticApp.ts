import { readFile, realpath } from 'node:fs/promises';
import { extname, relative, resolve, sep } from 'node:path';
import send from '@fastify/send';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { pageFileFor } from '../../contract/pages.js';
import { allowOnly } from './methods.js';
import { sendTeamPage } from './teamPage.js';

// Scripts are text/javascript (RFC 9239), as this server has always sent them and browsers expect;
// the mime table @fastify/static and @fastify/send share still says application/javascript.
send.mime.define({ 'text/javascript': ['js', 'mjs'] }, true);

/** Vite names the files under assets/ by their content: they never change, so they are kept a year. */
const cacheControlFor = (fromRoot: string) =>
  fromRoot.startsWith(`assets${sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache';

/** The path below `top`, or null when outside it or through a dot-file (the build's .vite/ is for tooling). */
function below(top: string, path: string): string | null {
  const fromTop = path.slice(top.length + 1);
  return path.startsWith(top + sep) && !fromTop.split(sep).some((part) => part.startsWith('.')) ? fromTop : null;
}

/**
 * Errors that mean "no such file" (ERR_INVALID_ARG_VALUE: a NUL in the address); any other (a
 * permission denied) is the server's fault: 500.
 */
const isMissing = (error: unknown) =>
  ['ENOENT', 'ENOTDIR', 'EISDIR', 'ELOOP', 'ENAMETOOLONG', 'ERR_INVALID_ARG_VALUE'].includes(
    (error as NodeJS.ErrnoException).code ?? '',
  );

const orMissing = <T>(promise: Promise<T>) =>
  promise.catch((error: unknown) => {
    if (isMissing(error)) return null;
    throw error;
  });

/**
 * Where `path` really is, below the build's real root, or null. A symlink in the build may lead
 * anywhere: the file and the precompressed copies @fastify/static would send in its place must
 * all be inside the build. The root is resolved each time, so a deploy that re-points a `dist`
 * symlink is followed.
 */
async function realFileIn(root: string, path: string): Promise<{ realRoot: string; real: string } | null> {
  const [realRoot, real] = await Promise.all([realpath(root), orMissing(realpath(path))]);
  if (!real || below(realRoot, real) === null) return null;
  const copies = await Promise.all(['.br', '.gz'].map((suffix) => orMissing(realpath(real + suffix))));
  return copies.every((copy) => !copy || below(realRoot, copy) !== null) ? { realRoot, real } : null;
}

const notFound = (reply: FastifyReply) => {
  reply.callNotFound();
  return reply;
};

/**
 * Serves the built app from `distDir` as `vite preview` does (contract/pages.ts maps routes to
 * pages), with the team-mode marker in each page. Other files go through @fastify/static: their
 * precompressed copies (scripts/precompress.mjs) when the request accepts them, Range, ETag.
 */
export const staticApp: FastifyPluginAsync<{ distDir: string }> = async (app, { distDir }) => {
  const root = resolve(distDir);
  await app.register(fastifyStatic, { root, serve: false, preCompressed: true, cacheControl: false, index: false });

  // The app's files are public: the lab's data travels only through the API and the websocket.
  app.get('/*', { config: { access: 'public' } }, async (request, reply): Promise<FastifyReply> => {
    const pathname = decodeURIComponent(new URL(request.url, 'http://localhost').pathname);
    const path = resolve(root, pathname.includes('.') ? `.${pathname}` : pageFileFor(pathname));
    const fromRoot = below(root, path);
    const found = fromRoot === null ? null : await realFileIn(root, path);
    if (fromRoot === null || !found) return notFound(reply);
    reply.header('Cache-Control', cacheControlFor(fromRoot));
    if (extname(fromRoot) !== '.html') {
      // A request carrying an ETag asks this server to validate it: 304 when it still holds.
      // @fastify/send ignores the ETag when the request also says no-cache (RFC 2616's reload),
      // which fetch() adds to every request it is given a validator for.
      if (request.headers['if-none-match']) delete request.raw.headers['cache-control'];
      return reply.sendFile(relative(found.realRoot, found.real), found.realRoot);
    }
    const html = await orMissing(readFile(found.real, 'utf8'));
    return html === null ? notFound(reply) : sendTeamPage(reply, html);
  });
  allowOnly(app, '/*', ['GET', 'HEAD']);
};
