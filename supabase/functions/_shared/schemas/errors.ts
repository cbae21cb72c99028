import type * as z from 'zod';

/** The generic Swedish message when a value is invalid and the schema gave no better one. */
export const INVALID_VALUE_MESSAGE = 'Ogiltigt värde';

/**
 * Turns a zod error into one Swedish message per field, keyed by the dotted path of the field
 * ('calories', 'cuisine', 'goals'); an error on the whole object is keyed ''. The first issue of
 * a field wins, which is the one a person should fix first. Every schema in `schemas/` sets a
 * Swedish message on each check; zod's own (English) text is never returned.
 */
export function fieldMessages(error: z.ZodError): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.');
    if (key in messages) continue;
    messages[key] = isSwedish(issue) ? issue.message : INVALID_VALUE_MESSAGE;
  }
  return messages;
}

/** The result of validating input: the value, or Swedish messages per field. */
export type Validated<T> =
  { ok: true; value: T } | { ok: false; messages: Record<string, string>; message: string };

/**
 * Validates `input` with `schema` without throwing. On failure `message` is the first field's
 * message (for a toast) and `messages` has one per field (for inline errors).
 */
export function validate<S extends z.ZodType>(schema: S, input: unknown): Validated<z.output<S>> {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, value: result.data };
  const messages = fieldMessages(result.error);
  const first = Object.values(messages)[0] ?? INVALID_VALUE_MESSAGE;
  return { ok: false, messages, message: first };
}

/**
 * zod's default messages are English ("Invalid input: expected number"). Ours are Swedish; the
 * check is deliberately crude: an English default always starts with one of these words.
 */
function isSwedish(issue: z.core.$ZodIssue): boolean {
  return !/^(Invalid|Too (big|small)|Expected|Unrecognized|Required)/.test(issue.message);
}
