import * as z from 'zod';
import { numberField } from './fields.ts';

export const GENDERS = ['male', 'female'] as const;
export type Gender = (typeof GENDERS)[number];

/** Spec §9 activity levels, in the order the form lists them. */
export const ACTIVITY_LEVELS = ['sedentary', 'light', 'moderate', 'very-active', 'extreme'] as const;
export type ActivityLevel = (typeof ACTIVITY_LEVELS)[number];

export const ACTIVITY_LABELS: Record<ActivityLevel, string> = {
  sedentary: 'Stillasittande (lite eller ingen träning)',
  light: 'Lätt aktiv (träning 1–3 dagar/vecka)',
  moderate: 'Måttligt aktiv (träning 3–5 dagar/vecka)',
  'very-active': 'Mycket aktiv (träning 6–7 dagar/vecka)',
  extreme: 'Extremt aktiv (hård träning eller fysiskt arbete)',
};

export const GENDER_LABELS: Record<Gender, string> = { male: 'Man', female: 'Kvinna' };

/**
 * Calorie calculator input (spec §3). Numbers may arrive as form text with a decimal comma.
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
