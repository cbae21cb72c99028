/**
 * "Byt rätt": the state of swapping single meals on /meal-plan, as pure functions over the shown
 * plan. The swap engine itself (`_shared/meal-plan/swap.ts`) is handed in, so this file stays in
 * the page's first load without pulling in the engine or the recipe catalogue.
 *
 * Per slot (day and meal) the plan keeps the recipe ids already shown there, oldest first and the
 * current one last, so repeated presses cycle through the alternatives instead of jumping back and
 * forth between two; and an undo list of the meals replaced, newest last, so "Ångra" restores the
 * previous meal exactly. Both are stored with the plan, so they survive a reload.
 */
import type { MealType } from '@shared/domain.ts';
import type { SwapResult } from '@shared/meal-plan/swap.ts';
import type { Result } from '@shared/result.ts';
import type { Meal, MealPlanDay } from '@shared/schemas/meal-plan.ts';

import type { SwapHistory, SwapUndo } from '@/lib/storage/meal-plan-schemas';

export type { SwapHistory, SwapUndo };

/** Undo entries kept per plan; older swaps can no longer be undone. */
export const UNDO_LIMIT = 30;

export const EMPTY_HISTORY: SwapHistory = { tried: {}, undo: [] };

/** The key of one slot: "3:dinner". */
export function slotKey(day: number, meal: MealType): string {
  return `${day}:${meal}`;
}

/** The meal in a slot, or undefined (no such day, or a day without a snack). */
export function mealAt(plan: readonly MealPlanDay[], day: number, meal: MealType): Meal | undefined {
  return plan[day]?.[meal];
}

/** The plan with one slot's meal replaced (a new array and day; the rest shared). */
export function withMeal(
  plan: readonly MealPlanDay[],
  day: number,
  meal: MealType,
  next: Meal,
): MealPlanDay[] {
  return plan.map((d, i) => (i === day ? { ...d, [meal]: next } : d));
}

/**
 * The ids to hand the engine as `tried` for a slot: what was shown there, and the current recipe
 * last (the first press starts from the meal the plan came with).
 */
export function triedFor(
  history: SwapHistory,
  plan: readonly MealPlanDay[],
  day: number,
  meal: MealType,
): string[] {
  const current = mealAt(plan, day, meal)?.recipeId;
  const tried = (history.tried[slotKey(day, meal)] ?? []).filter((id) => id !== current);
  return current === undefined ? tried : [...tried, current];
}

/** A request to the swap engine, minus the preferences (the caller adds them). */
export interface SlotRequest {
  day: number;
  meal: MealType;
  tried: string[];
}

/** What the engine answers: the swapped plan, or in Swedish why the meal cannot be swapped. */
export type EngineResult = SwapResult;

/** The plan after a swap, its history and the new meal; or in Swedish why nothing changed. */
export type SwapOutcome = Result<{ plan: MealPlanDay[]; history: SwapHistory; meal: Meal }, string>;

/**
 * Applies the engine's answer for one slot: the new plan, the slot's `tried` with the new recipe
 * last (moved there if it was shown before, as the cycle comes round), and an undo entry holding
 * the meal it replaced. A refusal leaves everything as it was. The outcomes are written out rather
 * than made with `ok()`/`err()`: this file is in the page's first load, where the helpers would be
 * a chunk of their own.
 */
export function applySwap(
  plan: readonly MealPlanDay[],
  history: SwapHistory,
  request: SlotRequest,
  result: EngineResult,
): SwapOutcome {
  if (!result.ok) return result;
  const previous = mealAt(plan, request.day, request.meal);
  if (previous === undefined) return { ok: false, error: 'Måltiden finns inte i planen.' };
  const { plan: swapped, meal, recipeId } = result.value;
  const key = slotKey(request.day, request.meal);
  const tried = [...request.tried.filter((id) => id !== recipeId), recipeId];
  const undo = [...history.undo, { day: request.day, meal: request.meal, previous }].slice(-UNDO_LIMIT);
  return {
    ok: true,
    value: { plan: swapped, history: { tried: { ...history.tried, [key]: tried }, undo }, meal },
  };
}

/** Whether a slot has a swap to undo. */
export function canUndo(history: SwapHistory, day: number, meal: MealType): boolean {
  return history.undo.some((u) => u.day === day && u.meal === meal);
}

/**
 * Undoes the latest swap of one slot: the meal it replaced comes back exactly, and the entry is
 * removed. The slot's `tried` is kept, so the next press still moves on to a dish not yet shown.
 * Undefined when the slot has nothing to undo.
 */
export function undoSwap(
  plan: readonly MealPlanDay[],
  history: SwapHistory,
  day: number,
  meal: MealType,
): { plan: MealPlanDay[]; history: SwapHistory; meal: Meal } | undefined {
  const index = history.undo.findLastIndex((u) => u.day === day && u.meal === meal);
  const entry = history.undo[index];
  if (entry === undefined) return undefined;
  return {
    plan: withMeal(plan, day, meal, entry.previous),
    history: { ...history, undo: history.undo.filter((_, i) => i !== index) },
    meal: entry.previous,
  };
}
