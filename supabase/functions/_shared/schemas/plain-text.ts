/**
 * Names and descriptions are plain text: no control characters (a CR/LF would forge lines in an
 * exported calendar or a log) and no bidi embeddings, overrides or isolates (U+202A–U+202E,
 * U+2066–U+2069), which reverse the text around them on screen. The database refuses them too
 * (CHECK constraints); these are the same rules for the forms, with Swedish messages. No zod here,
 * so a form can check as the person types without loading it; the schemas are in saved-plan.ts.
 */

/** Control characters (C0, DEL, C1), tab and line breaks included. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/;
/** Bidi embeddings, overrides and isolates. */
export const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/;
/** Line breaks a text area produces (and the Unicode line and paragraph separators). */
const LINE_BREAKS = /\s*(?:\r\n|[\r\n\u2028\u2029])\s*/g;

/** The message for a name or description holding a line break or an invisible control character. */
export const PLAIN_TEXT_MESSAGE = 'Texten får inte innehålla radbrytningar eller osynliga styrtecken.';
/** The message for a name holding a character that reverses text direction. */
export const BIDI_MESSAGE = 'Namnet får inte innehålla tecken som vänder textens riktning.';

/** True when `text` holds a control character or a bidi override (what the database refuses). */
export function hasUnsafeCharacters(text: string): boolean {
  return CONTROL.test(text) || BIDI_CONTROL.test(text);
}

/** The Swedish message for one-line text (a name) that is not plain, else undefined. */
export function plainLineError(text: string): string | undefined {
  if (BIDI_CONTROL.test(text)) return BIDI_MESSAGE;
  return CONTROL.test(text) ? PLAIN_TEXT_MESSAGE : undefined;
}

/**
 * A description typed in a text area: its line breaks become one space each (the person's Enter
 * is kept as a gap, nothing typed is lost), then trimmed.
 */
export function joinLines(text: string): string {
  return text.replace(LINE_BREAKS, ' ').trim();
}

/** Control characters, tab and line breaks included, and bidi controls: everything `toPlainLine` removes. */
// eslint-disable-next-line no-control-regex
const UNSAFE_ALL = /[\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/g;

/**
 * Text made into one plain line for a field the site composes itself (a saved plan's description
 * built from typed text): lines joined with spaces, control and bidi characters removed.
 */
export function toPlainLine(text: string): string {
  return joinLines(text).replace(UNSAFE_ALL, '').trim();
}

/** The message for a description that is not plain once its lines are joined, else undefined. */
export function plainTextError(text: string): string | undefined {
  return plainLineError(joinLines(text));
}
