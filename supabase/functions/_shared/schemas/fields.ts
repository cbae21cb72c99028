import * as z from 'zod/mini';

/**
 * Turns what a person types into a number field into a number: trims, drops spaces used as
 * thousands separators ("2 000") and accepts a Swedish decimal comma ("72,5"). An empty text
 * becomes `undefined` so the field's "required" message is shown instead of a range message.
 * Anything that is not text is passed through for the number schema to judge.
 */
export function textToNumber(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const compact = value.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  if (compact === '') return undefined;
  return Number(compact);
}

interface NumberFieldMessages {
  /** Shown when the field is empty. */
  required: string;
  /** Shown when the text is not a number. */
  notNumber: string;
  /** Shown when the value is outside [min, max]. */
  range: string;
}

/**
 * A number field that may arrive as form text, bounded to [min, max] with Swedish messages.
 * When `integer` is set the value is rounded to a whole number after validation.
 */
export function numberField(min: number, max: number, messages: NumberFieldMessages, integer = false) {
  const checked = z
    .number({
      error: (issue) => (issue.input === undefined ? messages.required : messages.notNumber),
    })
    .check(z.minimum(min, { error: messages.range }), z.maximum(max, { error: messages.range }));
  return z.pipe(
    z.transform(textToNumber),
    integer
      ? z.pipe(
          checked,
          z.transform((n) => Math.round(n)),
        )
      : checked,
  );
}

/** Optional free text: `null`/`undefined` become '', surrounding whitespace is trimmed. */
export function optionalText(maxLength: number, tooLong: string) {
  return z.pipe(
    z.transform((value: unknown) => value ?? ''),
    z.string({ error: 'Ange text' }).check(z.trim(), z.maxLength(maxLength, { error: tooLong })),
  );
}

/** A number from `min` to `max`, ends included (zod's own messages: for values a person never types). */
export const numberIn = (min: number, max: number) => z.number().check(z.minimum(min), z.maximum(max));

/** A whole number from `min` to `max`, ends included. */
export const intIn = (min: number, max: number) => z.int().check(z.minimum(min), z.maximum(max));

/** Text of `min` to `max` characters, ends included. */
export const textIn = (min: number, max: number) => z.string().check(z.minLength(min), z.maxLength(max));
