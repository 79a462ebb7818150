// @ts-check
// The last step of `npm run build`: a Brotli (.br) and a gzip (.gz) copy beside each built text
// file, so that servers send them compressed without compressing on every request: the team
// server through @fastify/static (server/http/staticApp.ts), nginx through gzip_static
// (deploy/nginx.conf). At the highest levels, as it runs once per build. The copies are written
// after the offline copy's list of files is made (vite.config.ts), which never names them, and
// where a copy would be no smaller than its file (a few bytes of text), none is written.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const outDir = resolve(process.env.FORGE_OUT_DIR ?? 'dist');
const TEXT = /\.(?:html|js|css|svg)$/;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** @param {Buffer} data */
const copiesOf = async (data) => ({
  br: await brotli(data, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
  }),
  gz: await gzipped(data, { level: 9 }),
});

// Dot-folders (Vite's .vite/ manifest) are for tooling, and no server sends them.
const files = (await readdir(outDir, { recursive: true })).filter(
  (file) => TEXT.test(file) && !file.split(sep).some((part) => part.startsWith('.')),
);
let plain = 0;
let withBrotli = 0;
for (const file of files) {
  const data = await readFile(join(outDir, file));
  const copies = await copiesOf(data);
  for (const [suffix, copy] of Object.entries(copies))
    if (copy.length < data.length) await writeFile(join(outDir, `${file}.${suffix}`), copy);
  plain += data.length;
  withBrotli += Math.min(data.length, copies.br.length);
}
const kib = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(0)} KiB`;
console.log(`precompressed ${files.length} files: ${kib(plain)}, ${kib(withBrotli)} with Brotli`);
