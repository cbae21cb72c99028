import type { DietType, MealType } from '../domain.ts';

/** Energy shares (0–1) of protein, carbohydrate and fat; they sum to 1. */
export interface MacroShares {
  protein: number;
  carbs: number;
  fat: number;
}

/** Spec §9 per-meal macro energy shares (protein/carbs/fat). */
export const MEAL_SHARES: Record<MealType, MacroShares> = {
  breakfast: { protein: 0.2, carbs: 0.5, fat: 0.3 },
  lunch: { protein: 0.25, carbs: 0.45, fat: 0.3 },
  dinner: { protein: 0.3, carbs: 0.4, fat: 0.3 },
  snack: { protein: 0.15, carbs: 0.5, fat: 0.35 },
};

/** Keto: under 10 % of energy from carbohydrate (DECISIONS.md). */
export const KETO_MAX_CARB_SHARE = 0.1;
/** Low-carb: 50–100 g carbohydrate a day (spec §9); we aim for the middle. */
export const LOW_CARB_DAILY_GRAMS = { min: 50, max: 100, aim: 75 } as const;
/** High-protein: 25–35 % of energy from protein (spec §9); we aim for the middle. */
export const HIGH_PROTEIN_SHARE = 0.3;

/**
 * The macro shares a meal should have. Most diets use the spec's per-meal shares; keto,
 * low-carb and high-protein use their own profile (DECISIONS.md "Meal numbers"):
 * keto 20/5/75; low-carb spreads 75 g carbohydrate a day over the meals by their energy (so
 * the carb share is 300 kcal / the day's kcal) with 30 % protein; high-protein lifts protein
 * to 30 % and scales carbs and fat down in the meal's proportions.
 * The goal does not change the shares: the calorie target already carries it.
 */
export function targetShares(diet: DietType, meal: MealType, dailyCalories: number): MacroShares {
  const base = MEAL_SHARES[meal];
  switch (diet) {
    case 'keto':
      return { protein: 0.2, carbs: 0.05, fat: 0.75 };
    case 'low-carb': {
      const carbs = Math.min(0.3, Math.max(0.05, (LOW_CARB_DAILY_GRAMS.aim * 4) / dailyCalories));
      return { protein: 0.3, carbs, fat: 1 - 0.3 - carbs };
    }
    case 'high-protein': {
      const rest = 1 - HIGH_PROTEIN_SHARE;
      const other = base.carbs + base.fat;
      return {
        protein: HIGH_PROTEIN_SHARE,
        carbs: (base.carbs / other) * rest,
        fat: (base.fat / other) * rest,
      };
    }
    default:
      return base;
  }
}

/** Energy shares of protein, carbs and fat in grams of each, counted 4/4/9 kcal per gram. */
export function sharesOf(grams: { protein: number; carbs: number; fat: number }): MacroShares {
  const p = grams.protein * 4;
  const c = grams.carbs * 4;
  const f = grams.fat * 9;
  const total = p + c + f;
  if (total <= 0) return { protein: 0, carbs: 0, fat: 0 };
  return { protein: p / total, carbs: c / total, fat: f / total };
}

/**
 * How far a recipe's shares are from the target: the sum of absolute differences (0–2).
 * For keto, carbohydrate above 10 % is penalised three times over.
 */
export function macroDistance(actual: MacroShares, target: MacroShares, diet: DietType): number {
  const d =
    Math.abs(actual.protein - target.protein) +
    Math.abs(actual.carbs - target.carbs) +
    Math.abs(actual.fat - target.fat);
  return diet === 'keto' ? d + 3 * Math.max(0, actual.carbs - KETO_MAX_CARB_SHARE) : d;
}
