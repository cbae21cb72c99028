/**
 * Deepest JSON nesting a request body may have. A real body is a few levels deep; thousands of
 * levels only serve to exhaust a recursive parser (Postgres' jsonb input stops at its stack
 * depth limit with a 500), so such a body is refused up front as a client error.
 */
export const MAX_JSON_DEPTH = 512;

/**
 * True when the JSON text nests arrays/objects deeper than `limit`. One linear pass over the
 * characters that skips string contents (escapes included); no parsing, no recursion, so it is
 * safe on any input and stops at the first level past the limit.
 */
export function jsonNestingExceeds(text: string, limit = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 0x5c)
        i++; // backslash: skip the escaped character
      else if (ch === 0x22) inString = false;
    } else if (ch === 0x22) {
      inString = true;
    } else if (ch === 0x5b || ch === 0x7b) {
      if (++depth > limit) return true;
    } else if (ch === 0x5d || ch === 0x7d) {
      depth--;
    }
  }
  return false;
}
