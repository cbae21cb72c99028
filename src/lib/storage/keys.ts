/**
 * The registry of every value the app keeps in the browser: one slot each, with its key, its
 * storage (localStorage across visits, or this tab's sessionStorage) and the type its schema
 * produces. The schemas themselves (zod) live in ./meal-plan-schemas.ts and
 * lib/workout/stored-workout.ts, so this file stays in any first load; read and write a slot with
 * ./stored.ts. supabase-js's own session key is separate (lib/supabase/config.ts).
 */
import type { MealPlan } from '@shared/schemas/meal-plan.ts';
import type { MealPreferences } from '@shared/schemas/meal-preferences.ts';

import type { AccountLog, DeviceLog } from '@/lib/sync/synced-log';
import type { TrainingTables, WeightTables } from '@/lib/sync/log-rows';
import type { OpenSession } from '@/lib/workout/open-session';
import type { BodyDetails, StoredTrendWeight, WeightSettings } from '@/lib/weight/stored-weight';
import type { LastWorkout, WorkoutDraft } from '@/lib/workout/stored-workout';

import type {
  CalculatorSex,
  GenerationNotes,
  SelectedMealPlan,
  ShoppingChecks,
  ShownPlan,
} from './meal-plan-schemas';
import type { Slot, StorageArea } from './stored';

const slot = <T>(key: string, area: StorageArea = 'local'): Slot<T> => ({ key, area });
/** A slot that survives a change of account (see `Slot.keptAtSignOut`). */
const deviceSlot = <T>(key: string): Slot<T> => ({ key, area: 'local', keptAtSignOut: true });

export const STORED = {
  /** The meal form's answers, written with the plan they produced (read back by the form too). */
  mealPreferences: slot<MealPreferences>('mealPreferences'),
  /** The plan just generated on /meal-planning, taken (and removed) by /meal-plan. */
  generatedMealPlan: slot<MealPlan>('generatedMealPlan'),
  /** Notices and restriction words not understood, written with `generatedMealPlan`. */
  generationNotes: slot<GenerationNotes>('hp:generation-notes'),
  /** 'Visa' on a saved meal plan in /my-plans, taken (and removed) by /meal-plan. */
  selectedMealPlan: slot<SelectedMealPlan>('selectedMealPlan'),
  /** The plan a signed-out visitor keeps while signing in to save it (it may come back in a new tab). */
  mealPlanDraft: slot<ShownPlan>('hp:meal-plan-draft'),
  /**
   * The plan the person is using on /meal-plan, with its swaps and number of people: kept on the
   * device (every tab, restarts, the installed app, offline) until a new plan replaces it or the
   * person removes it ("Ta bort planen från enheten").
   */
  shownMealPlan: slot<ShownPlan>('hp:shown-meal-plan'),
  /**
   * Where a tab kept its plan before the plan stayed on the device (this tab's sessionStorage, the
   * same key): moved into `shownMealPlan` when that is empty, and cleared with every other slot.
   */
  tabShownMealPlan: slot<ShownPlan>('hp:shown-meal-plan', 'session'),
  /** The shopping list's check-offs, for one plan (kept, and removed, with `shownMealPlan`). */
  shoppingChecked: slot<ShoppingChecks>('hp:shopping-checked'),
  /** The calculator's sex, so the Näringsöversikt can use the matching iron reference. */
  calculatorSex: slot<CalculatorSex>('hp:calculator-sex'),
  /**
   * Age, sex, height and activity as last given to the calculator or to /weight's "Dina uppgifter":
   * the weight page's formula estimate uses them.
   */
  bodyDetails: slot<BodyDetails>('hp:body-details'),
  /** /weight on this device: the per-week intakes, the goal and "Visa bara trenden". */
  weightSettings: slot<WeightSettings>('hp:weight-settings'),
  /** The latest trend weight of the weight log, which the calculator offers as its weight. */
  weightTrend: slot<StoredTrendWeight>('hp:weight-trend'),
  /** The schedule a signed-out visitor keeps while signing in to save it. */
  workoutDraft: slot<WorkoutDraft>('hp:workout-draft'),
  /** The last schedule generated or opened from My plans, shown again on /create-workout-plan (offline too). */
  lastWorkout: slot<LastWorkout>('hp:last-workout'),
  /**
   * The training session being logged on /training-log, written on every change (a closed tab or a
   * reload loses nothing) until it is finished into the training log or thrown away.
   */
  openTrainingSession: slot<OpenSession>('hp:open-training-session'),
  /** The weight log made while no one was signed in (offered to whoever signs in). */
  weightLogDevice: deviceSlot<DeviceLog<WeightTables>>('hp:weight-log:device'),
  /** A signed-in person's weight log as last seen, with the changes the server does not hold yet. */
  weightLogAccount: slot<AccountLog<WeightTables>>('hp:weight-log:account'),
  /** The training log made while no one was signed in (offered to whoever signs in). */
  trainingLogDevice: deviceSlot<DeviceLog<TrainingTables>>('hp:training-log:device'),
  /** A signed-in person's training log as last seen, with the changes the server does not hold yet. */
  trainingLogAccount: slot<AccountLog<TrainingTables>>('hp:training-log:account'),
} as const;

/**
 * Removes every value the app wrote, in localStorage and this tab's sessionStorage (sign-out,
 * account deleted), but the logs made while no one was signed in; storage errors are ignored.
 */
export function clearAppStorage(local: Storage = localStorage, session: Storage = sessionStorage): void {
  const slots: readonly Slot<unknown>[] = Object.values(STORED);
  for (const { key, area } of slots.filter((slot) => slot.keptAtSignOut !== true)) {
    try {
      (area === 'local' ? local : session).removeItem(key);
    } catch {
      // Storage unavailable: nothing to clear.
    }
  }
}
