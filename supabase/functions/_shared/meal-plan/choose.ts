import type { CatalogueRecipe, Restrictions } from '../catalogue/index.ts';
import { allowedBy } from '../catalogue/index.ts';
import type { Cuisine, DietType, MealType } from '../domain.ts';
import type { WeekTally } from './nutrient-fit.ts';
import { macroDistance, sharesOf, targetShares } from './targets.ts';

/** The recipes that may be served for one meal type, split by the user's cuisines. */
export interface Pools {
  /** Fit the diet and restrictions and share a cuisine with the user's choice. */
  preferred: readonly CatalogueRecipe[];
  /** Fit the diet and restrictions but none of the user's cuisines. */
  other: readonly CatalogueRecipe[];
}

/** Diet type and restrictions are hard constraints; cuisine only decides the pool. */
export function candidatePools(
  recipes: readonly CatalogueRecipe[],
  mealType: MealType,
  diet: DietType,
  restrictions: Restrictions,
  cuisines: readonly Cuisine[],
): Pools {
  const preferred: CatalogueRecipe[] = [];
  const other: CatalogueRecipe[] = [];
  for (const recipe of recipes) {
    if (!recipe.mealTypes.includes(mealType) || !recipe.diets.includes(diet)) continue;
    if (!allowedBy(recipe, restrictions)) continue;
    (recipe.cuisines.some((c) => cuisines.includes(c)) ? preferred : other).push(recipe);
  }
  return { preferred, other };
}

export interface PickContext {
  mealType: MealType;
  diet: DietType;
  /** The day's calorie target, kcal. */
  dailyCalories: number;
  /** This meal's calorie target, kcal. */
  mealCalories: number;
  /** Seeded random numbers in [0, 1). */
  random: () => number;
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
}

export interface Pick {
  recipe: CatalogueRecipe;
  /** The recipe is from a cuisine the user did not choose. */
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
/** Random spread between recipes of similar fit, so seeds give different weeks. */
const JITTER = 0.1;
/** A lunch or dinner is served at most this often a week while any other dish could be. */
export const MAX_MAIN_USES = 2;

function score(recipe: CatalogueRecipe, ctx: PickContext): number {
  const target = targetShares(ctx.diet, ctx.mealType, ctx.dailyCalories);
  const distance = macroDistance(sharesOf(recipe.nutrients), target, ctx.diet);
  const scale = ctx.mealCalories / Math.max(1, recipe.nutrients.kcal);
  const uses = ctx.uses.get(recipe.id) ?? 0;
  const yesterday = ctx.lastServed.get(recipe.id) === ctx.day - 1 ? YESTERDAY_WEIGHT : 0;
  return (
    distance +
    SCALE_WEIGHT * Math.abs(Math.log(scale)) +
    REPEAT_WEIGHT * uses +
    yesterday +
    (ctx.week?.penalty(recipe) ?? 0) +
    JITTER * ctx.random()
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
 * the week's nutrient shortfalls), with a seeded random spread. The user's cuisines come first. For lunch and dinner the order is: an unused
 * dish of the chosen cuisines, one of them served once before (at most twice a week), an unused
 * dish of another cuisine, another cuisine's dish served once, and only then any fitting dish.
 * Returns undefined only when both pools are empty.
 */
export function pickRecipe(pools: Pools, ctx: PickContext): Pick | undefined {
  const usedBelow = (list: readonly CatalogueRecipe[], n: number) =>
    list.filter((r) => (ctx.uses.get(r.id) ?? 0) < n);
  const tiers: [readonly CatalogueRecipe[], boolean][] = ctx.unique
    ? [
        [usedBelow(pools.preferred, 1), false],
        [usedBelow(pools.preferred, MAX_MAIN_USES), false],
        [usedBelow(pools.other, 1), true],
        [usedBelow(pools.other, MAX_MAIN_USES), true],
        [pools.preferred, false],
        [pools.other, true],
      ]
    : [
        [pools.preferred, false],
        [pools.other, true],
      ];
  for (const [list, otherCuisine] of tiers) {
    const recipe = best(list, ctx);
    if (recipe) return { recipe, otherCuisine, repeated: ctx.uses.has(recipe.id) };
  }
  return undefined;
}
