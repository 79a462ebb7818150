/** Words a POSIX shell reads as they are; anything else is single-quoted. */
const PLAIN = /^[\w./:=@%+,-]+$/;

/** One word of a command printed for the operator to paste: a path with spaces or quotes stays one word. */
export const shellWord = (word: string) => (PLAIN.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`);
