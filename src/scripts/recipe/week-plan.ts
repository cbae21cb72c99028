/**
 * "Lägg i min vecka"'s heavy half, loaded when the dialog opens: the plan kept on the device
 * (`shownMealPlan`, read through its schema as /meal-plan reads it), the swap engine with the
 * recipe catalogue, and the write-back. The plan is written exactly as "Byt rätt" on /meal-plan
 * writes a swap (the same history, so "Ångra" there restores the meal it replaced, and the shopping
 * list's check-offs carried over), so /meal-plan, its shopping list and the Näringsöversikt follow.
 */
import { RECIPES } from '@shared/catalogue/index.ts';
import { MEAL_LABELS, type MealType } from '@shared/domain.ts';
import { putRecipe } from '@shared/meal-plan/swap.ts';
import { err, ok, type Result } from '@shared/result.ts';
import type { MealPlanDay } from '@shared/schemas/meal-plan.ts';
import type { MealPreferences } from '@shared/schemas/meal-preferences.ts';

import { readChecks, writeChecks } from '@/lib/plans/shopping-checks';
import { parsedPreferences, readKeptPlan, rememberShown, type ShownPlan } from '@/lib/plans/shown-plan';
import { EMPTY_HISTORY, applySwap, triedFor } from '@/lib/plans/swap-state';
import { planDate } from '@/lib/format/sv';
import { ADD_TO_WEEK as T } from '@/lib/messages/recipes';

/** The plan on the device with the preferences it was made with. */
export interface CurrentPlan {
  shown: ShownPlan;
  preferences: MealPreferences;
}

/** The plan to put the recipe in, or in Swedish why there is none (and whether to offer a new plan). */
export async function readCurrentPlan(): Promise<Result<CurrentPlan, string>> {
  const read = await readKeptPlan();
  // A corrupt plan is removed by the read (as /meal-plan does); nothing else is touched.
  if (read.kind === 'discarded') return err(T.discarded);
  if (read.kind === 'none') return err(T.noPlan);
  const preferences = parsedPreferences(read.value.preferences);
  if (preferences === undefined) return err(T.noPreferences);
  return ok({ shown: read.value, preferences });
}

/** A day of the plan as the dialog offers it: "Tisdag 18 november" and the meals it has. */
export interface DayChoice {
  index: number;
  label: string;
  /** The ISO date ("2026-11-17"). */
  iso: string;
  /** "tisdag", as the confirmation says it. */
  name: string;
  meals: { type: MealType; label: string; current: string }[];
}

export function dayChoices(plan: readonly MealPlanDay[]): DayChoice[] {
  return plan.map((day, index) => {
    const types: MealType[] = ['breakfast', 'lunch', 'dinner'];
    if (day.snack !== undefined) types.push('snack');
    return {
      index,
      label: `${day.day} ${planDate(day.date)}`,
      iso: day.date,
      name: day.day.toLocaleLowerCase('sv'),
      meals: types.map((type) => ({
        type,
        label: MEAL_LABELS[type],
        current: day[type]?.name ?? '',
      })),
    };
  });
}

/** The meal types the recipe is written for (to choose first), empty for an id not in the catalogue. */
export function mealTypesOf(recipeId: string): readonly MealType[] {
  return RECIPES.find((r) => r.id === recipeId)?.mealTypes ?? [];
}

/**
 * In Swedish why the recipe cannot go in that slot of the plan as read (diet, restriction, meal
 * type, already that day), or undefined when it can: said as soon as the slot is chosen.
 */
export function refusalFor(
  current: CurrentPlan,
  day: number,
  meal: MealType,
  recipeId: string,
): string | undefined {
  const { shown, preferences } = current;
  const result = putRecipe({ plan: shown.plan, preferences, day, meal, recipeId });
  return result.ok ? undefined : result.error;
}

/** What a put-in did: the plan as now kept, and the confirmation to show. */
export interface PutIn {
  shown: ShownPlan;
  message: string;
  /** The shopping list's check-offs could not be kept (storage full): the caller says so. */
  checksLost: boolean;
}

/**
 * Puts the recipe in the slot with the swap engine and keeps the plan on the device as a swap on
 * /meal-plan does. The plan is read again first, so a change made in another tab since the dialog
 * opened is not overwritten. An error (in Swedish) changes nothing.
 */
export async function putInWeek(
  day: number,
  meal: MealType,
  recipeId: string,
): Promise<Result<PutIn, string>> {
  const current = await readCurrentPlan();
  if (!current.ok) return current;
  const { shown, preferences } = current.value;
  const history = shown.swaps ?? EMPTY_HISTORY;
  const tried = triedFor(history, shown.plan, day, meal);
  const result = putRecipe({ plan: shown.plan, preferences, day, meal, recipeId });
  const outcome = applySwap(shown.plan, history, { day, meal, tried }, result);
  if (!outcome.ok) return outcome;
  const next: ShownPlan = { ...shown, plan: outcome.value.plan, swaps: outcome.value.history };
  // The list's lines are keyed by food, so the ticks stay valid for the lines still on it.
  const checked = readChecks(shown.plan).checked;
  if (!rememberShown(next)) return err(T.storageFull);
  const checksKept = writeChecks(next.plan, checked);
  const dayName = shown.plan[day]?.day.toLocaleLowerCase('sv') ?? '';
  return ok({
    shown: next,
    message: T.added(dayName, MEAL_LABELS[meal].toLocaleLowerCase('sv')),
    checksLost: !checksKept,
  });
}
