import * as z from 'zod';

/** Shown when the client asks the function to save: saving is the client's own insert under RLS. */
export const SAVE_NOT_SUPPORTED =
  'Funktionen sparar inga planer. Spara måltidsplanen från sidan när du är inloggad.';

/**
 * The request body around the preferences (`{ preferences, savePlan: false }`), strict so
 * an unexpected field is refused rather than ignored. `seed` (a whole number) makes the
 * rule-based plan reproducible, e.g. in tests.
 */
export const mealRequestSchema = z.strictObject(
  {
    preferences: z.record(z.string(), z.unknown(), { error: 'Måltidsinställningarna saknas' }),
    savePlan: z.boolean({ error: 'savePlan måste vara true eller false' }).optional(),
    seed: z.int({ error: 'seed måste vara ett heltal' }).optional(),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? `Okänt fält i förfrågan: ${issue.keys.join(', ')}` : undefined,
  },
);
export type MealRequest = z.output<typeof mealRequestSchema>;
