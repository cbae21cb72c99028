/**
 * The schemas of the meal-plan values kept in the browser (slots in ./keys.ts): what /meal-form
 * hands to /meal-plan, what /my-plans hands to /meal-plan, what /meal-plan keeps for a reload or for
 * the trip to /auth. Full zod: imported by /meal-plan (its budget carries zod) and by code that
 * loads late, never by another page's first load; other code imports only the types.
 */
import { MEAL_TYPES } from '@shared/domain.ts';
import {
  mealPlanDaySchema,
  mealPlanSchema,
  mealSchema,
  planOf,
  type MealPlanDay,
} from '@shared/schemas/meal-plan.ts';
import * as z from 'zod';
import { yieldToBrowser } from '@/lib/slices';

export { mealPlanSchema };
export type { MealPlan } from '@shared/schemas/meal-plan.ts';
export { mealPreferencesSchema } from '@shared/schemas/meal-preferences.ts';

const preferencesObject = z.record(z.string(), z.unknown());

/** 'Visa' on a saved meal plan in /my-plans: the plan, its preferences as saved, its id and name. */
export const selectedMealPlanSchema = z.object({
  id: z.string(),
  name: z.string(),
  preferences: preferencesObject.nullable().optional(),
  plan: mealPlanSchema,
});
export type SelectedMealPlan = z.output<typeof selectedMealPlanSchema>;

/** Notices and restriction words the generator did not understand, written with the plan. */
export const generationNotesSchema = z.object({
  notices: z.array(z.string()).default([]),
  unknownRestrictions: z.array(z.string()).default([]),
});
export type GenerationNotes = z.output<typeof generationNotesSchema>;

/** One meal replaced with "Byt rätt": where it was and the meal exactly as it was. */
export const swapUndoSchema = z.object({
  day: z.number().int().min(0).max(6),
  meal: z.enum(MEAL_TYPES),
  previous: mealSchema,
});
export type SwapUndo = z.output<typeof swapUndoSchema>;

/** What is stored with a plan about its swaps. */
export const swapHistorySchema = z.object({
  /** Recipe ids shown per slot ("0:lunch"), oldest first, the current one last. */
  tried: z.record(z.string(), z.array(z.string())).default({}),
  undo: z.array(swapUndoSchema).default([]),
});
export type SwapHistory = z.output<typeof swapHistorySchema>;

/** The number of people the shopping list is for (1–12). */
export const peopleSchema = z.number().int().min(1).max(12);

/**
 * A plan on screen: the days, the preferences as stored (for saving), the saved plan it is (its id,
 * name and the fingerprint of the days as saved, so a plan swapped since is told apart), its
 * swaps, and the number of people its shopping list is for.
 */
export const shownPlanSchema = z.object({
  plan: mealPlanSchema,
  preferences: preferencesObject,
  saved: z.object({ id: z.string(), name: z.string(), fingerprint: z.string().optional() }).optional(),
  /** A number out of range is dropped alone (the list is then for 1); the week is kept. */
  people: peopleSchema.optional().catch(undefined),
  notes: generationNotesSchema.optional(),
  /** The meals swapped with "Byt rätt": the recipes shown per slot and what to undo. */
  swaps: swapHistorySchema.optional(),
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
const planInSlices = z
  .array(z.unknown())
  .transform(async (days, ctx) => {
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
  })
  .pipe(planOf(z.custom<MealPlanDay>()));

/** The hand-offs to /meal-plan, their plan checked in slices (read with `readStoredInSlices`). */
export const IN_SLICES = {
  mealPlan: planInSlices,
  selectedMealPlan: selectedMealPlanSchema.extend({ plan: planInSlices }),
  shownPlan: shownPlanSchema.extend({ plan: planInSlices }),
};
