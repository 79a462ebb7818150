/**
 * Characters no text of the lab holds, whoever sends it: C0 and C1 control characters (a tab, and
 * a line break in the fields that take several lines, aside) and the bidirectional embeddings,
 * overrides and isolates (U+202A–U+202E, U+2066–U+2069), which make text read otherwise than it
 * is stored ("Trojan Source"). The right-to-left and left-to-right marks stay: real text uses them.
 */
// Matching control characters is what these patterns are for.
/* eslint-disable no-control-regex */
const HIDDEN_IN_LINE = /[\u0000-\u0008\u000A-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/u;
const HIDDEN_IN_LINES = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/u;

/** The message under a field that holds one. */
export const HIDDEN_CHARACTERS_MESSAGE = 'Remove the control or text-direction characters pasted in.';

/** Whether `text` holds a character no text of the lab holds; `lines`: the field takes line breaks. */
export const hasHiddenCharacters = (text: string, lines = false): boolean =>
  (lines ? HIDDEN_IN_LINES : HIDDEN_IN_LINE).test(text);

/**
 * `text` with every hidden character written out as `\u{…}`, for a terminal or a log: printed raw,
 * an override would turn the rest of the line around, and a control character could move the cursor.
 */
export const visibleText = (text: string): string =>
  text.replace(
    /[\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/gu,
    (character) => `\\u{${character.codePointAt(0)!.toString(16)}}`,
  );
/* eslint-enable no-control-regex */
