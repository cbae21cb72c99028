import { DIET_LABELS } from '../domain.ts';
import { mealsOf, type MealPlanDay } from '../schemas/meal-plan.ts';
import type { MealPreferences } from '../schemas/meal-preferences.ts';
import { HIGH_PROTEIN_SHARE, KETO_MAX_CARB_SHARE, LOW_CARB_DAILY_GRAMS, sharesOf } from './targets.ts';

function percent(share: number): string {
  return `${Math.round(share * 100)} %`;
}

/**
 * Checks the finished plan against its diet's own profile and
 * says plainly, in Swedish, where the week's average misses it: keto carbohydrate 10 % or more,
 * low-carb outside 50–100 g a day, high-protein outside 25–35 % protein.
 */
export function profileNotices(plan: readonly MealPlanDay[], prefs: MealPreferences): string[] {
  const totals = { protein: 0, carbs: 0, fat: 0 };
  for (const day of plan) {
    for (const meal of mealsOf(day)) {
      totals.protein += meal.protein;
      totals.carbs += meal.carbs;
      totals.fat += meal.fat;
    }
  }
  const days = Math.max(1, plan.length);
  const shares = sharesOf(totals);
  const carbsPerDay = Math.round(totals.carbs / days);
  const diet = DIET_LABELS[prefs.dietType];
  switch (prefs.dietType) {
    case 'keto':
      return shares.carbs >= KETO_MAX_CARB_SHARE
        ? [`${diet}: kolhydraterna ger i snitt ${percent(shares.carbs)} av energin, inte under 10 %.`]
        : [];
    case 'low-carb':
      return carbsPerDay > LOW_CARB_DAILY_GRAMS.max || carbsPerDay < LOW_CARB_DAILY_GRAMS.min
        ? [
            `${diet}: planen ger i snitt ${carbsPerDay} g kolhydrater per dag, utanför ` +
              `${LOW_CARB_DAILY_GRAMS.min}–${LOW_CARB_DAILY_GRAMS.max} g.`,
          ]
        : [];
    case 'high-protein':
      return Math.abs(shares.protein - HIGH_PROTEIN_SHARE) > 0.05
        ? [`${diet}: proteinet ger i snitt ${percent(shares.protein)} av energin, utanför 25–35 %.`]
        : [];
    default:
      return [];
  }
}
