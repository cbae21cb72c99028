import type * as z from 'zod/mini';

import { err, ok, type Result } from '../result.ts';

/** The generic Swedish message when a value is invalid and the schema gave no better one. */
export const INVALID_VALUE_MESSAGE = 'Ogiltigt värde';

/**
 * Turns a zod error into one Swedish message per field, keyed by the dotted path of the field
 * ('calories', 'cuisine', 'goals'); an error on the whole object is keyed ''. The first issue of
 * a field wins, which is the one a person should fix first. Every schema in `schemas/` sets a
 * Swedish message on each check; zod's own (English) text is never returned.
 */
export function fieldMessages(error: z.core.$ZodError): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.');
    if (key in messages) continue;
    messages[key] = isSwedish(issue) ? issue.message : INVALID_VALUE_MESSAGE;
  }
  return messages;
}

/** Why input is invalid, in Swedish: one message per field, and the first of them. */
export interface InvalidInput {
  /** One message per field, keyed as `fieldMessages` keys them (for inline errors). */
  readonly messages: Record<string, string>;
  /** The first field's message (for a toast). */
  readonly message: string;
}

/** The result of validating input: the value, or Swedish messages per field. */
export type Validated<T> = Result<T, InvalidInput>;

/** Validates `input` with `schema` without throwing. */
export function validate<S extends z.ZodMiniType>(schema: S, input: unknown): Validated<z.output<S>> {
  const result = schema.safeParse(input);
  if (result.success) return ok(result.data);
  const messages = fieldMessages(result.error);
  return err({ messages, message: Object.values(messages)[0] ?? INVALID_VALUE_MESSAGE });
}

/**
 * zod's default messages are English ("Invalid input: expected number"). Ours are Swedish; the
 * check is deliberately crude: an English default always starts with one of these words.
 */
function isSwedish(issue: z.core.$ZodIssue): boolean {
  return !/^(Invalid|Too (big|small)|Expected|Unrecognized|Required)/.test(issue.message);
}
