/**
 * The calculator's submit-time code, loaded on the first "Beräkna" so zod stays out of the page's
 * first load: validates with the shared schema, then applies Mifflin-St Jeor.
 */
import { calculateCalories, type CalorieResult } from '@shared/calculator.ts';
import { ok, type Result } from '@shared/result.ts';
import type { Gender } from '@shared/domain.ts';
import { calculatorInputSchema } from '@shared/schemas/calculator.ts';
import { validate, type InvalidInput } from '@shared/schemas/errors.ts';

/** BMR and TDEE and the sex they were computed for, or a Swedish message per invalid field. */
export type Calculation = Result<{ result: CalorieResult; gender: Gender }, InvalidInput>;

/** Validates the form's text values and computes BMR and TDEE (kcal/day). */
export function calculate(values: Record<string, string>): Calculation {
  const checked = validate(calculatorInputSchema, values);
  if (!checked.ok) return checked;
  return ok({ result: calculateCalories(checked.value), gender: checked.value.gender });
}
