/**
 * The weight page's submit-time checks, loaded on the first "Spara" so zod stays out of the first
 * load: a weigh-in, the body details and a week's intake, each with Swedish messages per field.
 */
import * as z from 'zod/mini';
import { dayNumber } from '@shared/format/calendar-day.ts';
import { err, ok, type Result } from '@shared/result.ts';
import { validate } from '@shared/schemas/errors.ts';
import { calculatorInputSchema } from '@shared/schemas/calculator.ts';
import { numberField } from '@shared/schemas/fields.ts';

import { KG_RANGE, WAIST_RANGE } from '@/lib/weight/csv';
import { WEIGHT_ENERGY } from '@/lib/messages/weight';
import { WEIGHT_FORM as T } from '@/lib/messages/weight-form';
import type { BodyDetails, WeekIntake } from '@/lib/weight/stored-weight';

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

type Messages<V> = Partial<Record<keyof V & string, string>>;

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

const bodySchema = z.omit(calculatorInputSchema, { weight: true });

/** "Dina uppgifter" checked with the calculator's own schema (its bounds and messages). */
export function checkBodyDetails(values: {
  age: string;
  height: string;
  gender: string;
  activityLevel: string;
}): Result<BodyDetails, Messages<typeof values>> {
  const checked = validate(bodySchema, values);
  return checked.ok ? ok(checked.value) : err(checked.error.messages);
}

const weekKcalSchema = z.object({
  kcal: numberField(
    500,
    6000,
    {
      required: WEIGHT_ENERGY.intakeRequired,
      notNumber: WEIGHT_ENERGY.intakeNotNumber,
      range: WEIGHT_ENERGY.intakeRange,
    },
    true,
  ),
});

/** A week's intake: how closely the plan was followed, or a number of kcal a day. */
export function checkWeekIntake(values: {
  mode: string;
  kcal: string;
}): Result<WeekIntake, Messages<typeof values>> {
  if (values.mode === 'full' || values.mode === 'partly' || values.mode === 'not')
    return ok({ kind: 'plan', followed: values.mode });
  if (values.mode !== 'kcal') return err({ mode: WEIGHT_ENERGY.intakeModeRequired });
  const checked = validate(weekKcalSchema, { kcal: values.kcal });
  return checked.ok ? ok({ kind: 'kcal', kcal: checked.value.kcal }) : err(checked.error.messages);
}
