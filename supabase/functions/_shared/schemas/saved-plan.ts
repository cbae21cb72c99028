import * as z from 'zod/mini';
import { joinLines, plainLineError } from './plain-text.ts';

export const MAX_PLAN_NAME_LENGTH = 200;
export const MAX_PLAN_DESCRIPTION_LENGTH = 2000;

/** One line of plain text: trimmed, no control characters, no bidi overrides (Swedish messages). */
function plainLine(schema: z.ZodMiniString) {
  return schema.check(
    z.superRefine((text, ctx) => {
      const message = plainLineError(text);
      if (message !== undefined) ctx.addIssue({ code: 'custom', message });
    }),
  );
}

/** A saved plan's name: 1–200 characters of plain text. */
export const planNameSchema = plainLine(
  z
    .string({ error: 'Ange ett namn' })
    .check(
      z.trim(),
      z.minLength(1, { error: 'Ange ett namn' }),
      z.maxLength(MAX_PLAN_NAME_LENGTH, { error: `Namnet får vara högst ${MAX_PLAN_NAME_LENGTH} tecken` }),
    ),
);

/**
 * A saved plan's description: line breaks typed in the text area become spaces, then at most 2000
 * characters of plain text; empty is null.
 */
export const planDescriptionSchema = z.pipe(
  z.transform((value: unknown) => (typeof value === 'string' ? joinLines(value) : value)),
  z.pipe(
    z.nullable(
      plainLine(
        z.string({ error: 'Ogiltig beskrivning' }).check(
          z.maxLength(MAX_PLAN_DESCRIPTION_LENGTH, {
            error: `Beskrivningen får vara högst ${MAX_PLAN_DESCRIPTION_LENGTH} tecken`,
          }),
        ),
      ),
    ),
    z.transform((text) => (text === null || text === '' ? null : text)),
  ),
);
