import { useEffect, useState } from 'react';
import type { MealPlanDay } from '@shared/schemas/meal-plan.ts';

/** Whether some meal has ingredient weights but no stored nutrients (a plan saved before they existed). */
export function needsNutrients(plan: readonly MealPlanDay[]): boolean {
  return plan.some((day) =>
    [day.breakfast, day.lunch, day.dinner, day.snack].some(
      (meal) => meal !== undefined && meal.nutrients === undefined && (meal.items?.length ?? 0) > 0,
    ),
  );
}

/**
 * The plan with every meal's nutrients. New plans carry them (the generator stores them), so
 * nothing is loaded; for an older plan the food table is imported on demand — a dynamic import,
 * so it is not part of the page's first load — and the meals are computed from their items.
 * Until then (and during server rendering) the missing values show as unknown.
 */
export function usePlanNutrients(plan: readonly MealPlanDay[]): {
  plan: readonly MealPlanDay[];
  computing: boolean;
} {
  const missing = needsNutrients(plan);
  const [computed, setComputed] = useState<{ from: readonly MealPlanDay[]; plan: MealPlanDay[] }>();
  useEffect(() => {
    if (!missing) return;
    let live = true;
    void import('@shared/nutrition/amounts.ts').then(({ withPlanNutrients }) => {
      if (live) setComputed({ from: plan, plan: withPlanNutrients(plan) });
    });
    return () => {
      live = false;
    };
  }, [plan, missing]);
  if (!missing) return { plan, computing: false };
  return computed?.from === plan ? { plan: computed.plan, computing: false } : { plan, computing: true };
}
