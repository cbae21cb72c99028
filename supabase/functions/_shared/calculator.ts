import { fitsMealPlan, MIN_DAILY_CALORIES, type ActivityLevel } from './domain.ts';
import type { CalculatorGoal, CalculatorInput } from './schemas/calculator.ts';

export type { CalculatorGoal };

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

/** Below this age the body is still growing: no weight-loss intake is advised. */
export const ADULT_AGE = 18;

/** WHO's lower bound of a normal BMI for adults: below it no weight-loss intake is advised. */
export const UNDERWEIGHT_BMI = 18.5;

/** A kcal/day range, both ends included. */
export interface KcalRange {
  min: number;
  max: number;
}

/** Why the calculator gives no weight-loss figure at all. */
export type LoseWithheld =
  /** Under 18: still growing; a doctor or the school nurse is the one to ask. */
  | 'minor'
  /** BMI under 18.5: underweight; a doctor is the one to ask. */
  | 'underweight'
  /** Even 300 kcal below the TDEE would be under a meal plan's floor. */
  | 'floor';

/** One action of the result: a goal and the daily figure carried with it into the meal form. */
export interface GoalAction {
  goal: CalculatorGoal;
  /**
   * The figure shown and carried (kcal/day): the middle of the goal's range, the TDEE for
   * maintenance; undefined when no meal plan can be made at that figure (outside 1 200–5 000), and
   * then only the goal is carried and the person picks the calories in the form.
   */
  calories: number | undefined;
}

export interface CalorieResult {
  /** Basal metabolic rate, kcal/day, rounded. */
  bmr: number;
  /** Total daily energy expenditure (BMR × activity factor), kcal/day, rounded. */
  tdee: number;
  /** The activity factor used. */
  factor: number;
  /** Body mass index, kg/m², to one decimal rounded down (18.47 shows as 18,4, under 18,5 as it is). */
  bmi: number;
  /**
   * Advice: 300–500 kcal below the TDEE to lose weight, never below a meal plan's floor
   * (MIN_DAILY_CALORIES): the lower end is raised to it. Undefined when `loseWithheld` says why.
   */
  lose: KcalRange | undefined;
  /** Why there is no weight-loss advice (undefined when there is). */
  loseWithheld: LoseWithheld | undefined;
  /** Advice: 300–500 kcal above the TDEE to gain weight. */
  gain: KcalRange;
  /** The result's actions, in the order shown: weight loss (when advised), maintenance, gain. */
  actions: GoalAction[];
}

/** The middle of a range, rounded to whole kcal (1 827–2 027 → 1 927). */
export function middleOf(range: KcalRange): number {
  return Math.round((range.min + range.max) / 2);
}

/** BMI = weight (kg) / height (m)², unrounded. */
export function bodyMassIndex(weight: number, height: number): number {
  return weight / (height / 100) ** 2;
}

/**
 * Why weight loss is not advised, or undefined when it is: age first, then BMI (unrounded: 18.47
 * is under 18.5 though it shows as 18,5), then the floor.
 */
function withheld(input: CalculatorInput, bmi: number, tdee: number): LoseWithheld | undefined {
  if (input.age < ADULT_AGE) return 'minor';
  if (bmi < UNDERWEIGHT_BMI) return 'underweight';
  if (tdee - KCAL_ADJUSTMENT.min < MIN_DAILY_CALORIES) return 'floor';
  return undefined;
}

const carried = (kcal: number): number | undefined => (fitsMealPlan(kcal) ? kcal : undefined);

/**
 * Mifflin-St Jeor: BMR = 10·weight(kg) + 6.25·height(cm) − 5·age(years), +5 for men,
 * −161 for women; TDEE = BMR × activity factor. Both are rounded to whole kcal; the TDEE is
 * computed from the unrounded BMR. Example: man, 30 years, 80 kg, 180 cm, moderate →
 * BMR 1780, TDEE 2759. Under 18 years or under BMI 18.5 there is no weight-loss advice and no
 * weight-loss action.
 */
export function calculateCalories(input: CalculatorInput): CalorieResult {
  const exactBmr =
    10 * input.weight + 6.25 * input.height - 5 * input.age + (input.gender === 'male' ? 5 : -161);
  const factor = ACTIVITY_FACTORS[input.activityLevel];
  const bmr = Math.round(exactBmr);
  const tdee = Math.round(exactBmr * factor);
  const bmi = bodyMassIndex(input.weight, input.height);
  const loseWithheld = withheld(input, bmi, tdee);
  const lose =
    loseWithheld === undefined
      ? { min: Math.max(tdee - KCAL_ADJUSTMENT.max, MIN_DAILY_CALORIES), max: tdee - KCAL_ADJUSTMENT.min }
      : undefined;
  const gain = { min: tdee + KCAL_ADJUSTMENT.min, max: tdee + KCAL_ADJUSTMENT.max };
  const actions: GoalAction[] = [
    ...(lose === undefined ? [] : [{ goal: 'weight-loss' as const, calories: carried(middleOf(lose)) }]),
    { goal: 'maintenance', calories: carried(tdee) },
    { goal: 'weight-gain', calories: carried(middleOf(gain)) },
  ];
  return { bmr, tdee, factor, bmi: Math.floor(bmi * 10) / 10, lose, loseWithheld, gain, actions };
}
