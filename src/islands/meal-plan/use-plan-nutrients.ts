import { useMemo } from 'react';
import type { MealPlanDay } from '@shared/schemas/meal-plan.ts';

import { loadOnDemand } from '@/ui/on-demand';
import { useOnDemand } from '@/ui/useOnDemand';

/** The food table and the nutrient sums, for plans saved before meals carried their nutrients. */
const loadAmounts = loadOnDemand(() => import('@shared/catalogue/amounts.ts'));

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
  // Quiet: offline, the values stay unknown, which the overview already says.
  const amounts = useOnDemand(loadAmounts, missing, true);
  const computed = useMemo(
    () => (missing && amounts !== undefined ? amounts.withPlanNutrients(plan) : undefined),
    [missing, amounts, plan],
  );
  if (!missing) return { plan, computing: false };
  return computed === undefined ? { plan, computing: true } : { plan: computed, computing: false };
}
