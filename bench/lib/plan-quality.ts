/**
 * Plan quality: what a person following the rule generator's week would notice, measured
 * over many seeded random preferences. One module for the bench's "Plan quality" section and the unit
 * tests that hold the engine to the same numbers.
 *
 * - Variety: distinct dishes per meal type in a week, and how often a week has two or fewer
 *   distinct breakfasts (or snacks).
 * - Macros: the week's protein/carbohydrate/fat energy shares against the goal's split (for the
 *   diets without their own profile) and against the target that applies (`dailyMacroTarget`).
 * - Calories: the worst deviation of a day's meals from its target, and of a meal's energy computed
 *   from its items (Livsmedelsdatabasen) from the meal's calories.
 * - Hard constraints: meals that break the diet or a restriction (must be 0).
 * - How often no plan could be made, and the generator's median time.
 */
import {
  RECIPES,
  classifyDiets,
  nutrientsOf,
  parseRestrictions,
  type Restrictions,
} from '../../supabase/functions/_shared/catalogue/index.ts';
import {
  CUISINES,
  DIET_TYPES,
  GOALS,
  MEAL_TYPES,
  type Cuisine,
  type DietType,
  type Goal,
  type MealType,
} from '../../supabase/functions/_shared/domain.ts';
import { mulberry32 } from '../../supabase/functions/_shared/meal-plan/prng.ts';
import {
  GOAL_SHARES,
  dailyMacroTarget,
  sharesOf,
  type MacroShares,
} from '../../supabase/functions/_shared/meal-plan/targets.ts';
import type { Meal, MealItem, MealPlanDay } from '../../supabase/functions/_shared/schemas/meal-plan.ts';
import type { MealPreferences } from '../../supabase/functions/_shared/schemas/meal-preferences.ts';

/** The diets without their own profile (keto, low-carb and high-protein have one). */
export const GOAL_DIETS: readonly DietType[] = ['balanced', 'mediterranean', 'vegetarian', 'vegan', 'paleo'];

/**
 * Whether a plan's target is the goal's split: a diet without its own profile, and no diet rule
 * overriding the goal (balanced caps protein at 30 %, so balanced with muscle gain follows the
 * diet's cap — `dailyMacroTarget` says basis 'diet' — and counts with the profile plans).
 */
export function isGoalPlan(m: Pick<PlanMeasure, 'prefs' | 'target'>): boolean {
  return GOAL_DIETS.includes(m.prefs.dietType) && m.target.basis === 'goal';
}

/** Restriction words drawn into the random preferences. */
const WORDS = ['laktos', 'gluten', 'nötter', 'ägg', 'fisk', 'skaldjur', 'soja', 'kött', 'koriander', 'svamp'];

export type GenerateFn = (
  preferences: MealPreferences,
  options: { startDate: Date; seed: number },
) => { ok: true; plan: MealPlanDay[] } | { ok: false; error: string };

export const START_DATE = new Date('2026-11-23T08:00:00Z');

/**
 * `count` seeded random preferences: every diet and goal equally likely, one to three cuisines,
 * 1 400–3 600 kcal, snacks in 60 % of them, a restriction word or two in a quarter of them.
 */
export function randomPreferences(count: number, seed = 21): MealPreferences[] {
  const random = mulberry32(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const out: MealPreferences[] = [];
  for (let i = 0; i < count; i++) {
    const cuisines = new Set<Cuisine>();
    const n = 1 + Math.floor(random() * 3);
    while (cuisines.size < n) cuisines.add(pick(CUISINES));
    const words = random() < 0.25 ? [pick(WORDS), ...(random() < 0.3 ? [pick(WORDS)] : [])] : [];
    out.push({
      calories: 1400 + Math.round(random() * 22) * 100,
      dietType: pick(DIET_TYPES),
      cuisine: [...cuisines],
      goal: pick(GOALS),
      restrictions: [...new Set(words)].join(', '),
      includeSnacks: random() < 0.6,
    });
  }
  return out;
}

const RECIPE_BY_ID = new Map(RECIPES.map((r) => [r.id, r]));

/** The items scaled so their energy is `kcal` (diet rules with gram limits are for one portion as written). */
function atEnergy(items: readonly MealItem[], kcal: number): MealItem[] {
  const actual = nutrientsOf(items).kcal;
  const f = actual > 0 ? kcal / actual : 1;
  return items.map((i) => ({ ...i, grams: i.grams * f }));
}

/**
 * Why a meal breaks the diet or the restrictions, or undefined when it does not. The diet is
 * checked on what is served (the items, sides included), computed from the ingredients like the
 * catalogue's own rules, at the size of the recipe as written.
 */
export function violation(
  meal: Meal,
  prefs: MealPreferences,
  r: Restrictions = parseRestrictions(prefs.restrictions),
): string | undefined {
  const recipe = RECIPE_BY_ID.get(meal.recipeId ?? '');
  if (recipe === undefined) return `unknown recipe ${meal.recipeId ?? '?'}`;
  if (!recipe.diets.includes(prefs.dietType)) return `${recipe.id} is not ${prefs.dietType}`;
  const items = meal.items ?? [];
  if (!classifyDiets(atEnergy(items, recipe.nutrients.kcal)).includes(prefs.dietType)) {
    return `${recipe.id} as served is not ${prefs.dietType}`;
  }
  const banned = items.find((i) => r.excludedFoods.has(i.food));
  if (banned !== undefined) return `${recipe.id} has excluded food ${banned.food}`;
  const text = [meal.name, meal.description, ...(meal.recipe?.instructions ?? [])].join(' ').toLowerCase();
  const term = (r.excludedTerms ?? []).find((t) => text.includes(t.toLowerCase()));
  return term === undefined ? undefined : `${recipe.id} mentions ${term}`;
}

/** One plan's numbers. */
export interface PlanMeasure {
  prefs: MealPreferences;
  /** Distinct recipe ids per meal type served this week. */
  distinct: Partial<Record<MealType, number>>;
  /** The week's macro energy shares, from the meals' grams. */
  shares: MacroShares;
  /** The target that applies (`dailyMacroTarget`). */
  target: MacroShares & { basis: 'goal' | 'diet' };
  /** Largest |day's meal calories − target| (kcal). */
  dayDeviation: number;
  /** Largest |energy from a meal's items − its calories| (kcal). */
  mealDeviation: number;
  violations: string[];
}

/** Measures one generated plan. */
export function measurePlan(plan: readonly MealPlanDay[], prefs: MealPreferences): PlanMeasure {
  const ids: Partial<Record<MealType, Set<string>>> = {};
  const grams = { protein: 0, carbs: 0, fat: 0 };
  let dayDeviation = 0;
  let mealDeviation = 0;
  const violations: string[] = [];
  const restrictions = parseRestrictions(prefs.restrictions);
  for (const day of plan) {
    let sum = 0;
    for (const type of MEAL_TYPES) {
      const meal = day[type];
      if (meal === undefined) continue;
      (ids[type] ??= new Set()).add(meal.recipeId ?? meal.name);
      grams.protein += meal.protein;
      grams.carbs += meal.carbs;
      grams.fat += meal.fat;
      sum += meal.calories;
      mealDeviation = Math.max(mealDeviation, Math.abs(nutrientsOf(meal.items ?? []).kcal - meal.calories));
      const v = violation(meal, prefs, restrictions);
      if (v !== undefined) violations.push(v);
    }
    dayDeviation = Math.max(dayDeviation, Math.abs(sum - prefs.calories));
  }
  const distinct: Partial<Record<MealType, number>> = {};
  for (const type of MEAL_TYPES) if (ids[type]) distinct[type] = ids[type].size;
  return {
    prefs,
    distinct,
    shares: sharesOf(grams),
    target: dailyMacroTarget(prefs.goal, prefs.dietType, prefs.calories),
    dayDeviation,
    mealDeviation,
    violations,
  };
}

const MACROS = ['protein', 'carbs', 'fat'] as const;

export interface GoalRow {
  goal: Goal;
  plans: number;
  target: MacroShares;
  /** Mean week shares. */
  mean: MacroShares;
  /** Mean |week share − goal share| per macro. */
  deviation: MacroShares;
}

export interface QualityReport {
  plans: number;
  failed: number;
  /** Mean distinct dishes per meal type. */
  distinctMean: Record<MealType, number>;
  /** Share (0–1) of plans with ≤ 2 distinct breakfasts / snacks. */
  lowVariety: { breakfast: number; snack: number };
  /** Goal-basis plans only (`isGoalPlan`), per goal. */
  goals: GoalRow[];
  /** Goal diets: mean |week share − goal share| per macro, all goals. */
  goalDeviation: MacroShares;
  /** Goal diets, muscle gain: mean protein share. */
  muscleGainProtein: number;
  /** Muscle gain: mean protein share per diet without its own profile (balanced included). */
  muscleGainProteinByDiet: Partial<Record<DietType, number>>;
  /** Every diet: mean |week share − the applicable target| per macro. */
  targetDeviation: MacroShares;
  /** Keto, low-carb, high-protein and balanced where its cap applies: mean |week share − their target|. */
  profileDeviation: MacroShares;
  worstDayDeviation: number;
  worstMealDeviation: number;
  violations: string[];
  /** Generator time per plan, ms (median); undefined when not timed. */
  medianMs?: number;
  measures: PlanMeasure[];
}

const mean = (xs: readonly number[]): number =>
  xs.length === 0 ? NaN : xs.reduce((a, b) => a + b, 0) / xs.length;

function meanShares(list: readonly PlanMeasure[], f: (m: PlanMeasure) => MacroShares): MacroShares {
  return {
    protein: mean(list.map((m) => f(m).protein)),
    carbs: mean(list.map((m) => f(m).carbs)),
    fat: mean(list.map((m) => f(m).fat)),
  };
}

function absDiff(a: MacroShares, b: MacroShares): MacroShares {
  return {
    protein: Math.abs(a.protein - b.protein),
    carbs: Math.abs(a.carbs - b.carbs),
    fat: Math.abs(a.fat - b.fat),
  };
}

/** Generates one plan per preference (seed = its index) and measures them all. */
export function measureQuality(
  generate: GenerateFn,
  preferences: readonly MealPreferences[],
  options: { time?: boolean } = {},
): QualityReport {
  const measures: PlanMeasure[] = [];
  const times: number[] = [];
  let failed = 0;
  for (const [i, prefs] of preferences.entries()) {
    const started = options.time ? performance.now() : 0;
    const result = generate(prefs, { startDate: START_DATE, seed: i + 1 });
    if (options.time) times.push(performance.now() - started);
    if (!result.ok) {
      failed++;
      continue;
    }
    measures.push(measurePlan(result.plan, prefs));
  }
  const goalPlans = measures.filter(isGoalPlan);
  const profilePlans = measures.filter((m) => !isGoalPlan(m));
  const withSnacks = measures.filter((m) => m.distinct.snack !== undefined);
  const distinctMean = Object.fromEntries(
    MEAL_TYPES.map((t) => [
      t,
      mean(measures.flatMap((m) => (m.distinct[t] === undefined ? [] : [m.distinct[t]]))),
    ]),
  ) as Record<MealType, number>;
  times.sort((a, b) => a - b);
  return {
    plans: preferences.length,
    failed,
    distinctMean,
    lowVariety: {
      breakfast:
        measures.filter((m) => (m.distinct.breakfast ?? 7) <= 2).length / Math.max(1, measures.length),
      snack: withSnacks.filter((m) => (m.distinct.snack ?? 7) <= 2).length / Math.max(1, withSnacks.length),
    },
    goals: GOALS.map((goal) => {
      const list = goalPlans.filter((m) => m.prefs.goal === goal);
      return {
        goal,
        plans: list.length,
        target: GOAL_SHARES[goal],
        mean: meanShares(list, (m) => m.shares),
        deviation: meanShares(list, (m) => absDiff(m.shares, GOAL_SHARES[m.prefs.goal])),
      };
    }),
    goalDeviation: meanShares(goalPlans, (m) => absDiff(m.shares, GOAL_SHARES[m.prefs.goal])),
    muscleGainProtein: mean(
      goalPlans.filter((m) => m.prefs.goal === 'muscle-gain').map((m) => m.shares.protein),
    ),
    muscleGainProteinByDiet: Object.fromEntries(
      GOAL_DIETS.map((diet) => [
        diet,
        mean(
          measures
            .filter((m) => m.prefs.dietType === diet && m.prefs.goal === 'muscle-gain')
            .map((m) => m.shares.protein),
        ),
      ]),
    ),
    targetDeviation: meanShares(measures, (m) => absDiff(m.shares, m.target)),
    profileDeviation: meanShares(profilePlans, (m) => absDiff(m.shares, m.target)),
    worstDayDeviation: Math.max(0, ...measures.map((m) => m.dayDeviation)),
    worstMealDeviation: Math.max(0, ...measures.map((m) => m.mealDeviation)),
    violations: measures.flatMap((m) => m.violations),
    ...(options.time && times.length > 0 ? { medianMs: times[Math.floor(times.length / 2)] } : {}),
    measures,
  };
}

const pct = (x: number): string => (Number.isNaN(x) ? '–' : `${(x * 100).toFixed(1)} %`);
const pp = (x: number): string => (Number.isNaN(x) ? '–' : `${(x * 100).toFixed(1)} pp`);
const split = (s: MacroShares): string => MACROS.map((k) => Math.round(s[k] * 100)).join('/');

/** The report as Markdown: a summary table and a per-goal table. */
export function formatQuality(q: QualityReport): string {
  const d = q.distinctMean;
  const summary: [string, string][] = [
    ['Plans (seeded random preferences)', String(q.plans)],
    ['No plan could be made', `${q.failed} (${pct(q.failed / Math.max(1, q.plans))})`],
    [
      'Distinct dishes per week: breakfast / lunch / dinner / snack (mean)',
      [d.breakfast, d.lunch, d.dinner, d.snack].map((x) => x.toFixed(2)).join(' / '),
    ],
    ['Plans with ≤ 2 distinct breakfasts', pct(q.lowVariety.breakfast)],
    ['Plans with ≤ 2 distinct snacks (of plans with snacks)', pct(q.lowVariety.snack)],
    [
      'Goal-basis plans: mean abs deviation from the goal split, protein / carbs / fat',
      MACROS.map((k) => pp(q.goalDeviation[k])).join(' / '),
    ],
    ['Goal-basis plans, muscle gain: mean protein share', pct(q.muscleGainProtein)],
    [
      `Muscle gain, protein share per diet (${GOAL_DIETS.join(' / ')})`,
      GOAL_DIETS.map((diet) => pct(q.muscleGainProteinByDiet[diet] ?? NaN)).join(' / '),
    ],
    [
      'Diet profiles (keto, low-carb, high-protein, balanced capped): mean abs deviation from their target, P / C / F',
      MACROS.map((k) => pp(q.profileDeviation[k])).join(' / '),
    ],
    ['Worst day calorie deviation', `${q.worstDayDeviation.toFixed(1)} kcal`],
    ['Worst meal: energy from its items vs its calories', `${q.worstMealDeviation.toFixed(2)} kcal`],
    ['Meals breaking the diet or a restriction', String(q.violations.length)],
    ['Generator median time per plan', q.medianMs === undefined ? '–' : `${q.medianMs.toFixed(2)} ms`],
  ];
  const lines = [
    '| Measure | Value |',
    '|---|---:|',
    ...summary.map(([k, v]) => `| ${k} | ${v} |`),
    '',
    'Goal-basis plans (balanced, mediterranean, vegetarian, vegan, paleo; balanced with muscle gain follows ' +
      'its own 30 % protein cap and counts with the diet profiles), week shares P/C/F in %:',
    '',
    '| Goal | Plans | Target | Week (mean) | Mean abs deviation P / C / F |',
    '|---|---:|---:|---:|---:|',
    ...q.goals.map(
      (g) =>
        `| ${g.goal} | ${g.plans} | ${split(g.target)} | ${split(g.mean)} | ` +
        `${MACROS.map((k) => pp(g.deviation[k])).join(' / ')} |`,
    ),
  ];
  return lines.join('\n');
}
