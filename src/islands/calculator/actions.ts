/**
 * The calculator's submit-time code, loaded on the first "Beräkna" so zod and the result view stay
 * out of the page's first load: validates with the shared schema, then applies Mifflin-St Jeor.
 */
import { calculateCalories, type CalorieResult } from '@shared/calculator.ts';
import { calculatorInputSchema, type CalculatorInput } from '@shared/schemas/calculator.ts';
import { validate } from '@shared/schemas/errors.ts';

export { CalorieResultPanel } from './CalorieResultPanel';

export type Calculation =
  | { ok: true; input: CalculatorInput; result: CalorieResult }
  | { ok: false; messages: Record<string, string> };

/** Validates the form's text values and computes BMR and TDEE (kcal/day). */
export function calculate(values: Record<string, string>): Calculation {
  const checked = validate(calculatorInputSchema, values);
  if (!checked.ok) return { ok: false, messages: checked.messages };
  return { ok: true, input: checked.value, result: calculateCalories(checked.value) };
}
