/**
 * The plan summary's macro line: the day's target split (the goal's, or the diet's own profile
 * where keto, low-carb, high-protein or balanced set it) and what the shown week delivers, as energy shares
 * of the week's summed protein, carbohydrate and fat (4, 4 and 9 kcal per gram).
 */
import { DIET_LABELS, GOAL_LABELS } from '@shared/domain.ts';
import { energyShares } from '@shared/catalogue/diet-rules.ts';
import { dailyMacroTarget, type MacroShares } from '@shared/meal-plan/targets.ts';
import { mealsOf, type MealPlanDay } from '@shared/schemas/meal-plan.ts';
import type { MealPreferences } from '@shared/schemas/meal-preferences.ts';

import { MEAL_PLAN as T } from '@/lib/messages/meal-plan';

/** Whole percentages of protein, carbohydrate and fat. */
export interface Percentages {
  protein: number;
  carbs: number;
  fat: number;
}

const percent = (s: MacroShares): Percentages => ({
  protein: Math.round(s.protein * 100),
  carbs: Math.round(s.carbs * 100),
  fat: Math.round(s.fat * 100),
});

/** The week's energy shares from the summed grams of every meal; undefined for a week with no macros. */
export function deliveredShares(plan: readonly MealPlanDay[]): MacroShares | undefined {
  const grams = { protein: 0, carbs: 0, fat: 0 };
  for (const meal of plan.flatMap(mealsOf)) {
    grams.protein += meal.protein;
    grams.carbs += meal.carbs;
    grams.fat += meal.fat;
  }
  const shares = energyShares(grams);
  return shares.protein + shares.carbs + shares.fat > 0 ? shares : undefined;
}

export interface MacroSummary {
  basis: 'goal' | 'diet';
  target: Percentages;
  delivered: Percentages;
  /** The line in Swedish words and numbers. */
  text: string;
}

/** The summary line for a plan and its preferences; undefined when the week has no macros. */
export function macroSummary(p: MealPreferences, plan: readonly MealPlanDay[]): MacroSummary | undefined {
  const shares = deliveredShares(plan);
  if (shares === undefined) return undefined;
  const target = dailyMacroTarget(p.goal, p.dietType, p.calories);
  const t = percent(target);
  const d = percent(shares);
  const targetText = T.macroShares(t.protein, t.carbs, t.fat);
  const deliveredText = T.macroShares(d.protein, d.carbs, d.fat);
  const goal = GOAL_LABELS[p.goal];
  const text =
    target.basis === 'diet'
      ? T.macroTargetDiet(DIET_LABELS[p.dietType], goal, targetText, deliveredText)
      : T.macroTarget(goal, targetText, deliveredText);
  return { basis: target.basis, target: t, delivered: d, text };
}
