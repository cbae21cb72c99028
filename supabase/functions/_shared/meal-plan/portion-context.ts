import type { Restrictions } from '../catalogue/index.ts';
import type { DietType, MealType } from '../domain.ts';
import type { MacroShares } from './targets.ts';

/** What the generator knows when it portions a meal (the swap knows the same). */
export interface ServeContext {
  mealType: MealType;
  diet: DietType;
  /** The meal's macro energy shares to aim for. */
  target: MacroShares;
  restrictions: Restrictions;
  /** The day's calories: the portion limits grow with them above 2 200 kcal. */
  dailyCalories: number;
  /** Grams of each protein food this person may still get this week (absent: the full week's limit). */
  weekLeft?: ReadonlyMap<number, number>;
}
