/**
 * The energy part's submit-time checks, loaded when "Dina uppgifter" or a week's intake is sent:
 * the body details with the calculator's own schema (its bounds and messages) and a week's intake,
 * each with Swedish messages per field.
 */
import * as z from 'zod/mini';
import { err, ok, type Result } from '@shared/result.ts';
import { validate } from '@shared/schemas/errors.ts';
import { calculatorInputSchema } from '@shared/schemas/calculator.ts';
import { numberField } from '@shared/schemas/fields.ts';

import { WEIGHT_ENERGY } from '@/lib/messages/weight';
import type { BodyDetails, WeekIntake } from '@/lib/weight/stored-weight';

import type { Messages } from './actions';

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
