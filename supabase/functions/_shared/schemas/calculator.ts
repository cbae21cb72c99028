import * as z from 'zod/mini';
import {
  ACTIVITY_LEVELS,
  CALCULATOR_GOALS,
  GENDERS,
  MAX_DAILY_CALORIES,
  MIN_DAILY_CALORIES,
} from '../domain.ts';
import { numberField } from './fields.ts';

export {
  ACTIVITY_LABELS,
  ACTIVITY_LEVELS,
  CALCULATOR_GOALS,
  type CalculatorGoal,
  GENDER_LABELS,
  GENDERS,
  type ActivityLevel,
  type Gender,
} from '../domain.ts';

/**
 * Calorie calculator input. Numbers may arrive as form text with a decimal comma.
 * Bounds: age 15–100 years (the Mifflin-St Jeor equation is for adolescents and adults),
 * weight 30–300 kg, height 100–250 cm.
 */
export const calculatorInputSchema = z.object({
  age: numberField(
    15,
    100,
    {
      required: 'Ange din ålder',
      notNumber: 'Ange åldern som ett tal',
      range: 'Åldern måste vara mellan 15 och 100 år',
    },
    true,
  ),
  gender: z.enum(GENDERS, { error: 'Välj kön' }),
  weight: numberField(30, 300, {
    required: 'Ange din vikt',
    notNumber: 'Ange vikten i kg som ett tal',
    range: 'Vikten måste vara mellan 30 och 300 kg',
  }),
  height: numberField(100, 250, {
    required: 'Ange din längd',
    notNumber: 'Ange längden i cm som ett tal',
    range: 'Längden måste vara mellan 100 och 250 cm',
  }),
  activityLevel: z.enum(ACTIVITY_LEVELS, { error: 'Välj aktivitetsnivå' }),
});

export type CalculatorInput = z.output<typeof calculatorInputSchema>;

/**
 * What the calculator's action carries in the meal form's address (`?goal=weight-loss&calories=1927`),
 * read back from `URLSearchParams`: the goal one of the three, the calories whole kcal a meal plan can
 * be made at. A part that fails is dropped (undefined) and the other is kept; the meal form's own
 * schema still checks everything on submit.
 */
export const calculatorCarrySchema = z.object({
  goal: z.catch(z.optional(z.enum(CALCULATOR_GOALS)), undefined),
  calories: z.catch(
    z.optional(
      z.pipe(
        z.string().check(z.regex(/^\d{3,5}$/)),
        z.pipe(
          z.transform(Number),
          z.int().check(z.minimum(MIN_DAILY_CALORIES), z.maximum(MAX_DAILY_CALORIES)),
        ),
      ),
    ),
    undefined,
  ),
});

export type CalculatorCarry = z.output<typeof calculatorCarrySchema>;

/** Reads the carried goal and calories from an address's query (`location.search`). */
export function readCalculatorCarry(search: string): CalculatorCarry {
  const query = new URLSearchParams(search);
  return calculatorCarrySchema.parse({
    goal: query.get('goal') ?? undefined,
    calories: query.get('calories') ?? undefined,
  });
}
