// @ts-check
// Names the module and function a CPU profile's minified position comes from, through Node's own
// source map reader.
import { SourceMap } from 'node:module';

/** @typedef {{ source: string, name: string | undefined }} Original */
/** @typedef {(line: number, column: number) => Original | null} Lookup */
/** What findEntry returns: Node's SourceMapping, with the name its types leave out, or {}. */
/** @typedef {Partial<import('node:module').SourceMapping> & { name?: string }} Entry */

/**
 * Returns lookup(line, column) (both zero-based) → { source, name } of the original position.
 * @param {string} json
 * @returns {Lookup}
 */
export function readSourceMap(json) {
  const map = new SourceMap(JSON.parse(json));
  // Node's findEntry gives the map's final segment the source and name of the segments before it
  // when it has none of its own, so its fields are counted here: 1 (no source), 4 (no name) or 5.
  // A field ends with a base64 digit under 32, A to f.
  const final = /** @type {Entry} */ (map.findEntry(Number.MAX_SAFE_INTEGER, 0));
  const finalSegment = map.payload.mappings.split(/[,;]/).filter(Boolean).pop() ?? '';
  const finalFields = (finalSegment.match(/[A-Za-f]/g) ?? []).length;
  return (line, column) => {
    const entry = /** @type {Entry} */ (map.findEntry(line, column));
    // The mapping at or before the position may end an earlier line: that one does not cover it.
    if (entry.generatedLine !== line || !entry.originalSource) return null;
    const isFinal = line === final.generatedLine && entry.generatedColumn === final.generatedColumn;
    if (isFinal && finalFields < 4) return null;
    return { source: entry.originalSource, name: isFinal && finalFields < 5 ? undefined : entry.name };
  };
}
