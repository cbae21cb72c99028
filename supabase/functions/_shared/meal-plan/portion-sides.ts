/**
 * The sides a planner adds where a dish alone misses the meal's macro target (kvarg, keso, ägg,
 * tofu, bönor, bröd, frukt…): which may go with a meal, and a side's amount in kitchen steps with
 * the dish's parts solved again around it.
 */
import { classifyDiets, food, type CatalogueRecipe } from '../catalogue/index.ts';
import { F } from '../catalogue/food-meta.ts';
import type { Cuisine, DietType, KitchenUnit, MealType } from '../domain.ts';
import type { MealItem } from '../schemas/meal-plan.ts';
import type { ServeContext } from './portion-context.ts';
import { itemLimit } from './portion-hold.ts';
import { isProteinFood, limitScale } from './portion-limits.ts';
import { tenth } from './portion-meal.ts';
import { energyOf, kcalPerGram, type RoleEnergy, type Vec } from './portion-roles.ts';
import { solve, type Limits } from './portion-search.ts';

/** A side gives at most this share of the meal's energy: the dish stays the main part of the plate. */
const MAX_SIDE_SHARE = 0.4;

/** A side that may go with a meal: the food, how it is measured and rounded, and where it fits. */
export interface Side {
  food: number;
  unit: KitchenUnit;
  /** Grams the amount rounds to (½ dl, a whole egg or slice, 25 g). */
  step: number;
  /**
   * A normal serving beside a dish, grams, for a day of up to 2 200 kcal (more on a bigger day,
   * like the portion limits): a bowl of kvarg, two eggs, a glass of soy drink, 100 g of tofu.
   */
  serving: number;
  meals: readonly MealType[];
  /** Only with dishes of these cuisines; any when absent. */
  cuisines?: readonly Cuisine[];
  /** Only for these diets; any when absent. */
  diets?: readonly DietType[];
}

const dl = (number: number): number => (food(number).gramsPer.dl ?? 100) / 2;
const piece = (number: number): number => food(number).gramsPer.st ?? 50;
const BREAKFAST_SNACK: readonly MealType[] = ['breakfast', 'snack'];
const MAIN: readonly MealType[] = ['lunch', 'dinner'];
const PULSE_CUISINES: readonly Cuisine[] = [
  'mexican',
  'mediterranean',
  'middle-eastern',
  'indian',
  'italian',
  'international',
  'american',
];
/** `n` steps of `step` grams. */
const steps = (step: number, n: number) => ({ step, serving: step * n });

/** The sides a planner adds where a dish alone misses the meal's macro target: one at most. */
export const SIDES: readonly Side[] = [
  { food: F.kvarg, unit: 'dl', ...steps(dl(F.kvarg), 4), meals: BREAKFAST_SNACK },
  {
    food: F.cottageCheese,
    unit: 'dl',
    ...steps(dl(F.cottageCheese), 3),
    meals: ['breakfast', 'snack', 'lunch', 'dinner'],
  },
  { food: F.agg, unit: 'st', ...steps(piece(F.agg), 2), meals: ['breakfast', 'snack', 'lunch', 'dinner'] },
  { food: F.sojadryck, unit: 'dl', ...steps(dl(F.sojadryck), 5), meals: BREAKFAST_SNACK },
  { food: F.edamame, unit: 'dl', ...steps(dl(F.edamame), 3), meals: ['snack', 'lunch', 'dinner'] },
  { food: F.tofu, unit: 'g', ...steps(25, 4), meals: MAIN },
  // Stekta sojabitar (Oumph): the most protein-dense plant food in the catalogue (18.6 g/100 g),
  // served where it stands in for meat: vegan and vegetarian plates.
  { food: F.sojabitar, unit: 'g', ...steps(25, 4), meals: MAIN, diets: ['vegan', 'vegetarian'] },
  { food: F.kikartor, unit: 'dl', ...steps(dl(F.kikartor), 3), meals: MAIN, cuisines: PULSE_CUISINES },
  { food: F.vitaBonor, unit: 'dl', ...steps(dl(F.vitaBonor), 3), meals: MAIN, cuisines: PULSE_CUISINES },
  {
    food: F.fullkornsbrod,
    unit: 'st',
    ...steps(piece(F.fullkornsbrod), 2),
    meals: ['breakfast', 'lunch', 'dinner'],
  },
  {
    food: F.knackebrod,
    unit: 'st',
    ...steps(piece(F.knackebrod), 2),
    meals: ['breakfast', 'snack', 'lunch'],
  },
  {
    food: F.potatis,
    unit: 'st',
    ...steps(piece(F.potatis), 2),
    meals: MAIN,
    cuisines: ['swedish', 'american'],
  },
  // Ugnsrostad sötpotatis: a starch side that every cuisine serves and paleo allows.
  { food: F.sotpotatis, unit: 'g', ...steps(50, 3), meals: MAIN },
  { food: F.banan, unit: 'st', ...steps(piece(F.banan) / 2, 2), meals: BREAKFAST_SNACK },
  { food: F.apple, unit: 'st', ...steps(piece(F.apple) / 2, 2), meals: BREAKFAST_SNACK },
  { food: F.mandlar, unit: 'dl', ...steps(dl(F.mandlar) / 2, 2), meals: BREAKFAST_SNACK },
  { food: F.avokado, unit: 'st', ...steps(piece(F.avokado) / 2, 1), meals: ['breakfast', 'lunch'] },
];

/**
 * Whether `side` may go with `recipe` at this meal: its meal type, cuisine and diets, not excluded
 * by the restrictions, not already in the dish, and passing the diet's rules on every ingredient.
 */
export function sideFits(side: Side, recipe: CatalogueRecipe, cuisine: Cuisine, ctx: ServeContext): boolean {
  if (!side.meals.includes(ctx.mealType)) return false;
  if (side.cuisines && !side.cuisines.includes(cuisine)) return false;
  if (side.diets && !side.diets.includes(ctx.diet)) return false;
  if (ctx.restrictions.excludedFoods.has(side.food)) return false;
  if (recipe.ingredients.some((i) => i.food === side.food)) return false;
  // Vegan, vegetarian and paleo are rules on every ingredient: the side alone must pass them.
  if (ctx.diet === 'vegan' || ctx.diet === 'vegetarian' || ctx.diet === 'paleo') {
    return classifyDiets([{ food: side.food, grams: 100, unit: side.unit }]).includes(ctx.diet);
  }
  return true;
}

const sideShareCache = new Map<number, Vec>();
/** Macro energy shares of a side's food. */
export function sideShares(number: number): Vec {
  let v = sideShareCache.get(number);
  if (v === undefined) {
    const e = energyOf(number, 100);
    const t = e[0] + e[1] + e[2];
    v = t > 0 ? [e[0] / t, e[1] / t, e[2] / t] : [0, 0, 0];
    sideShareCache.set(number, v);
  }
  return v;
}

/** A portion to try: the role multipliers, the sides, and the search's cost. */
export interface PortionOption {
  l: Vec;
  sides: MealItem[];
  cost: number;
}

/**
 * A side added to a portion: the side's share found by `solve`, rounded to its kitchen steps
 * within a normal serving (and the week's and meal's limits for a protein food), then the dish's
 * parts solved again around the rounded amount. Undefined when the side rounds to nothing.
 */
export function withSide(
  re: RoleEnergy,
  side: Side,
  calories: number,
  ctx: ServeContext,
  dishLimits: Limits,
): PortionOption | undefined {
  const vec = energyOf(side.food, 100);
  const perGram = kcalPerGram(side.food);
  const maxGrams = Math.min(side.serving * limitScale(ctx.dailyCalories), itemLimit(side.food, ctx));
  const fMax = Math.min(MAX_SIDE_SHARE, (maxGrams * perGram) / calories);
  if (fMax <= 0) return undefined;
  // A protein food side counts toward the meal's protein foods: grams = share × kcal / kcal per gram.
  const limits: Limits = {
    ...dishLimits,
    sideProteinGrams: isProteinFood(side.food) ? calories / perGram : 0,
  };
  const found = solve(re, vec, ctx.target, ctx.diet, fMax, undefined, limits);
  const capGrams = Math.min(maxGrams, (MAX_SIDE_SHARE * calories) / perGram);
  const n = Math.min(
    Math.round((found.f * calories) / perGram / side.step),
    Math.floor(capGrams / side.step + 1e-9),
  );
  const grams = n * side.step;
  if (grams <= 0) return undefined;
  const f = (grams * perGram) / calories;
  const fixed = solve(re, vec, ctx.target, ctx.diet, f, f, limits, found.l);
  return { l: fixed.l, sides: [{ food: side.food, grams: tenth(grams), unit: side.unit }], cost: fixed.cost };
}
