/**
 * The nutrient quality of a meal plan: each day and the week summed from the meals' stored
 * `nutrients` and compared with the adult references in `reference.ts`. Pure, and light enough for
 * the browser: it imports no catalogue, no food table and no zod (types only).
 */
import type { Meal, MealPlanDay } from '../schemas/meal-plan.ts';
import { NUTRIENT_IDS, referenceFor, type NutrientId, type Reference, type Sex } from './reference.ts';

/**
 * Within the reference ('good'), under a minimum ('low'), over a maximum ('high'), or 'unknown' when
 * some meal's value is unknown: an unknown is never counted as zero. The Swedish words are
 * VERDICT_LABELS in src/lib/messages/nutrients.ts.
 */
export type Verdict = 'good' | 'low' | 'high' | 'unknown';

export interface NutrientResult {
  readonly id: NutrientId;
  /** The day's amount (the week: average per day) in the reference's unit; null when unknown. */
  readonly amount: number | null;
  readonly reference: Reference;
  readonly verdict: Verdict;
  /** amount / reference (1 = exactly the reference); null when unknown. */
  readonly ratio: number | null;
}

export interface Assessment {
  /** Energy per day, kcal (the week: average per day). */
  readonly energyKcal: number;
  readonly nutrients: readonly NutrientResult[];
}

/** Every day and the week of a plan, assessed (`assessPlan` in tips.ts adds the tips). */
export interface PlanNutrients {
  readonly days: readonly Assessment[];
  /** The week as an average day, so it compares with the same daily references. */
  readonly week: Assessment;
  /** The iron reference's basis: the given sex, or the stricter value when none was given. */
  readonly sexBasis: Sex | 'stricter';
}

/** Energy share (E%) conversion: kcal per gram. */
const KCAL_PER_G = { saturatedFat: 9, addedSugar: 4 } as const;

function mealsOfDay(day: MealPlanDay): Meal[] {
  return day.snack
    ? [day.breakfast, day.lunch, day.dinner, day.snack]
    : [day.breakfast, day.lunch, day.dinner];
}

/** Sum (g/mg/µg) of one nutrient over meals; null if any meal lacks it. */
function sumOver(meals: readonly Meal[], id: NutrientId): number | null {
  let sum = 0;
  for (const meal of meals) {
    const v = meal.nutrients?.[id];
    if (typeof v !== 'number' || !Number.isFinite(v)) return null;
    sum += v;
  }
  return sum;
}

function verdictOf(amount: number | null, ref: Reference): Verdict {
  if (amount === null) return 'unknown';
  if (ref.kind === 'min') return amount >= ref.value ? 'good' : 'low';
  return amount <= ref.value ? 'good' : 'high';
}

function assess(meals: readonly Meal[], days: number, sex: Sex | undefined): Assessment {
  const energyKcal = meals.reduce((sum, m) => sum + m.calories, 0) / days;
  const nutrients = NUTRIENT_IDS.map((id): NutrientResult => {
    const reference = referenceFor(id, energyKcal, sex);
    const total = sumOver(meals, id);
    let amount: number | null = total === null ? null : total / days;
    if (amount !== null && (id === 'saturatedFat' || id === 'addedSugar')) {
      amount = energyKcal > 0 ? ((amount * KCAL_PER_G[id]) / energyKcal) * 100 : null;
    }
    const ratio = amount === null || reference.value <= 0 ? null : amount / reference.value;
    return { id, amount, reference, verdict: verdictOf(amount, reference), ratio };
  });
  return { energyKcal, nutrients };
}

/** One day's nutrients against the daily references. `sex` as in `referenceFor`. */
export function assessDay(day: MealPlanDay, sex?: Sex): Assessment {
  return assess(mealsOfDay(day), 1, sex);
}

/** The week's nutrients as an average day (sum over the days ÷ number of days). */
export function assessWeek(plan: readonly MealPlanDay[], sex?: Sex): Assessment {
  return assess(
    plan.flatMap((d) => mealsOfDay(d)),
    Math.max(1, plan.length),
    sex,
  );
}

/** How far a result misses its reference (0 when it meets it or is unknown). */
export function shortfall(result: NutrientResult): number {
  if (result.ratio === null) return 0;
  return result.reference.kind === 'min' ? Math.max(0, 1 - result.ratio) : Math.max(0, result.ratio - 1);
}

/** The nutrients the week misses (too little, or too much of salt, fat and sugar), largest miss first. */
export function missedNutrients(week: Assessment): NutrientId[] {
  return week.nutrients
    .filter((n) => n.verdict === 'low' || n.verdict === 'high')
    .sort((a, b) => shortfall(b) - shortfall(a))
    .map((n) => n.id);
}

/**
 * Every day, the week, and the nutrients the week misses, without the tips' texts: the browser
 * loads the tips (`tips.ts`) on demand, so their wording is not part of the page's first load;
 * `assessPlan` in tips.ts adds them.
 */
export function assessPlanNutrients(
  plan: readonly MealPlanDay[],
  sex?: Sex,
): PlanNutrients & { missed: readonly NutrientId[] } {
  const week = assessWeek(plan, sex);
  return {
    days: plan.map((d) => assessDay(d, sex)),
    week,
    sexBasis: sex ?? 'stricter',
    missed: missedNutrients(week),
  };
}
