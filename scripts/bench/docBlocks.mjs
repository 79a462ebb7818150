// @ts-check
// The bench's part of docs/performance.md and docs/performance-figures.md: the blocks between
// `<!-- bench:KEY -->` and `<!-- /bench:KEY -->` (a table and the line naming the run it comes
// from). Everything around them is written by hand, and a rewrite leaves it as it is.
import { readFile, writeFile } from 'node:fs/promises';
import * as prettier from 'prettier';

export const PERFORMANCE_DOC = 'docs/performance.md';
/** The detailed tables: the board, the history, the Growth view, the board against its floor. */
export const FIGURES_DOC = 'docs/performance-figures.md';

/** @param {string} cell */
const escapeCell = (cell) => cell.replaceAll('|', '\\|');

/**
 * A markdown table (Prettier aligns its columns when the page is written).
 * @param {string[]} head
 * @param {string[][]} body
 */
export const table = (head, body) =>
  [head, head.map(() => '---'), ...body].map((cells) => `| ${cells.map(escapeCell).join(' | ')} |`).join('\n');

/**
 * "Measured by `npm run bench` on commit `abc1234`, 2026-11-24, on 2 cores."
 * @param {{ commit: string, date: string, machine: string }} run
 * @param {string} [part] the part of the bench, when not a full run
 */
export function measuredBy({ commit, date, machine }, part) {
  const [hash, ...rest] = commit.split(' ');
  const by = part ? `\`npm run bench\` (its \`${part}\` part)` : '`npm run bench`';
  return `Measured by ${by} on commit \`${hash}\`${rest.length ? ` ${rest.join(' ')}` : ''}, ${date.slice(0, 10)}, on ${machine}.`;
}

/**
 * The page with each block's content replaced; a block the page does not mark is an error, not
 * an addition: the prose that introduces a table is the page's, so a new block is added by hand.
 * @param {string} page
 * @param {Record<string, string>} blocks markdown by key
 */
export function replaceBlocks(page, blocks) {
  let result = page;
  for (const [key, content] of Object.entries(blocks)) {
    const open = `<!-- bench:${key} -->`;
    const close = `<!-- /bench:${key} -->`;
    const start = result.indexOf(open);
    const end = result.indexOf(close);
    if (start < 0 || end < start) throw new Error(`the page has no ${open} … ${close} block`);
    result = `${result.slice(0, start + open.length)}\n\n${content.trim()}\n\n${result.slice(end)}`;
  }
  return result;
}

/**
 * Rewrites the blocks of `file` and formats it as the repository's Prettier does.
 * @param {Record<string, string>} blocks
 * @param {string} [file]
 */
export async function rewriteBlocks(blocks, file = PERFORMANCE_DOC) {
  const page = replaceBlocks(await readFile(file, 'utf8'), blocks);
  const options = (await prettier.resolveConfig(file)) ?? {};
  await writeFile(file, await prettier.format(page, { ...options, filepath: file }));
  return file;
}
