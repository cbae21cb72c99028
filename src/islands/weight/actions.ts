/**
 * The weigh-in's submit-time check, loaded after the first paint so zod stays out of the first load,
 * with Swedish messages per field. The body details and a week's intake are checked by
 * ./energy-actions.ts, loaded when one of those is sent: the calculator's schema is not built for
 * a page that only logs a weight.
 */
import * as z from 'zod/mini';
import { dayNumber } from '@shared/format/calendar-day.ts';
import { err, ok, type Result } from '@shared/result.ts';
import { validate } from '@shared/schemas/errors.ts';
import { numberField } from '@shared/schemas/fields.ts';

import { KG_RANGE, WAIST_RANGE } from '@/lib/weight/csv';
import { WEIGHT_FORM as T } from '@/lib/messages/weight-form';

import type { LogRow } from './view-model';

/** At most one decimal ("72,4"; "72,45" is refused: the scale does not weigh to 10 g). */
const oneDecimal = (n: number) => Math.abs(n * 10 - Math.round(n * 10)) < 1e-6;

function buildWeighInSchema(today: string) {
  return z.object({
    kg: numberField(KG_RANGE.min, KG_RANGE.max, {
      required: T.kgRequired,
      notNumber: T.kgNotNumber,
      range: T.kgRange,
    }).check(z.refine(oneDecimal, { error: T.oneDecimal })),
    date: z.string().check(
      z.regex(/^\d{4}-\d{2}-\d{2}$/u, { error: T.dateRequired }),
      z.refine((date) => !Number.isNaN(dayNumber(date)), { error: T.dateRequired }),
      z.refine((date) => dayNumber(date) <= dayNumber(today), { error: T.future }),
    ),
    waist: z.pipe(
      z.transform((value: unknown) => (value === '' ? undefined : value)),
      z.optional(
        numberField(WAIST_RANGE.min, WAIST_RANGE.max, {
          required: T.waistRange,
          notNumber: T.waistNotNumber,
          range: T.waistRange,
        }).check(z.refine(oneDecimal, { error: T.oneDecimal })),
      ),
    ),
  });
}

/** The weigh-in's schema of the day it was built for. */
let built: { today: string; schema: ReturnType<typeof buildWeighInSchema> } | undefined;

/**
 * The weigh-in's schema for `today` (a later day is refused), built once per day: "Spara" checks with
 * it and builds nothing, as building a zod schema (and its first parse) is most of what a check costs.
 */
export function weighInSchema(today: string): ReturnType<typeof buildWeighInSchema> {
  if (built?.today !== today) {
    const schema = buildWeighInSchema(today);
    // zod completes an object schema (its keys and which of them are optional) on its first parse:
    // a typical weigh-in parsed here does that where the schema is built, not on the press.
    schema.safeParse({ kg: '72,4', date: today, waist: '' });
    built = { today, schema };
  }
  return built.schema;
}

/** A Swedish message per field of the form `V`. */
export type Messages<V> = Partial<Record<keyof V & string, string>>;

/** The form's text as the log's row (kg and waist to one decimal), or a message per field. */
export function checkWeighIn(
  values: { kg: string; date: string; waist: string },
  today: string,
): Result<LogRow, Messages<typeof values>> {
  const checked = validate(weighInSchema(today), values);
  if (!checked.ok) return err(checked.error.messages);
  const { kg, date, waist } = checked.value;
  return ok({ day: date, kg, waist_cm: waist ?? null });
}
