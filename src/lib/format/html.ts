const ENTITIES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/** `text` as HTML text (also inside a double-quoted attribute): the characters markup gives a meaning, escaped. */
export const htmlText = (text: string): string => text.replace(/[&<>"]/gu, (c) => ENTITIES[c] ?? c);
