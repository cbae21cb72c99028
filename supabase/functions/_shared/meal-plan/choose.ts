import type { CatalogueRecipe, Restrictions } from '../catalogue/index.ts';
import { allowedBy, energyShares } from '../catalogue/index.ts';
import type { Cuisine, DietType, MealType } from '../domain.ts';
import type { WeekTally } from './nutrient-fit.ts';
import { neighboursOf } from './neighbours.ts';
import { achievableShares } from './portion-search.ts';
import { isProteinFood, mealLimit } from './portion-limits.ts';
import { macroDistance, targetShares, type MacroShares } from './targets.ts';

/** The recipes that may be served for one meal type, split by the user's cuisines. */
export interface Pools {
  /** Fit the diet and restrictions and share a cuisine with the user's choice. */
  preferred: readonly CatalogueRecipe[];
  /** Fit the diet and restrictions, none of the user's cuisines but a neighbour of one. */
  neighbour: readonly CatalogueRecipe[];
  /** Fit the diet and restrictions but none of the user's cuisines or their neighbours. */
  other: readonly CatalogueRecipe[];
  /**
   * Lunch and dinner: the other main meal's dishes of the user's cuisines that fit (a warm dinner
   * dish at lunch is normal in Sweden), drawn on before any other cuisine. Empty otherwise.
   */
  crossover?: readonly CatalogueRecipe[];
}

/** Which pool a recipe came from. */
export type PoolName = 'preferred' | 'neighbour' | 'other';

/** Diet type and restrictions are hard constraints; cuisine only decides the pool. */
export function candidatePools(
  recipes: readonly CatalogueRecipe[],
  mealType: MealType,
  diet: DietType,
  restrictions: Restrictions,
  cuisines: readonly Cuisine[],
): Pools {
  const near = neighboursOf(cuisines);
  const preferred: CatalogueRecipe[] = [];
  const neighbour: CatalogueRecipe[] = [];
  const other: CatalogueRecipe[] = [];
  const crossover: CatalogueRecipe[] = [];
  const partner: MealType | undefined =
    mealType === 'lunch' ? 'dinner' : mealType === 'dinner' ? 'lunch' : undefined;
  // With "Internationellt" every cuisine is chosen.
  const chosen = (r: CatalogueRecipe) =>
    cuisines.includes('international') || r.cuisines.some((c) => cuisines.includes(c));
  for (const recipe of recipes) {
    if (!recipe.diets.includes(diet)) continue;
    const own = recipe.mealTypes.includes(mealType);
    if (!own && (partner === undefined || !recipe.mealTypes.includes(partner))) continue;
    if (!allowedBy(recipe, restrictions)) continue;
    if (!own) {
      if (chosen(recipe)) crossover.push(recipe);
    } else if (chosen(recipe)) preferred.push(recipe);
    else if (recipe.cuisines.some((c) => near.includes(c))) neighbour.push(recipe);
    else other.push(recipe);
  }
  return { preferred, neighbour, other, crossover };
}

/** The cuisine a dish is shown under: the first of the user's cuisines it has, else its own first. */
export function shownCuisine(recipe: CatalogueRecipe, chosen: readonly Cuisine[]): Cuisine {
  return chosen.find((c) => recipe.cuisines.includes(c)) ?? recipe.cuisines[0] ?? 'international';
}

export interface PickContext {
  mealType: MealType;
  diet: DietType;
  /** The day's calorie target, kcal. */
  dailyCalories: number;
  /** This meal's calorie target, kcal. */
  mealCalories: number;
  /** This meal's macro target; default the diet's per-meal shares (`targetShares`). */
  target?: MacroShares;
  /** Seeded random numbers in [0, 1); without it the score has no random spread. */
  random?: () => number;
  /** How often each recipe id has been served so far this week (all meal types). */
  uses: ReadonlyMap<string, number>;
  /** The day (0–6) each recipe id was last served. */
  lastServed: ReadonlyMap<string, number>;
  /** The day being planned, 0 = Monday. */
  day: number;
  /** Lunch and dinner: repeat a dish only when the chosen cuisines run out, at most twice. */
  unique: boolean;
  /** The week's nutrients so far; when given, recipes that close its shortfalls score better. */
  week?: WeekTally;
  /** Recipe ids already served today: never served twice on one day. */
  today?: ReadonlySet<string>;
  /**
   * Grams of each protein food the person may still get this week; a dish that would need more
   * than is left (at this meal's size, within the meal's limits) loses to any other of its tier.
   */
  weekLeft?: ReadonlyMap<number, number>;
}

export interface Pick {
  recipe: CatalogueRecipe;
  /** The pool the recipe came from: the user's cuisines, a neighbour of them, or any other. */
  pool: PoolName;
  /** The recipe is from a cuisine the user did not choose (`pool` is not 'preferred'). */
  otherCuisine: boolean;
  /** The recipe had been served before this week. */
  repeated: boolean;
}

/** Weight of a portion far from the recipe as written: |ln(scale)| × this. */
const SCALE_WEIGHT = 0.15;
/** Breakfast and snack repeats are allowed but spread out: this much per earlier use. */
const REPEAT_WEIGHT = 0.3;
/**
 * A dish served the day before loses to any other dish of the same tier (scores stay below 10;
 * the nutrient term of `nutrient-fit.ts` adds at most 1.5).
 */
const YESTERDAY_WEIGHT = 10;
/** Weight of the macro distance when the meal has a target (the goal's split). */
const FIT_WEIGHT = 2;
/** Random spread between recipes of similar fit, so seeds give different weeks. */
const JITTER = 0.1;
/** A dish that would take a protein food past the week's limit loses to any other dish of its tier. */
const OVER_WEEK_WEIGHT = 20;

/**
 * Whether serving `recipe` at `scale` times the recipe as written would need more of one of its
 * protein foods than the week has left (each counted at most at its per-meal limit).
 */
function overWeek(
  recipe: CatalogueRecipe,
  weekLeft: ReadonlyMap<number, number>,
  scale: number,
  dailyCalories: number,
): boolean {
  for (const ing of recipe.ingredients) {
    const left = weekLeft.get(ing.food);
    if (left === undefined || !isProteinFood(ing.food)) continue;
    if (Math.min(ing.grams * scale, mealLimit(ing.food, dailyCalories)) > left + 0.05) return true;
  }
  return false;
}

/** A dish is served at most this often a week while any other dish could be. */
export const MAX_USES = 2;
/** @deprecated name kept for callers of the lunch/dinner rule; same as `MAX_USES`. */
export const MAX_MAIN_USES = MAX_USES;

/** How well a recipe fits the meal (lower is better), with the seeded spread when `ctx.random` is set. */
export function score(recipe: CatalogueRecipe, ctx: PickContext): number {
  // With a meal target, rank by what the dish reaches once its parts are scaled toward it.
  const distance = ctx.target
    ? FIT_WEIGHT * macroDistance(achievableShares(recipe, ctx.target, ctx.diet), ctx.target, ctx.diet)
    : macroDistance(
        energyShares(recipe.nutrients),
        targetShares(ctx.diet, ctx.mealType, ctx.dailyCalories),
        ctx.diet,
      );
  const scale = ctx.mealCalories / Math.max(1, recipe.nutrients.kcal);
  const uses = ctx.uses.get(recipe.id) ?? 0;
  const yesterday = ctx.lastServed.get(recipe.id) === ctx.day - 1 ? YESTERDAY_WEIGHT : 0;
  return (
    (ctx.weekLeft !== undefined && overWeek(recipe, ctx.weekLeft, scale, ctx.dailyCalories)
      ? OVER_WEEK_WEIGHT
      : 0) +
    distance +
    SCALE_WEIGHT * Math.abs(Math.log(scale)) +
    REPEAT_WEIGHT * uses +
    yesterday +
    (ctx.week?.penalty(recipe) ?? 0) +
    JITTER * (ctx.random?.() ?? 0)
  );
}

function best(recipes: readonly CatalogueRecipe[], ctx: PickContext): CatalogueRecipe | undefined {
  let chosen: CatalogueRecipe | undefined;
  let chosenScore = Infinity;
  for (const recipe of recipes) {
    const s = score(recipe, ctx);
    if (s < chosenScore) {
      chosen = recipe;
      chosenScore = s;
    }
  }
  return chosen;
}

/**
 * Picks the recipe that best fits the meal's macro target and calorie size (and, with `ctx.week`,
 * the week's nutrient shortfalls), with a seeded random spread. The user's cuisines come first,
 * and no dish is served more than twice a week while any other fitting dish could be.
 *
 * - Lunch and dinner (`ctx.unique`): an unused dish of the chosen cuisines (this meal's, then the
 *   other main meal's: `crossover`), one of them served once before, an unused dish of a
 *   neighbouring then any other cuisine, then one of those served once. (A chosen-cuisine dish a
 *   third time before another cuisine's gave 83 % of lunches and dinners from the chosen cuisines
 *   on the catalogue of 235 recipes; with every diet × cuisine cell holding 7 dishes, twice is
 *   enough for 99.7 %, and the week keeps its variety.)
 * - Never a dish already served today (`ctx.today`) while any other fits.
 * - Breakfast and snacks travel less by cuisine but should not repeat either: an unused dish of
 *   the chosen cuisines, an unused one of a neighbouring cuisine, then one served once (chosen
 *   cuisines, then neighbours), then unused and once-served dishes of other cuisines, then any.
 *
 * Returns undefined only when every pool is empty.
 */
export function pickRecipe(pools: Pools, ctx: PickContext): Pick | undefined {
  const notToday = (list: readonly CatalogueRecipe[]) =>
    ctx.today === undefined || ctx.today.size === 0 ? list : list.filter((r) => !ctx.today?.has(r.id));
  const usedBelow = (list: readonly CatalogueRecipe[], n: number) =>
    list.filter((r) => (ctx.uses.get(r.id) ?? 0) < n);
  const preferred = notToday(pools.preferred);
  const neighbour = notToday(pools.neighbour);
  const other = notToday(pools.other);
  const crossover = notToday(pools.crossover ?? []);
  const tiers: [readonly CatalogueRecipe[], PoolName][] = ctx.unique
    ? [
        [usedBelow(preferred, 1), 'preferred'],
        [usedBelow(crossover, 1), 'preferred'],
        [usedBelow(preferred, MAX_USES), 'preferred'],
        [usedBelow(crossover, MAX_USES), 'preferred'],
        [usedBelow(neighbour, 1), 'neighbour'],
        [usedBelow(other, 1), 'other'],
        [usedBelow(neighbour, MAX_USES), 'neighbour'],
        [usedBelow(other, MAX_USES), 'other'],
      ]
    : [
        [usedBelow(preferred, 1), 'preferred'],
        [usedBelow(neighbour, 1), 'neighbour'],
        [usedBelow(preferred, MAX_USES), 'preferred'],
        [usedBelow(neighbour, MAX_USES), 'neighbour'],
        [usedBelow(other, 1), 'other'],
        [usedBelow(other, MAX_USES), 'other'],
      ];
  // Past twice a week: a chosen-cuisine dish again before another cuisine.
  tiers.push(
    [preferred, 'preferred'],
    [crossover, 'preferred'],
    [neighbour, 'neighbour'],
    [other, 'other'],
    // Only when every fitting dish is already on today's table (a one-dish catalogue).
    [pools.preferred, 'preferred'],
    [pools.crossover ?? [], 'preferred'],
    [pools.neighbour, 'neighbour'],
    [pools.other, 'other'],
  );
  for (const [list, pool] of tiers) {
    const recipe = best(list, ctx);
    if (recipe) {
      return { recipe, pool, otherCuisine: pool !== 'preferred', repeated: ctx.uses.has(recipe.id) };
    }
  }
  return undefined;
}
