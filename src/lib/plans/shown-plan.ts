/**
 * Which meal plan /meal-plan shows, in this order: a saved plan opened from /my-plans
 * (`selectedMealPlan`, then removed); else the plan just generated (`generatedMealPlan` with
 * `mealPreferences`, then removed); else the plan a signed-out visitor kept while signing in
 * (`mealPlanDraft`, then removed); else the plan kept on the device (`shownMealPlan`, localStorage:
 * every tab, restarts, the installed app and offline see it until a new plan replaces it or the
 * person removes it). Every value goes through its schema; a corrupt one is discarded (the rest is
 * kept) and the caller tells the visitor.
 */
import { mealPreferencesSchema, type MealPreferences } from '@shared/schemas/meal-preferences.ts';

import { STORED } from '@/lib/storage/keys';
import {
  calculatorSexSchema,
  generationNotesSchema,
  IN_SLICES,
  peopleSchema,
  type CalculatorSex,
  type GenerationNotes,
  type MealPlan,
  type ShownPlan,
} from '@/lib/storage/meal-plan-schemas';
import { planFingerprint } from './shopping-checks';
import { runAfterPaint } from '@/lib/slices';
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

/**
 * Whether the days differ from the plan as saved (or, for a plan kept before the saved days'
 * fingerprint was, whether meals were swapped since it was opened). A swap undone is no change.
 */
export function isEdited(shown: ShownPlan): boolean {
  const fingerprint = shown.saved?.fingerprint;
  if (fingerprint !== undefined) return planFingerprint(shown.plan) !== fingerprint;
  return Object.keys(shown.swaps?.tried ?? {}).length > 0;
}

/** Whether the plan on screen is, day for day, a plan saved under My plans. */
export function isSaved(shown: ShownPlan): boolean {
  return shown.saved !== undefined && !isEdited(shown);
}

/** The plan marked as saved under `saved` (its id and name), as its days are now. */
export function markSaved(shown: ShownPlan, saved: { id: string; name: string }): ShownPlan {
  return { ...shown, saved: { id: saved.id, name: saved.name, fingerprint: planFingerprint(shown.plan) } };
}

/** The preferences as the summary shows them, or undefined when they are missing or invalid. */
export function parsedPreferences(raw: Record<string, unknown>): MealPreferences | undefined {
  const parsed = mealPreferencesSchema.safeParse(raw);
  return parsed.success ? parsed.data : undefined;
}

/**
 * Keeps the plan on the device, so a reload, another tab or the next visit shows it again: the plan
 * as loaded, and after every swap, undo or change of people the plan as it now is (with its swap
 * history). False when storage is full.
 */
export function rememberShown(shown: ShownPlan): boolean {
  // A swap's write still waiting for its frame is older: it goes first, never over this one.
  runAfterPaint();
  return writeStored(STORED.shownMealPlan, shown);
}

/** "Ta bort planen från enheten": the kept plan and its shopping-list check-offs are removed. */
export function forgetShown(): void {
  runAfterPaint();
  removeStored(STORED.shownMealPlan);
  removeStored(STORED.shoppingChecked);
}

/** The plan kept on the device as it is now (another tab may have changed it), checked a day per task. */
export async function readKeptPlan(): Promise<StoredRead<ShownPlan>> {
  return readStoredInSlices(STORED.shownMealPlan, IN_SLICES.shownPlan);
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
    const preferences = selected.preferences ?? {};
    const people = peopleSchema.safeParse(preferences.people);
    return remember(
      markSaved(
        { plan: selected.plan, preferences, ...(people.success ? { people: people.data } : {}) },
        { id: selected.id, name: selected.name },
      ),
    );
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

  const kept = take(await readKeptPlan());
  if (kept !== undefined) return { shown: kept, discarded, full: false, fromDraft: false };

  // A plan this tab kept before plans stayed on the device: kept on the device from now on.
  const tab = take(await readStoredInSlices(STORED.tabShownMealPlan, IN_SLICES.shownPlan));
  removeStored(STORED.tabShownMealPlan);
  return tab === undefined ? { shown: undefined, discarded, full: false, fromDraft: false } : remember(tab);
}

/** The calculator's sex, if the visitor used it (for the iron reference). */
export function calculatorSex(): StoredRead<CalculatorSex> {
  return readStored(STORED.calculatorSex, calculatorSexSchema);
}
