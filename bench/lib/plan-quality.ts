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
 * - Normal portions (`portion-limits.ts`): meals over a per-meal limit, meals with more than 250 g
 *   of protein foods, meals with two or more added sides, weeks where one protein food passes
 *   1.5 kg per person (all scaled with the day's calories above 2 200 kcal).
 * - Cuisines: the share of lunches and dinners from a chosen cuisine (any with 'international'),
 *   days serving the same dish twice, and the catalogue's diet × cuisine cells for lunch and dinner.
 * - Macro split per diet × goal for the diets without their own profile, and how many plans more
 *   than 5 points off their target lack a notice saying so.
 */
import {
  RECIPES,
  classifyDiets,
  energyShares,
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
import {
  PROTEIN_FOOD_WEEK_LIMIT,
  isProteinFood,
  limitScale,
  portionExcess,
} from '../../supabase/functions/_shared/meal-plan/portion-limits.ts';
import { mulberry32 } from '../../supabase/functions/_shared/meal-plan/prng.ts';
import type { Result } from '../../supabase/functions/_shared/result.ts';
import {
  GOAL_SHARES,
  dailyMacroTarget,
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
) => Result<{ plan: MealPlanDay[]; notices?: string[] }>;

/** A notice that the week falls short of its macro target, with the numbers ("… når veckan 27 % protein i stället för målets 35 %."). */
export const SHORTFALL_NOTICE = /når veckan .*i stället för målets/;
/** A plan is "off" its target when the week's share of any macro is further than this from it. */
export const OFF_TARGET = 0.05;

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
  /** Meals served. */
  meals: number;
  /** Meals with a food over its per-meal limit, or over 250 g of protein foods (`portionExcess`). */
  overLimit: number;
  /** Meals with more than 250 g (scaled) of protein foods together. */
  proteinHeavy: number;
  /** Meals with two or more added sides. */
  twoSides: number;
  /** The most of one protein food in the week, grams, over the week's limit (1.5 kg × scale): > 1 is over. */
  weekProteinRatio: number;
  /** Lunches and dinners served, and how many come from a chosen cuisine. */
  mains: number;
  mainsFromCuisine: number;
  /** Days serving the same dish twice. */
  sameDishDays: number;
  /** The plan has a notice saying the week falls short of its macro target. */
  shortfallNotice: boolean;
}

/** Measures one generated plan (`notices`: the generator's, to check the shortfall notice). */
export function measurePlan(
  plan: readonly MealPlanDay[],
  prefs: MealPreferences,
  notices: readonly string[] = [],
): PlanMeasure {
  const ids: Partial<Record<MealType, Set<string>>> = {};
  const grams = { protein: 0, carbs: 0, fat: 0 };
  let dayDeviation = 0;
  let mealDeviation = 0;
  const violations: string[] = [];
  const restrictions = parseRestrictions(prefs.restrictions);
  const scale = limitScale(prefs.calories);
  const anyCuisine = prefs.cuisine.includes('international');
  let meals = 0;
  let overLimit = 0;
  let proteinHeavy = 0;
  let twoSides = 0;
  let mains = 0;
  let mainsFromCuisine = 0;
  let sameDishDays = 0;
  const weekGrams = new Map<number, number>();
  for (const day of plan) {
    let sum = 0;
    const today = new Set<string>();
    let repeatToday = false;
    for (const type of MEAL_TYPES) {
      const meal = day[type];
      if (meal === undefined) continue;
      meals++;
      const id = meal.recipeId ?? meal.name;
      if (today.has(id)) repeatToday = true;
      today.add(id);
      const items = meal.items ?? [];
      const excess = portionExcess(items, prefs.calories);
      if (excess.length > 0) overLimit++;
      if (excess.some((e) => e.food === 0)) proteinHeavy++;
      const recipe = RECIPE_BY_ID.get(meal.recipeId ?? '');
      if (recipe !== undefined && items.length - recipe.ingredients.length >= 2) twoSides++;
      for (const i of items) {
        if (isProteinFood(i.food)) weekGrams.set(i.food, (weekGrams.get(i.food) ?? 0) + i.grams);
      }
      if (type === 'lunch' || type === 'dinner') {
        mains++;
        if (anyCuisine || (recipe?.cuisines ?? []).some((c) => prefs.cuisine.includes(c))) mainsFromCuisine++;
      }
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
    if (repeatToday) sameDishDays++;
  }
  const distinct: Partial<Record<MealType, number>> = {};
  for (const type of MEAL_TYPES) if (ids[type]) distinct[type] = ids[type].size;
  return {
    prefs,
    distinct,
    shares: energyShares(grams),
    target: dailyMacroTarget(prefs.goal, prefs.dietType, prefs.calories),
    dayDeviation,
    mealDeviation,
    violations,
    meals,
    overLimit,
    proteinHeavy,
    twoSides,
    weekProteinRatio: Math.max(0, ...weekGrams.values()) / (PROTEIN_FOOD_WEEK_LIMIT * scale),
    mains,
    mainsFromCuisine,
    sameDishDays,
    shortfallNotice: notices.some((n) => SHORTFALL_NOTICE.test(n)),
  };
}

/** Largest |week share − target share| over the three macros. */
export function offTarget(m: Pick<PlanMeasure, 'shares' | 'target'>): number {
  return Math.max(...MACRO_KEYS.map((k) => Math.abs(m.shares[k] - m.target[k])));
}
const MACRO_KEYS = ['protein', 'carbs', 'fat'] as const;

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
  /** Share (0–1) of meals over a per-meal limit / with > 250 g protein foods / with two sides. */
  overLimit: number;
  proteinHeavy: number;
  twoSides: number;
  /** Share (0–1) of weeks where one protein food passes 1.5 kg per person (scaled). */
  weekProteinOver: number;
  /** Share (0–1) of lunches and dinners from a chosen cuisine. */
  mainsFromCuisine: number;
  /** Days serving the same dish twice (count over all plans). */
  sameDishDays: number;
  /** Goal diets (`GOAL_DIETS`): per diet × goal, plans and mean |week − target| per macro. */
  dietGoal: { diet: DietType; goal: Goal; plans: number; deviation: MacroShares; mean: MacroShares }[];
  /** Goal-diet plans more than 5 points off their target, and how many of them lack the notice. */
  offPlans: number;
  offWithoutNotice: number;
  /** Per diet × chosen cuisine: lunches and dinners served and from a chosen cuisine. */
  cuisineCells: { diet: DietType; cuisine: Cuisine; mains: number; fromCuisine: number }[];
  /** Generator time per plan, ms (median); undefined when not timed. */
  medianMs?: number;
  measures: PlanMeasure[];
}

const sum = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0);
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
    measures.push(measurePlan(result.value.plan, prefs, result.value.notices ?? []));
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
  const meals = Math.max(1, sum(measures.map((m) => m.meals)));
  const goalDietPlans = measures.filter((m) => GOAL_DIETS.includes(m.prefs.dietType));
  const off = goalDietPlans.filter((m) => offTarget(m) > OFF_TARGET);
  return {
    overLimit: sum(measures.map((m) => m.overLimit)) / meals,
    proteinHeavy: sum(measures.map((m) => m.proteinHeavy)) / meals,
    twoSides: sum(measures.map((m) => m.twoSides)) / meals,
    weekProteinOver: measures.filter((m) => m.weekProteinRatio > 1).length / Math.max(1, measures.length),
    mainsFromCuisine:
      sum(measures.map((m) => m.mainsFromCuisine)) / Math.max(1, sum(measures.map((m) => m.mains))),
    sameDishDays: sum(measures.map((m) => m.sameDishDays)),
    dietGoal: GOAL_DIETS.flatMap((diet) =>
      GOALS.map((goal) => {
        const list = measures.filter((m) => m.prefs.dietType === diet && m.prefs.goal === goal);
        return {
          diet,
          goal,
          plans: list.length,
          mean: meanShares(list, (m) => m.shares),
          deviation: meanShares(list, (m) => absDiff(m.shares, m.target)),
        };
      }),
    ),
    offPlans: off.length,
    offWithoutNotice: off.filter((m) => !m.shortfallNotice).length,
    cuisineCells: DIET_TYPES.flatMap((diet) =>
      CUISINES.map((cuisine) => {
        const list = measures.filter((m) => m.prefs.dietType === diet && m.prefs.cuisine.includes(cuisine));
        return {
          diet,
          cuisine,
          mains: sum(list.map((m) => m.mains)),
          fromCuisine: sum(list.map((m) => m.mainsFromCuisine)),
        };
      }),
    ),
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
    ['Meals over a portion limit (scaled above 2 200 kcal)', pct(q.overLimit)],
    ['Meals with more than 250 g of protein foods (scaled)', pct(q.proteinHeavy)],
    ['Meals with two or more added sides', pct(q.twoSides)],
    ['Weeks where one protein food passes 1.5 kg per person (scaled)', pct(q.weekProteinOver)],
    ['Lunches and dinners from a chosen cuisine', pct(q.mainsFromCuisine)],
    ['Days serving the same dish twice', String(q.sameDishDays)],
    [
      'Goal-diet plans more than 5 points off their target / of them without a notice saying so',
      `${q.offPlans} / ${q.offWithoutNotice}`,
    ],
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
    '',
    'Diets without their own profile, per diet × goal: plans, week shares P/C/F in % (mean) and mean abs ' +
      'deviation from the target that applies:',
    '',
    '| Diet | Goal | Plans | Week (mean) | Mean abs deviation P / C / F |',
    '|---|---|---:|---:|---:|',
    ...q.dietGoal.map(
      (r) =>
        `| ${r.diet} | ${r.goal} | ${r.plans} | ${split(r.mean)} | ` +
        `${MACROS.map((k) => pp(r.deviation[k])).join(' / ')} |`,
    ),
    '',
    'Lunches and dinners from a chosen cuisine, per diet × cuisine (plans of that diet that chose the ' +
      'cuisine, among others), and the catalogue cell: lunch / dinner dishes of that diet and cuisine:',
    '',
    `| Diet | ${CUISINES.join(' | ')} |`,
    `|---|${CUISINES.map(() => '---:').join('|')}|`,
    ...DIET_TYPES.map((diet) => {
      const cells = CUISINES.map((cuisine) => {
        const r = q.cuisineCells.find((c) => c.diet === diet && c.cuisine === cuisine);
        const served =
          r === undefined || r.mains === 0 ? '–' : `${Math.round((r.fromCuisine / r.mains) * 100)} %`;
        const n = catalogueCell(diet, cuisine);
        return `${served} (${n.lunch}/${n.dinner})`;
      });
      return `| ${diet} | ${cells.join(' | ')} |`;
    }),
  ];
  return lines.join('\n');
}

/** The catalogue's lunch and dinner dishes of one diet and cuisine (restrictions aside). */
export function catalogueCell(diet: DietType, cuisine: Cuisine): { lunch: number; dinner: number } {
  const of = (meal: MealType) =>
    RECIPES.filter(
      (r) => r.mealTypes.includes(meal) && r.diets.includes(diet) && r.cuisines.includes(cuisine),
    ).length;
  return { lunch: of('lunch'), dinner: of('dinner') };
}
