import * as z from 'zod/mini';
import { CUISINES, DIET_TYPES, GOALS, MAX_DAILY_CALORIES, MIN_DAILY_CALORIES } from '../domain.ts';
import { numberField, optionalText } from './fields.ts';

/** The form's message when a required field is missing. */
export const MEAL_FORM_REQUIRED_MESSAGE = 'Vänligen fyll i alla obligatoriska fält';

/** Daily calorie goal bounds, kcal (defined with the vocabularies, so zod-free code can read them). */
export { MAX_DAILY_CALORIES, MIN_DAILY_CALORIES };

/** Longest restrictions/allergies text accepted, characters. */
export const MAX_RESTRICTIONS_LENGTH = 500;

/**
 * Meal preferences as the form sends them and as they are stored under
 * `mealPreferences` and in `meal_plans.preferences`. Calories may arrive as text ("2 000") and
 * leave as a whole number of kcal. `allergies` is read by the saved-plan cards; it is optional
 * and, when present, counts as more restrictions text.
 */
export const mealPreferencesSchema = z.object({
  calories: numberField(
    MIN_DAILY_CALORIES,
    MAX_DAILY_CALORIES,
    {
      required: 'Ange ditt dagliga kalorimål',
      notNumber: 'Ange kalorimålet som ett tal, till exempel 2000',
      range: `Kalorimålet måste vara mellan ${MIN_DAILY_CALORIES} och ${MAX_DAILY_CALORIES} kcal per dag`,
    },
    true,
  ),
  dietType: z.enum(DIET_TYPES, { error: 'Välj en kosttyp' }),
  cuisine: z.pipe(
    z
      .array(z.enum(CUISINES, { error: 'Okänt kök' }), { error: 'Välj minst ett kök' })
      .check(z.minLength(1, { error: 'Välj minst ett kök' })),
    z.transform((list) => [...new Set(list)]),
  ),
  goal: z.enum(GOALS, { error: 'Välj ett mål' }),
  restrictions: optionalText(
    MAX_RESTRICTIONS_LENGTH,
    `Skriv högst ${MAX_RESTRICTIONS_LENGTH} tecken om allergier och begränsningar`,
  ),
  includeSnacks: z._default(z.boolean({ error: 'Ange om mellanmål ska ingå' }), false),
  allergies: z.optional(z.union([z.string(), z.array(z.string())], { error: 'Ogiltiga allergier' })),
});

/** Validated preferences: calories a whole number of kcal, cuisines without duplicates. */
export type MealPreferences = z.output<typeof mealPreferencesSchema>;
/** What the form (or a stored value) may hand in before validation. */
export type MealPreferencesInput = z.input<typeof mealPreferencesSchema>;

export { restrictionsText } from './plan-days.ts';
