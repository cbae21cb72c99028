/**
 * "Byt rätt": replace one meal of a shown plan with another dish of the same meal type.
 * Runs in the browser on the shared engine, so it works signed out and offline.
 */
import { RECIPES, parseRestrictions, type CatalogueRecipe } from '../catalogue/index.ts';
import { recipesServedUnder } from '../catalogue/restrictions.ts';
import { MEAL_LABELS, type MealType } from '../domain.ts';
import { err, ok, type Result } from '../result.ts';
import type { Meal, MealPlanDay } from '../schemas/meal-plan.ts';
import type { MealPreferences } from '../schemas/meal-preferences.ts';
import { restrictionsText } from '../schemas/plan-days.ts';
import { candidatePools, score, shownCuisine, type PoolName } from './choose.ts';
import { serveMeal } from './portion.ts';
import { PORTION_RETRIES, spendWeekLeft, withinLimits } from './portion-limits.ts';
import { splitCalories } from './split.ts';
import { mealMacroTargets } from './targets.ts';

export interface SwapRequest {
  plan: MealPlanDay[]; // the shown plan (7 days)
  /** The plan's preferences, parsed where they entered (the form, the stored plan's schema). */
  preferences: MealPreferences;
  day: number; // 0–6
  meal: MealType;
  /** recipe ids already shown in this slot, oldest first (including the current one), so repeated presses cycle through alternatives instead of bouncing between two */
  tried?: readonly string[];
}

/** The plan with the slot's new meal, and which recipe it is. */
export interface Swapped {
  plan: MealPlanDay[];
  meal: Meal;
  recipeId: string;
}

/** The swapped plan, or in Swedish why the meal cannot be swapped (e.g. no other dish fits). */
export type SwapResult = Result<Swapped, string>;

const POOL_RANK: Record<PoolName, number> = { preferred: 0, neighbour: 1, other: 2 };

/**
 * Lower sorts first: [untried, else how long ago tried; other cuisine; already in the week;
 * neighbour cuisine; fit].
 */
type Rank = [number, number, number, number, number];

function compare(a: Rank, b: Rank): number {
  for (let i = 0; i < a.length; i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

/**
 * Replaces `req.meal` on day `req.day` with another dish of the same meal type that fits the
 * diet and every understood restriction, portioned exactly as the generator does it
 * (`serveMeal`) to the meal's calories, so the day's total stays what it was.
 *
 * Which dish: never the one shown nor one already served that day; first the dishes not yet tried in this slot; among them the
 * user's and neighbouring cuisines before any other, then dishes not yet in the week before dishes
 * that are, the user's cuisines before neighbouring ones, and then the best fit for the meal's
 * macro target and size. When every
 * alternative has been tried it starts over from the one tried longest ago, so repeated presses
 * cycle through all alternatives instead of bouncing between two.
 *
 * Pure and deterministic; the input plan is not changed. Never throws: a slot not in the plan or
 * no other fitting dish gives the error in Swedish.
 */
export function swapMeal(req: SwapRequest, recipes: readonly CatalogueRecipe[] = RECIPES): SwapResult {
  const prefs = req.preferences;
  const day = Number.isInteger(req.day) ? req.plan[req.day] : undefined;
  const current = day?.[req.meal];
  if (day === undefined || current === undefined) {
    return err('Måltiden finns inte i planen.');
  }
  const label = MEAL_LABELS[req.meal].toLowerCase();

  const restrictions = parseRestrictions(restrictionsText(prefs));
  // Served as the restrictions allow: lactose-free milk for milk under "laktos".
  const served = recipesServedUnder(recipes, restrictions);
  const pools = candidatePools(served, req.meal, prefs.dietType, restrictions, prefs.cuisine);
  const inWeek = new Set<string>();
  const uses = new Map<string, number>();
  // The day's other dishes are never offered: no dish twice on one day.
  const today = new Set<string>();
  // What the rest of the week leaves of each protein food's weekly limit.
  const weekLeft = new Map<number, number>();
  for (const [i, d] of req.plan.entries()) {
    for (const m of ['breakfast', 'lunch', 'dinner', 'snack'] as const) {
      const served = d[m];
      const id = served?.recipeId;
      if (served === undefined || (i === req.day && m === req.meal)) continue;
      spendWeekLeft(weekLeft, served.items ?? [], prefs.calories);
      if (id === undefined) continue;
      inWeek.add(id);
      uses.set(id, (uses.get(id) ?? 0) + 1);
      if (i === req.day) today.add(id);
    }
  }
  const tried = req.tried ?? [];
  const split = splitCalories(prefs.calories, prefs.includeSnacks);
  const target = mealMacroTargets(prefs.goal, prefs.dietType, prefs.calories, {
    ...split,
    [req.meal]: Math.max(split[req.meal], 1),
  })[req.meal];
  const ctx = {
    mealType: req.meal,
    diet: prefs.dietType,
    dailyCalories: prefs.calories,
    mealCalories: current.calories,
    target,
    uses,
    lastServed: new Map<string, number>(),
    day: req.day,
    unique: false,
    weekLeft,
  };

  const ranked: { recipe: CatalogueRecipe; rank: Rank }[] = [];
  const lists: [PoolName, readonly CatalogueRecipe[]][] = [
    ['preferred', pools.preferred],
    // A lunch may be a dinner dish of the chosen cuisines, and the other way round.
    ['preferred', pools.crossover ?? []],
    ['neighbour', pools.neighbour],
    ['other', pools.other],
  ];
  for (const [pool, list] of lists) {
    for (const recipe of list) {
      if (recipe.id === current.recipeId || today.has(recipe.id)) continue;
      const triedAt = tried.indexOf(recipe.id);
      const fresh = triedAt < 0;
      ranked.push({
        recipe,
        rank: [
          fresh ? -1 : triedAt,
          fresh && pool === 'other' ? 1 : 0,
          fresh && inWeek.has(recipe.id) ? 1 : 0,
          fresh ? POOL_RANK[pool] : 0,
          score(recipe, ctx),
        ],
      });
    }
  }
  ranked.sort((a, b) => compare(a.rank, b.rank));

  // The best-ranked dish that can be served in normal portions at this size (a dish whose protein
  // food alone would pass its limit at a big meal gives way to the next), else the best-ranked.
  const serve = (recipe: CatalogueRecipe): Meal =>
    serveMeal(recipe, current.calories, shownCuisine(recipe, prefs.cuisine), {
      mealType: req.meal,
      diet: prefs.dietType,
      target,
      restrictions,
      dailyCalories: prefs.calories,
      weekLeft,
    });
  let picked: { recipe: CatalogueRecipe; meal: Meal } | undefined;
  for (const { recipe } of ranked.slice(0, 1 + PORTION_RETRIES)) {
    const meal = serve(recipe);
    picked ??= { recipe, meal };
    if (withinLimits(meal, prefs.calories)) {
      picked = { recipe, meal };
      break;
    }
  }
  if (picked === undefined) {
    return err(`Det finns ingen annan ${label} som passar din kost och dina val, så rätten kan inte bytas.`);
  }
  const { recipe: chosen, meal } = picked;
  const plan = req.plan.map((d, i) => (i === req.day ? { ...d, [req.meal]: meal } : d));
  return ok({ plan, meal, recipeId: chosen.id });
}
