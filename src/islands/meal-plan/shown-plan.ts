/**
 * Which meal plan /meal-plan shows, in the order of spec §4: a saved plan opened from /my-plans
 * (`selectedMealPlan`, then removed); else the plan just generated (`generatedMealPlan` with
 * `mealPreferences`, then removed); else the plan a signed-out visitor kept while signing in
 * (`mealPlanDraft`, then removed); else what this tab showed before a reload (sessionStorage).
 * Every value goes through zod; a corrupt one is discarded with a notice.
 */
import { mealPlanSchema, type MealPlan } from '@shared/schemas/meal-plan.ts';
import { mealPreferencesSchema, type MealPreferences } from '@shared/schemas/meal-preferences.ts';
import * as z from 'zod';

import { SESSION_KEYS, STORAGE_KEYS } from '@/lib/storage/keys';
import { readStored, removeStored, writeStored } from '@/lib/storage/local';

import { swapHistorySchema } from './swap-state';

const preferencesObject = z.record(z.string(), z.unknown());

/** The shape /my-plans writes under `selectedMealPlan` (agreed between the two screens). */
export const selectedMealPlanSchema = z.object({
  id: z.string(),
  name: z.string(),
  preferences: preferencesObject.nullable().optional(),
  plan: mealPlanSchema,
});

const notesSchema = z.object({
  notices: z.array(z.string()).default([]),
  unknownRestrictions: z.array(z.string()).default([]),
});
export type PlanNotes = z.output<typeof notesSchema>;

/** A plan on screen: the days, the preferences as stored (for saving) and, if valid, parsed. */
export const shownPlanSchema = z.object({
  plan: mealPlanSchema,
  preferences: preferencesObject,
  saved: z.object({ id: z.string(), name: z.string() }).optional(),
  notes: notesSchema.optional(),
  /** The meals swapped with "Byt rätt": the recipes shown per slot and what to undo. */
  swaps: swapHistorySchema.optional(),
});
export type ShownPlan = z.output<typeof shownPlanSchema>;

/** Whether meals of the plan were swapped since it was opened. */
export function isEdited(shown: ShownPlan): boolean {
  return Object.keys(shown.swaps?.tried ?? {}).length > 0;
}

/** The preferences as the summary shows them, or undefined when they are missing or invalid. */
export function parsedPreferences(raw: Record<string, unknown>): MealPreferences | undefined {
  const parsed = mealPreferencesSchema.safeParse(raw);
  return parsed.success ? parsed.data : undefined;
}

/**
 * Keeps the plan this tab shows, so a reload shows it again: the plan as loaded, and after every
 * swap or undo the plan as it now is (with its swap history). False when storage is full.
 */
export function rememberShown(shown: ShownPlan): boolean {
  return writeStored(SESSION_KEYS.shownMealPlan, shown, 'session');
}

function remember(shown: ShownPlan): ShownPlan {
  rememberShown(shown);
  return shown;
}

/** The plan to show now, following the load order above; undefined for the empty state. */
export function loadShownPlan(): ShownPlan | undefined {
  const selected = readStored(STORAGE_KEYS.selectedMealPlan, selectedMealPlanSchema);
  removeStored(STORAGE_KEYS.selectedMealPlan);
  if (selected !== undefined) {
    return remember({
      plan: selected.plan,
      preferences: selected.preferences ?? {},
      saved: { id: selected.id, name: selected.name },
    });
  }

  const generated = readStored(STORAGE_KEYS.generatedMealPlan, mealPlanSchema);
  if (generated !== undefined) {
    const preferences = readStored(STORAGE_KEYS.mealPreferences, mealPreferencesSchema);
    const notes = readStored(STORAGE_KEYS.generationNotes, notesSchema, 'local', true);
    removeStored(STORAGE_KEYS.generatedMealPlan);
    removeStored(STORAGE_KEYS.generationNotes);
    return remember({
      plan: generated,
      preferences: preferences ?? {},
      ...(notes === undefined ? {} : { notes }),
    });
  }

  const draft = readStored(STORAGE_KEYS.mealPlanDraft, shownPlanSchema);
  removeStored(STORAGE_KEYS.mealPlanDraft);
  if (draft !== undefined) return remember(draft);

  return readStored(SESSION_KEYS.shownMealPlan, shownPlanSchema, 'session');
}

/** Keeps the shown plan for a signed-out visitor who goes to sign in (it may come back in a new tab). */
export function keepDraft(shown: ShownPlan): boolean {
  return writeStored(STORAGE_KEYS.mealPlanDraft, shown);
}

/** The calculator's sex, if the visitor used it (for the iron reference). */
export function calculatorSex(): 'male' | 'female' | undefined {
  return readStored(STORAGE_KEYS.calculatorSex, z.enum(['male', 'female']));
}

export type { MealPlan };
