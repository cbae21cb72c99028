import { MIN_DAILY_CALORIES } from './domain.ts';
import type { ActivityLevel, CalculatorInput } from './schemas/calculator.ts';

/** Activity factors that multiply the BMR (1.2 sedentary to 1.9 very active). */
export const ACTIVITY_FACTORS: Record<ActivityLevel, number> = {
  sedentary: 1.2,
  light: 1.375,
  moderate: 1.55,
  'very-active': 1.725,
  extreme: 1.9,
};

/** Advice: eat 300–500 kcal a day below (or above) the TDEE to lose (or gain) weight. */
export const KCAL_ADJUSTMENT = { min: 300, max: 500 } as const;

/** A kcal/day range, both ends included. */
export interface KcalRange {
  min: number;
  max: number;
}

export interface CalorieResult {
  /** Basal metabolic rate, kcal/day, rounded. */
  bmr: number;
  /** Total daily energy expenditure (BMR × activity factor), kcal/day, rounded. */
  tdee: number;
  /** The activity factor used. */
  factor: number;
  /**
   * Advice: 300–500 kcal below the TDEE to lose weight, never below a meal plan's floor
   * (MIN_DAILY_CALORIES): the lower end is raised to it, and when even 300 below would be under it
   * there is no advice (undefined: such an intake is for a dietitian to plan).
   */
  lose: KcalRange | undefined;
  /** Advice: 300–500 kcal above the TDEE to gain weight. */
  gain: KcalRange;
}

/**
 * Mifflin-St Jeor: BMR = 10·weight(kg) + 6.25·height(cm) − 5·age(years), +5 for men,
 * −161 for women; TDEE = BMR × activity factor. Both are rounded to whole kcal; the TDEE is
 * computed from the unrounded BMR. Example: man, 30 years, 80 kg, 180 cm, moderate →
 * BMR 1780, TDEE 2759.
 */
export function calculateCalories(input: CalculatorInput): CalorieResult {
  const exactBmr =
    10 * input.weight + 6.25 * input.height - 5 * input.age + (input.gender === 'male' ? 5 : -161);
  const factor = ACTIVITY_FACTORS[input.activityLevel];
  const bmr = Math.round(exactBmr);
  const tdee = Math.round(exactBmr * factor);
  return {
    bmr,
    tdee,
    factor,
    lose:
      tdee - KCAL_ADJUSTMENT.min < MIN_DAILY_CALORIES
        ? undefined
        : {
            min: Math.max(tdee - KCAL_ADJUSTMENT.max, MIN_DAILY_CALORIES),
            max: tdee - KCAL_ADJUSTMENT.min,
          },
    gain: { min: tdee + KCAL_ADJUSTMENT.min, max: tdee + KCAL_ADJUSTMENT.max },
  };
}
