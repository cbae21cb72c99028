/**
 * The schemas of the meal-plan values kept in the browser (slots in ./keys.ts): what /meal-form
 * hands to /meal-plan, what /my-plans hands to /meal-plan, what /meal-plan keeps for a reload or for
 * the trip to /auth. Imported by /meal-plan (its budget carries zod) and by code that loads late,
 * never by another page's first load; other code imports only the types.
 */
import { MEAL_TYPES } from '@shared/domain.ts';
import {
  mealPlanDaySchema,
  mealPlanSchema,
  mealSchema,
  planOf,
  type MealPlanDay,
} from '@shared/schemas/meal-plan.ts';
import * as z from 'zod/mini';
import { yieldToBrowser } from '@/lib/slices';
import { intIn } from '@shared/schemas/fields.ts';

export { mealPlanSchema };
export type { MealPlan } from '@shared/schemas/meal-plan.ts';
export { mealPreferencesSchema } from '@shared/schemas/meal-preferences.ts';

const preferencesObject = z.record(z.string(), z.unknown());

/** 'Visa' on a saved meal plan in /my-plans: the plan, its preferences as saved, its id and name. */
export const selectedMealPlanSchema = z.object({
  id: z.string(),
  name: z.string(),
  preferences: z.optional(z.nullable(preferencesObject)),
  plan: mealPlanSchema,
});
export type SelectedMealPlan = z.output<typeof selectedMealPlanSchema>;

/** Notices and restriction words the generator did not understand, written with the plan. */
export const generationNotesSchema = z.object({
  notices: z._default(z.array(z.string()), []),
  unknownRestrictions: z._default(z.array(z.string()), []),
});
export type GenerationNotes = z.output<typeof generationNotesSchema>;

/** One meal replaced with "Byt rätt": where it was and the meal exactly as it was. */
export const swapUndoSchema = z.object({
  day: intIn(0, 6),
  meal: z.enum(MEAL_TYPES),
  previous: mealSchema,
});
export type SwapUndo = z.output<typeof swapUndoSchema>;

/** What is stored with a plan about its swaps. */
export const swapHistorySchema = z.object({
  /** Recipe ids shown per slot ("0:lunch"), oldest first, the current one last. */
  tried: z._default(z.record(z.string(), z.array(z.string())), {}),
  undo: z._default(z.array(swapUndoSchema), []),
});
export type SwapHistory = z.output<typeof swapHistorySchema>;

/** The number of people the shopping list is for (1–12). */
export const peopleSchema = intIn(1, 12);

/**
 * A plan on screen: the days, the preferences as stored (for saving), the saved plan it is (its id,
 * name and the fingerprint of the days as saved, so a plan swapped since is told apart), its
 * swaps, and the number of people its shopping list is for.
 */
export const shownPlanSchema = z.object({
  plan: mealPlanSchema,
  preferences: preferencesObject,
  saved: z.optional(z.object({ id: z.string(), name: z.string(), fingerprint: z.optional(z.string()) })),
  /** A number out of range is dropped alone (the list is then for 1); the week is kept. */
  people: z.catch(z.optional(peopleSchema), undefined),
  notes: z.optional(generationNotesSchema),
  /** The meals swapped with "Byt rätt": the recipes shown per slot and what to undo. */
  swaps: z.optional(swapHistorySchema),
});
export type ShownPlan = z.output<typeof shownPlanSchema>;

/** The shopping list's check-offs: the plan's fingerprint and the line keys checked off. */
export const shoppingChecksSchema = z.object({ plan: z.string(), checked: z.array(z.string()) });
export type ShoppingChecks = z.output<typeof shoppingChecksSchema>;

/** The calculator's sex, so the Näringsöversikt can use the matching iron reference. */
export const calculatorSexSchema = z.enum(['male', 'female']);
export type CalculatorSex = z.output<typeof calculatorSexSchema>;

/**
 * A week's days checked one day per task (`safeParseAsync`), then held to the same 7 days in order
 * as `mealPlanSchema`: the whole plan at once was one 40–60 ms task while /meal-plan loaded.
 */
const planInSlices = z.pipe(
  z.pipe(
    z.array(z.unknown()),
    z.transform(async (days, ctx) => {
      const checked: MealPlanDay[] = [];
      for (const day of days) {
        await yieldToBrowser();
        const result = mealPlanDaySchema.safeParse(day);
        if (!result.success) {
          ctx.issues.push({ code: 'custom', message: result.error.message, input: day });
          return z.NEVER;
        }
        checked.push(result.data);
      }
      return checked;
    }),
  ),
  planOf(z.custom<MealPlanDay>()),
);

/** The hand-offs to /meal-plan, their plan checked in slices (read with `readStoredInSlices`). */
export const IN_SLICES = {
  mealPlan: planInSlices,
  selectedMealPlan: z.extend(selectedMealPlanSchema, { plan: planInSlices }),
  shownPlan: z.extend(shownPlanSchema, { plan: planInSlices }),
};
