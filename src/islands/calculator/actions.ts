/**
 * The calculator's submit-time code, loaded on the first "Beräkna" so zod and the result view stay
 * out of the page's first load: validates with the shared schema, then applies Mifflin-St Jeor.
 */
import { calculateCalories, type CalorieResult } from '@shared/calculator.ts';
import { ok, type Result } from '@shared/result.ts';
import { calculatorInputSchema, type CalculatorInput } from '@shared/schemas/calculator.ts';
import { validate, type InvalidInput } from '@shared/schemas/errors.ts';

export { CalorieResultPanel } from './CalorieResultPanel';

/** BMR and TDEE and the input they were computed from, or a Swedish message per invalid field. */
export type Calculation = Result<{ input: CalculatorInput; result: CalorieResult }, InvalidInput>;

/** Validates the form's text values and computes BMR and TDEE (kcal/day). */
export function calculate(values: Record<string, string>): Calculation {
  const checked = validate(calculatorInputSchema, values);
  if (!checked.ok) return checked;
  return ok({ input: checked.value, result: calculateCalories(checked.value) });
}
