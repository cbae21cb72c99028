import type { GoalAction } from '@shared/calculator.ts';

/**
 * The meal form's address for a result's action: `/meal-planning?goal=weight-loss&calories=1927`
 * (the calories left out when no plan can be made at the figure). The meal form reads it back with
 * `readCalculatorCarry` (`_shared/schemas/calculator.ts`). The calculator's result and the weight
 * page's suggested goal both carry theirs this way. Here, not in the shared calculator, so the
 * calculator's first load does not carry the formula, which loads with "Beräkna".
 */
export function mealPlanningHref(action: GoalAction): string {
  const query = new URLSearchParams({ goal: action.goal });
  if (action.calories !== undefined) query.set('calories', String(action.calories));
  return `/meal-planning?${query.toString()}`;
}
