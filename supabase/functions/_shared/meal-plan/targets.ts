import { BALANCED, KETO_MAX_CARB_SHARE } from '../catalogue/diet-rules.ts';
import type { DietType, Goal, MealType } from '../domain.ts';

/** Energy shares (0–1) of protein, carbohydrate and fat; they sum to 1. */
export interface MacroShares {
  protein: number;
  carbs: number;
  fat: number;
}

/** The macro energy shares (protein/carbs/fat) each meal aims at. */
export const MEAL_SHARES: Record<MealType, MacroShares> = {
  breakfast: { protein: 0.2, carbs: 0.5, fat: 0.3 },
  lunch: { protein: 0.25, carbs: 0.45, fat: 0.3 },
  dinner: { protein: 0.3, carbs: 0.4, fat: 0.3 },
  snack: { protein: 0.15, carbs: 0.5, fat: 0.35 },
};

/** Low-carb: 50–100 g carbohydrate a day; we aim for the middle. */
export const LOW_CARB_DAILY_GRAMS = { min: 50, max: 100, aim: 75 } as const;
/** High-protein: 25–35 % of energy from protein; we aim for the middle. */
export const HIGH_PROTEIN_SHARE = 0.3;

/** `shares` with protein at `protein` and the rest of the energy to carbs and fat in their proportion. */
function withProtein(shares: MacroShares, protein: number): MacroShares {
  const rest = 1 - protein;
  const other = shares.carbs + shares.fat;
  return { protein, carbs: (shares.carbs / other) * rest, fat: (shares.fat / other) * rest };
}

/**
 * The macro shares a meal should have. Most diets use the per-meal shares (MEAL_SHARES); keto,
 * low-carb and high-protein use their own profile:
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
    case 'high-protein':
      return withProtein(base, HIGH_PROTEIN_SHARE);
    default:
      return base;
  }
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

/**
 * Each goal's daily macro energy split (protein/carbs/fat): weight loss 30/35/35, weight gain
 * 25/40/35, muscle gain 35/40/25, maintenance 25/45/30, athletic 25/50/25, general health 20/50/30.
 * The meal form's information screen shows the same numbers.
 */
export const GOAL_SHARES: Record<Goal, MacroShares> = {
  'weight-loss': { protein: 0.3, carbs: 0.35, fat: 0.35 },
  'weight-gain': { protein: 0.25, carbs: 0.4, fat: 0.35 },
  'muscle-gain': { protein: 0.35, carbs: 0.4, fat: 0.25 },
  maintenance: { protein: 0.25, carbs: 0.45, fat: 0.3 },
  'athletic-performance': { protein: 0.25, carbs: 0.5, fat: 0.25 },
  'general-health': { protein: 0.2, carbs: 0.5, fat: 0.3 },
};

/** Balanced's most protein per meal (classify.ts `BALANCED`): the day's target never asks for more. */
export const BALANCED_PROTEIN_MAX = BALANCED.protein[1];

/** High-protein's own range: 25–35 % of energy from protein. */
export const HIGH_PROTEIN_RANGE = { min: 0.25, max: 0.35 } as const;

/** The day's macro target and where it comes from: the goal, or a diet with its own profile. */
export interface MacroTarget extends MacroShares {
  /** 'goal': the goal's split; 'diet': keto, low-carb, high-protein or balanced's cap changed it. */
  basis: 'goal' | 'diet';
}

/**
 * The day's macro target: the goal's split, unless the user chose a diet with its own profile and
 * the two conflict. Balanced caps protein at 30 % (its per-meal rule) with carbs and fat in the
 * goal's proportion, so muscle gain (35/40/25) becomes 30/43/27 with basis 'diet'. Keto is
 * 20/5/75. Low-carb keeps the goal's protein share, fixes carbohydrate at 75 g a day (5–30 % of
 * energy) and gives the rest to fat. High-protein keeps the goal's split when its protein share is
 * already 25–35 %, else sets protein to 30 % with carbs and fat in the goal's proportion.
 */
export function dailyMacroTarget(goal: Goal, diet: DietType, dailyCalories: number): MacroTarget {
  const split = GOAL_SHARES[goal];
  switch (diet) {
    case 'keto':
      return { protein: 0.2, carbs: 0.05, fat: 0.75, basis: 'diet' };
    case 'low-carb': {
      const carbs = Math.min(0.3, Math.max(0.05, (LOW_CARB_DAILY_GRAMS.aim * 4) / dailyCalories));
      return { protein: split.protein, carbs, fat: 1 - split.protein - carbs, basis: 'diet' };
    }
    case 'high-protein': {
      if (split.protein >= HIGH_PROTEIN_RANGE.min && split.protein <= HIGH_PROTEIN_RANGE.max) {
        return { ...split, basis: 'goal' };
      }
      return { ...withProtein(split, HIGH_PROTEIN_SHARE), basis: 'diet' };
    }
    case 'balanced': {
      // Balanced keeps every meal's protein at most 30 % of energy (the catalogue's rule, NNR 2023's
      // 10–20 % E widened to the per-meal targets in MEAL_SHARES). A goal asking for more (muscle gain, 35 %)
      // conflicts with the diet the user chose, so the diet's cap wins, like keto's carbohydrate.
      const cap = BALANCED_PROTEIN_MAX;
      if (split.protein <= cap) return { ...split, basis: 'goal' };
      return { ...withProtein(split, cap), basis: 'diet' };
    }
    default:
      return { ...split, basis: 'goal' };
  }
}

const MACRO_KEYS = ['protein', 'carbs', 'fat'] as const;

/**
 * The day's target (`dailyMacroTarget`) spread over the meals in the shape of the per-meal shares
 * (`MEAL_SHARES`: breakfast and snacks lighter on protein than dinner): each macro's per-meal shares
 * are scaled by one factor so that their calorie-weighted mean is the day's share, then each meal is
 * normalised to sum to 1 (a few rounds make both hold). `mealCalories` is the day's calorie split;
 * meals with 0 kcal (no snack) do not count.
 */
export function mealMacroTargets(
  goal: Goal,
  diet: DietType,
  dailyCalories: number,
  mealCalories: Readonly<Record<MealType, number>>,
): Record<MealType, MacroShares> {
  const day = dailyMacroTarget(goal, diet, dailyCalories);
  const meals = (Object.keys(MEAL_SHARES) as MealType[]).filter((m) => mealCalories[m] > 0);
  const total = meals.reduce((s, m) => s + mealCalories[m], 0);
  const out = Object.fromEntries(
    (Object.keys(MEAL_SHARES) as MealType[]).map((m) => [m, { ...MEAL_SHARES[m] }]),
  ) as Record<MealType, MacroShares>;
  for (let round = 0; round < 4; round++) {
    for (const k of MACRO_KEYS) {
      const mean = meals.reduce((s, m) => s + out[m][k] * mealCalories[m], 0) / Math.max(1, total);
      const factor = mean > 0 ? day[k] / mean : 1;
      for (const m of meals) out[m][k] *= factor;
    }
    for (const m of meals) {
      const sum = out[m].protein + out[m].carbs + out[m].fat;
      for (const k of MACRO_KEYS) out[m][k] /= sum;
    }
  }
  return out;
}
