import * as z from 'zod/mini';
import { mealPreferencesSchema } from '../_shared/schemas/meal-preferences.ts';

const isObject = (value: unknown) => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The preferences must be an object (checked, not parsed); its fields are the shared schema's to judge. */
const preferencesField = z.pipe(
  z.custom<Record<string, unknown>>(isObject, { error: 'Måltidsinställningarna saknas' }),
  mealPreferencesSchema,
);

/**
 * The request body, parsed once at the function's boundary: the preferences as the shared schema
 * reads them (calories from form text, cuisines without duplicates) and an optional `seed` (a
 * whole number) that makes the rule-based plan reproducible, e.g. in tests. Strict, so an
 * unexpected field is refused rather than ignored.
 */
export const mealRequestSchema = z.strictObject(
  {
    preferences: preferencesField,
    seed: z.optional(z.int({ error: 'seed måste vara ett heltal' })),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? `Okänt fält i förfrågan: ${issue.keys.join(', ')}` : undefined,
  },
);
export type MealRequest = z.output<typeof mealRequestSchema>;
