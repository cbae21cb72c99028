/**
 * Which meal plan /meal-plan shows, in this order: a saved plan opened from /my-plans
 * (`selectedMealPlan`, then removed); else the plan just generated (`generatedMealPlan` with
 * `mealPreferences`, then removed); else the plan a signed-out visitor kept while signing in
 * (`mealPlanDraft`, then removed); else what this tab showed before a reload (sessionStorage).
 * Every value goes through its schema; a corrupt one is discarded and the caller tells the visitor.
 */
import { mealPreferencesSchema, type MealPreferences } from '@shared/schemas/meal-preferences.ts';

import { STORED } from '@/lib/storage/keys';
import {
  calculatorSexSchema,
  generationNotesSchema,
  IN_SLICES,
  type CalculatorSex,
  type GenerationNotes,
  type MealPlan,
  type ShownPlan,
} from '@/lib/storage/meal-plan-schemas';
import {
  readStored,
  readStoredInSlices,
  removeStored,
  storedValue,
  writeStored,
  type StoredRead,
} from '@/lib/storage/stored';

export type { MealPlan, ShownPlan };
export type PlanNotes = GenerationNotes;

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
  return writeStored(STORED.shownMealPlan, shown);
}

/**
 * The plan to show (undefined for the empty state); whether a stored value was discarded, and
 * whether keeping the plan for a reload failed (storage full): the caller tells the visitor.
 */
export interface LoadedPlan {
  shown: ShownPlan | undefined;
  discarded: boolean;
  full: boolean;
  /** The plan is a draft kept while signed out: a signed-in person is asked before it is theirs. */
  fromDraft: boolean;
}

/**
 * The plan to show now, following the load order above. A plan is checked one day per task, so
 * the page keeps answering input while it loads.
 */
export async function loadShownPlan(): Promise<LoadedPlan> {
  let discarded = false;
  const take = <T>(read: StoredRead<T>): T | undefined => {
    if (read.kind === 'discarded') discarded = true;
    return storedValue(read);
  };
  const remember = (shown: ShownPlan, fromDraft = false): LoadedPlan => ({
    shown,
    discarded,
    full: !rememberShown(shown),
    fromDraft,
  });

  const selected = take(await readStoredInSlices(STORED.selectedMealPlan, IN_SLICES.selectedMealPlan));
  removeStored(STORED.selectedMealPlan);
  if (selected !== undefined) {
    return remember({
      plan: selected.plan,
      preferences: selected.preferences ?? {},
      saved: { id: selected.id, name: selected.name },
    });
  }

  const generated = take(await readStoredInSlices(STORED.generatedMealPlan, IN_SLICES.mealPlan));
  if (generated !== undefined) {
    const preferences = take(readStored(STORED.mealPreferences, mealPreferencesSchema));
    // Notes only add to the plan: a corrupt one is dropped without a notice.
    const notes = storedValue(readStored(STORED.generationNotes, generationNotesSchema));
    removeStored(STORED.generatedMealPlan);
    removeStored(STORED.generationNotes);
    return remember({
      plan: generated,
      preferences: preferences ?? {},
      ...(notes === undefined ? {} : { notes }),
    });
  }

  const draft = take(await readStoredInSlices(STORED.mealPlanDraft, IN_SLICES.shownPlan));
  removeStored(STORED.mealPlanDraft);
  if (draft !== undefined) return remember(draft, true);

  const kept = take(await readStoredInSlices(STORED.shownMealPlan, IN_SLICES.shownPlan));
  return { shown: kept, discarded, full: false, fromDraft: false };
}

/** Forgets the plan this tab shows (the person discarded it). */
export function forgetShown(): void {
  removeStored(STORED.shownMealPlan);
}

/** The calculator's sex, if the visitor used it (for the iron reference). */
export function calculatorSex(): StoredRead<CalculatorSex> {
  return readStored(STORED.calculatorSex, calculatorSexSchema);
}
