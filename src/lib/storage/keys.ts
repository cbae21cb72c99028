/**
 * The localStorage keys the app itself writes (the hand-offs between the tool pages), plus the
 * shopping list's check-offs and the draft a visitor keeps while signing in. supabase-js's own session
 * key is separate (lib/supabase/config.ts).
 */
export const STORAGE_KEYS = {
  mealPreferences: 'mealPreferences',
  generatedMealPlan: 'generatedMealPlan',
  selectedMealPlan: 'selectedMealPlan',
  shoppingChecked: 'hp:shopping-checked',
  workoutDraft: 'hp:workout-draft',
  /** The last schedule generated or opened from My plans, shown again on /create-workout-plan (offline too). */
  lastWorkout: 'hp:last-workout',
  mealPlanDraft: 'hp:meal-plan-draft',
  /** The calculator's sex, so the Näringsöversikt can use the matching iron reference. */
  calculatorSex: 'hp:calculator-sex',
  /** Notices and restriction words not understood, written with `generatedMealPlan`. */
  generationNotes: 'hp:generation-notes',
} as const;

/** sessionStorage keys: what this tab is showing, so a reload shows it again. */
export const SESSION_KEYS = {
  shownMealPlan: 'hp:shown-meal-plan',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/**
 * Removes every key the app wrote, in localStorage and this tab's sessionStorage (sign-out, account
 * deleted); storage errors are ignored.
 */
export function clearAppStorage(local: Storage = localStorage, session: Storage = sessionStorage): void {
  const remove = (storage: Storage, keys: readonly string[]) => {
    for (const key of keys) {
      try {
        storage.removeItem(key);
      } catch {
        // Storage unavailable: nothing to clear.
      }
    }
  };
  remove(local, Object.values(STORAGE_KEYS));
  remove(session, Object.values(SESSION_KEYS));
}
