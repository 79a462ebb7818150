// @ts-check
// A minimal source map reader (version 3, no sections): enough to name the module and function
// a CPU profile's minified position comes from, without a dependency.
const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/**
 * The base64 VLQ numbers of one mapping segment.
 * @param {string} text
 */
function decodeSegment(text) {
  /** @type {number[]} */
  const numbers = [];
  let value = 0;
  let shift = 0;
  for (const char of text) {
    const digit = BASE64.indexOf(char);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
    } else {
      numbers.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return numbers;
}

/** @typedef {{ source: string, name: string | undefined }} Original */
/** @typedef {(line: number, column: number) => Original | null} Lookup */

/**
 * Returns lookup(line, column) (both zero-based) → { source, name } of the original position.
 * @param {string} json
 * @returns {Lookup}
 */
export function readSourceMap(json) {
  /** @type {{ mappings: string, sources: string[], names: string[] }} */
  const map = JSON.parse(json);
  const state = [0, 0, 0, 0];
  const lines = map.mappings.split(';').map((line) => {
    let column = 0;
    return line
      .split(',')
      .filter(Boolean)
      .map((segment) => {
        const [generated, source, , , name] = decodeSegment(segment);
        column += generated;
        if (source === undefined) return { column };
        state[0] += source;
        if (name !== undefined) state[3] += name;
        return { column, source: state[0], name: name === undefined ? undefined : state[3] };
      });
  });
  return (line, column) => {
    /** @type {{ column: number, source?: number, name?: number } | undefined} */
    let found;
    for (const segment of lines[line] ?? []) if (segment.column <= column) found = segment;
    if (found?.source === undefined) return null;
    return { source: map.sources[found.source], name: found.name === undefined ? undefined : map.names[found.name] };
  };
}
