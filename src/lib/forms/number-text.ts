/**
 * What a person types into a number field, as a number: spaces as thousands separators ("2 000")
 * and a decimal comma ("72,5") are accepted. Empty text is `undefined`; other text is NaN. Mirrors
 * `textToNumber` in `_shared/schemas/fields.ts` without pulling zod into a page's first load; the
 * zod schema still decides on submit.
 */
export function parseNumberText(text: string): number | undefined {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  if (compact === '') return undefined;
  return Number(compact);
}

/**
 * The message to show next to a number field while typing: none for empty text (the required
 * check is the button's or the submit's job), `notNumber` for text that is not a number,
 * `range` outside [min, max].
 */
export function numberTextError(
  text: string,
  min: number,
  max: number,
  messages: { notNumber: string; range: string },
): string | undefined {
  const value = parseNumberText(text);
  if (value === undefined) return undefined;
  if (!Number.isFinite(value)) return messages.notNumber;
  return value < min || value > max ? messages.range : undefined;
}

/** A copy of `record` without `key` (clearing one field's error as the user edits it). */
export function withoutKey<V>(record: Partial<Record<string, V>>, key: string): Partial<Record<string, V>> {
  return Object.fromEntries(Object.entries(record).filter(([name]) => name !== key));
}
