import type { MealType } from '../domain.ts';

/** A day's calories per meal, kcal; `snack` is 0 when snacks are not included. */
export type CalorieSplit = Record<MealType, number>;

/**
 * With snacks the snack gets 10 % of the day; of the rest breakfast gets 25 %, lunch
 * 35 % and dinner 40 %, the rounding remainder going to dinner. Whole kcal that always sum to
 * the (whole) day total. Example: 2000 kcal with snacks → 450 / 630 / 720 / 200.
 */
export function splitCalories(dailyCalories: number, includeSnacks: boolean): CalorieSplit {
  const total = Math.round(dailyCalories);
  const snack = includeSnacks ? Math.round(total * 0.1) : 0;
  const rest = total - snack;
  const breakfast = Math.round(rest * 0.25);
  const lunch = Math.round(rest * 0.35);
  return { breakfast, lunch, dinner: rest - breakfast - lunch, snack };
}
