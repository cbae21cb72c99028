import {
  classifyDiets,
  food,
  formatQuantity,
  ingredientLine,
  nutrientsOf,
  type CatalogueRecipe,
  type Ingredient,
  type Restrictions,
} from '../catalogue/index.ts';
import { F } from '../catalogue/food-meta.ts';
import { lineName } from '../catalogue/quantity.ts';
import { servedSides } from '../catalogue/restrictions.ts';
import { DIET_TYPES, type Cuisine, type DietType, type KitchenUnit, type MealType } from '../domain.ts';
import { amountsOf, roundedAmounts } from '../catalogue/amounts.ts';
import type { Meal, MealItem } from '../schemas/meal-plan.ts';
import { BALANCED, HIGH_PROTEIN_MIN_SHARE, LOW_CARB_MAX_CARB_SHARE } from '../catalogue/classify.ts';
import {
  PROTEIN_FOODS_MEAL_LIMIT,
  PROTEIN_FOOD_WEEK_LIMIT,
  isProteinFood,
  limitScale,
  mealLimit,
} from './portion-limits.ts';
import { KETO_MAX_CARB_SHARE, type MacroShares } from './targets.ts';

/** Scaled grams are kept to 0.1 g: precise enough for energy, short enough to store. */
function tenth(n: number): number {
  return Math.round(n * 10) / 10;
}

/**
 * One portion of `recipe` scaled so that its energy, computed from the ingredients with
 * Livsmedelsdatabasen, equals `calories` (kcal). Protein, carbs and fat are computed from the
 * scaled ingredients and rounded to whole grams; the recipe's ingredient lines are rewritten
 * for the scaled amounts, and the meal's fibre, salt, vitamins… (`nutrients`) are computed from the
 * same grams. `cuisine` is the cuisine the dish is shown under. Every part scales alike.
 */
export function portionMeal(recipe: CatalogueRecipe, calories: number, cuisine: Cuisine): Meal {
  const baseKcal = nutrientsOf(recipe.ingredients).kcal;
  const scale = baseKcal > 0 ? calories / baseKcal : 1;
  return mealOf(
    recipe,
    calories,
    cuisine,
    recipe.ingredients.map((ing) => ({ ...ing, grams: tenth(ing.grams * scale) })),
    [],
  );
}

/** What a part of a dish does, derived from its food's composition (never hand-tagged). */
export type Role = 'protein' | 'starch' | 'fat' | 'veg';
const ROLES = ['protein', 'starch', 'fat'] as const;

const roleCache = new Map<number, Role>();

/**
 * A food's role in a dish, from its Livsmedelsdatabasen values: vegetables, fruit and stock (under
 * 20 kcal/100 g, or under 60 kcal with at least 0.8 g fibre) keep their amount; otherwise protein
 * when protein gives at least 30 % of its energy (meat, fish, egg, kvarg, keso, tofu, beans and
 * lentils, milk), fat when fat gives at least 60 % (oil, butter, nuts, most cheese), and starch for
 * the rest (grains, bread, potatoes, fruit, sugar).
 */
export function foodRole(number: number): Role {
  let role = roleCache.get(number);
  if (role === undefined) {
    const p = food(number).per100g;
    const pe = p.protein * 4;
    const ce = p.carbs * 4;
    const fe = p.fat * 9;
    const total = pe + ce + fe;
    if (p.kcal < 20 || (p.kcal < 60 && p.fibre >= 0.8) || total <= 0) role = 'veg';
    else if (pe / total >= 0.3) role = 'protein';
    else if (fe / total >= 0.6) role = 'fat';
    else role = 'starch';
    roleCache.set(number, role);
  }
  return role;
}

/** Macro energy (kcal from protein, carbohydrate, fat) of each role in a recipe as written. */
interface RoleEnergy {
  /** [protein, carbs, fat] kcal for protein, starch, fat and veg parts. */
  byRole: Record<Role, [number, number, number]>;
}

const roleEnergyCache = new WeakMap<CatalogueRecipe, RoleEnergy>();

function energyOf(number: number, grams: number): [number, number, number] {
  const p = food(number).per100g;
  const f = grams / 100;
  return [p.protein * 4 * f, p.carbs * 4 * f, p.fat * 9 * f];
}

function roleEnergy(recipe: CatalogueRecipe): RoleEnergy {
  let re = roleEnergyCache.get(recipe);
  if (re === undefined) {
    const byRole: RoleEnergy['byRole'] = {
      protein: [0, 0, 0],
      starch: [0, 0, 0],
      fat: [0, 0, 0],
      veg: [0, 0, 0],
    };
    for (const ing of recipe.ingredients) {
      const e = energyOf(ing.food, ing.grams);
      const r = byRole[foodRole(ing.food)];
      r[0] += e[0];
      r[1] += e[1];
      r[2] += e[2];
    }
    re = { byRole };
    roleEnergyCache.set(recipe, re);
  }
  return re;
}

/**
 * How far each role's amount may move from the recipe as written (multipliers): more of the
 * protein part (up to double) or a little less, the starch and fat parts from half to a half more.
 * The per-meal portion limits (`portion-limits.ts`) bound the result whatever the multiplier.
 */
export const ROLE_BOUNDS: Record<(typeof ROLES)[number], readonly [number, number]> = {
  protein: [0.8, 2],
  starch: [0.5, 1.5],
  fat: [0.5, 1.5],
};
/** A side gives at most this share of the meal's energy: the dish stays the main part of the plate. */
const MAX_SIDE_SHARE = 0.4;

/** A side that may go with a meal: the food, how it is measured and rounded, and where it fits. */
interface Side {
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

/** What the generator knows when it portions a meal (the swap knows the same). */
export interface ServeContext {
  mealType: MealType;
  diet: DietType;
  /** The meal's macro energy shares to aim for. */
  target: MacroShares;
  restrictions: Restrictions;
  /** The day's calories: the portion limits grow with them above 2 200 kcal. */
  dailyCalories: number;
  /** Grams of each protein food this person may still get this week (absent: the full week's limit). */
  weekLeft?: ReadonlyMap<number, number>;
}

type Vec = [number, number, number];

/** Diet rules on shares, with a margin so rounding grams cannot tip a meal over. */
function dietPenalty(diet: DietType, p: number, c: number, f: number): number {
  const over = (x: number, max: number) => (x > max ? x - max : 0);
  const under = (x: number, min: number) => (x < min ? min - x : 0);
  let v: number;
  switch (diet) {
    case 'keto':
      v = over(c, KETO_MAX_CARB_SHARE - 0.01);
      break;
    case 'low-carb':
      v = over(c, LOW_CARB_MAX_CARB_SHARE - 0.01);
      break;
    case 'high-protein':
      v = under(p, HIGH_PROTEIN_MIN_SHARE + 0.01);
      break;
    case 'balanced':
      v =
        under(p, BALANCED.protein[0] + 0.01) +
        over(p, BALANCED.protein[1] - 0.005) +
        under(c, BALANCED.carbs[0] + 0.01) +
        over(c, BALANCED.carbs[1] - 0.01) +
        under(f, BALANCED.fat[0] + 0.01) +
        over(f, BALANCED.fat[1] - 0.01);
      break;
    default:
      v = 0;
  }
  return v > 0 ? 1 + v * 10 : 0;
}

/** Weight of moving a role away from the recipe as written: per (ln multiplier)². */
const REG = 0.002;
/** Weight of a side: per share of the meal's energy it gives. */
const SIDE_COST = 0.002;

/**
 * The portion limits as `solve` sees them, for one recipe at one meal size: per role (protein,
 * starch, fat, veg) the largest factor its limited foods may be scaled by from the recipe as
 * written, and the grams of protein foods in each role as written.
 */
interface Limits {
  /** The meal's calories. */
  kcal: number;
  /** The recipe's kcal per kcal of macro energy (fibre and rounding), to turn macro energy into kcal. */
  kcalPerMacro: number;
  ratio: [number, number, number, number];
  proteinGrams: [number, number, number, number];
  /** The most grams of protein foods together. */
  proteinMax: number;
  /** Grams of protein foods in the side per unit of side energy share (0 when the side is none). */
  sideProteinGrams: number;
}

const ROLE_INDEX: Record<Role, number> = { protein: 0, starch: 1, fat: 2, veg: 3 };

/** The limits of `recipe` served at `calories` (see `Limits`). */
function limitsFor(recipe: CatalogueRecipe, re: RoleEnergy, calories: number, ctx: ServeContext): Limits {
  const ratio: Limits['ratio'] = [Infinity, Infinity, Infinity, Infinity];
  const proteinGrams: Limits['proteinGrams'] = [0, 0, 0, 0];
  for (const ing of recipe.ingredients) {
    if (ing.grams <= 0) continue;
    const r = ROLE_INDEX[foodRole(ing.food)];
    const limit = itemLimit(ing.food, ctx);
    if (Number.isFinite(limit)) ratio[r] = Math.min(ratio[r] ?? Infinity, limit / ing.grams);
    if (isProteinFood(ing.food)) proteinGrams[r] = (proteinGrams[r] ?? 0) + ing.grams;
  }
  let macro = 0;
  for (const role of ['protein', 'starch', 'fat', 'veg'] as const) {
    const e = re.byRole[role];
    macro += e[0] + e[1] + e[2];
  }
  return {
    kcal: calories,
    kcalPerMacro: macro > 0 ? recipe.nutrients.kcal / macro : 1,
    ratio,
    proteinGrams,
    proteinMax: PROTEIN_FOODS_MEAL_LIMIT * limitScale(ctx.dailyCalories),
    sideProteinGrams: 0,
  };
}

interface Solution {
  /** ln multipliers for protein, starch and fat parts. */
  l: Vec;
  /** The side's share of the meal's energy. */
  f: number;
  cost: number;
}

/**
 * Finds role multipliers (and the side's energy share, when a side is given) whose macro shares are
 * closest to `target`: squared share error plus small costs for moving away from the recipe as
 * written and for the side, within the bounds, respecting the diet's share rules. A coordinate
 * search in log space; cheap because a recipe collapses to four macro vectors (one per role).
 */
function solve(
  re: RoleEnergy,
  side: Vec | undefined,
  target: MacroShares,
  diet: DietType,
  fMax: number,
  fixedF?: number,
  limits?: Limits,
  start?: Vec,
): Solution {
  const { protein: P, starch: S, fat: Fa, veg: V } = re.byRole;
  const lo: Vec = [
    Math.log(ROLE_BOUNDS.protein[0]),
    Math.log(ROLE_BOUNDS.starch[0]),
    Math.log(ROLE_BOUNDS.fat[0]),
  ];
  const hi: Vec = [
    Math.log(ROLE_BOUNDS.protein[1]),
    Math.log(ROLE_BOUNDS.starch[1]),
    Math.log(ROLE_BOUNDS.fat[1]),
  ];
  const sideTotal = side ? side[0] + side[1] + side[2] : 1;
  // Limits matter only when the dish or the side holds a limited food.
  const lim =
    limits !== undefined && (limits.sideProteinGrams > 0 || limits.ratio.some((r) => Number.isFinite(r)))
      ? limits
      : undefined;
  const cost = (l: Vec, f: number): number => {
    const a = Math.exp(l[0]);
    const b = Math.exp(l[1]);
    const c = Math.exp(l[2]);
    let p = a * P[0] + b * S[0] + c * Fa[0] + V[0];
    let cb = a * P[1] + b * S[1] + c * Fa[1] + V[1];
    let ft = a * P[2] + b * S[2] + c * Fa[2] + V[2];
    const total = p + cb + ft;
    if (total <= 0) return Infinity;
    p /= total;
    cb /= total;
    ft /= total;
    if (side && f > 0) {
      p = (1 - f) * p + (f * side[0]) / sideTotal;
      cb = (1 - f) * cb + (f * side[1]) / sideTotal;
      ft = (1 - f) * ft + (f * side[2]) / sideTotal;
    }
    const dp = p - target.protein;
    const dc = cb - target.carbs;
    const df = ft - target.fat;
    let over = 0;
    if (lim !== undefined) {
      // Grams of the recipe as written become grams × multiplier × s on the plate.
      const s = ((1 - f) * lim.kcal) / (total * lim.kcalPerMacro);
      const [rp, rs, rf, rv] = lim.ratio;
      const [gp, gs, gf, gv] = lim.proteinGrams;
      over =
        Math.max(0, (a * s) / rp - 1) +
        Math.max(0, (b * s) / rs - 1) +
        Math.max(0, (c * s) / rf - 1) +
        Math.max(0, s / rv - 1) +
        Math.max(0, (f * lim.sideProteinGrams + s * (a * gp + b * gs + c * gf + gv)) / lim.proteinMax - 1);
    }
    return (
      (over > 0 ? 1 + over * 10 : 0) +
      dp * dp +
      dc * dc +
      df * df +
      REG * (l[0] * l[0] + l[1] * l[1] + l[2] * l[2]) +
      SIDE_COST * f +
      dietPenalty(diet, p, cb, ft)
    );
  };
  // From `start` (a nearby solution) the search begins with finer steps.
  const l: Vec = start ? [...start] : [0, 0, 0];
  let f = fixedF ?? (side ? Math.min(0.15, fMax) : 0);
  let best = cost(l, f);
  let step = start ? 0.0625 : 0.25;
  let fStep = side && fixedF === undefined ? 0.08 : 0;
  for (let iter = 0; iter < 60 && step > 0.02; iter++) {
    let improved = false;
    for (let i = 0; i < 3; i++) {
      for (const dir of [1, -1]) {
        const old = l[i] ?? 0;
        const next = Math.min(hi[i] ?? 0, Math.max(lo[i] ?? 0, old + dir * step));
        if (next === old) continue;
        l[i] = next;
        const c = cost(l, f);
        if (c < best) {
          best = c;
          improved = true;
          break;
        }
        l[i] = old;
      }
    }
    if (fStep > 0) {
      for (const dir of [1, -1]) {
        const next = Math.min(fMax, Math.max(0, f + dir * fStep));
        if (next === f) continue;
        const c = cost(l, next);
        if (c < best) {
          best = c;
          f = next;
          improved = true;
          break;
        }
      }
    }
    if (!improved) {
      step /= 2;
      fStep /= 2;
    }
  }
  return { l: [...l], f, cost: best };
}

const achievableCache = new WeakMap<CatalogueRecipe, Map<number, MacroShares>>();
/**
 * `achievableShares` solves for the target rounded to steps of 1 / this (2 %): fine enough to rank
 * dishes by (the variety, macro, portion and cuisine figures over 1 500 plans came out the same as with 1 %, or within 0.1 point), and a
 * week's steered targets fall on fewer steps, so fewer solves miss the cache (generator median
 * per plan 4.7–5.5 → 3.2–4.8 ms on the 391-recipe catalogue, five runs each on one machine).
 */
const TARGET_STEPS = 50;

/**
 * The macro shares the dish alone reaches when its parts are scaled toward `target` (no side):
 * what the generator ranks recipes by. Cached per recipe and target rounded to a 2 % step; the
 * solve runs on the rounded target, so the answer depends on the key alone. (It ran on the exact
 * target of whichever call came first, so one process could give the same seed a different plan
 * depending on what it had generated before.)
 */
export function achievableShares(recipe: CatalogueRecipe, exact: MacroShares, diet: DietType): MacroShares {
  const protein = Math.round(exact.protein * TARGET_STEPS);
  const carbs = Math.round(exact.carbs * TARGET_STEPS);
  const target: MacroShares = {
    protein: protein / TARGET_STEPS,
    carbs: carbs / TARGET_STEPS,
    fat: 1 - (protein + carbs) / TARGET_STEPS,
  };
  const key = (DIET_TYPES.indexOf(diet) * 1000 + protein) * 1000 + carbs;
  let byTarget = achievableCache.get(recipe);
  if (byTarget === undefined) {
    byTarget = new Map();
    achievableCache.set(recipe, byTarget);
  }
  let shares = byTarget.get(key);
  if (shares === undefined) {
    const re = roleEnergy(recipe);
    const { l } = solve(re, undefined, target, diet, 0);
    const v: Vec = [0, 0, 0];
    for (const [i, role] of (['protein', 'starch', 'fat', 'veg'] as const).entries()) {
      const m = role === 'veg' ? 1 : Math.exp(l[i] ?? 0);
      const e = re.byRole[role];
      v[0] += m * e[0];
      v[1] += m * e[1];
      v[2] += m * e[2];
    }
    const total = v[0] + v[1] + v[2];
    shares =
      total > 0
        ? { protein: v[0] / total, carbs: v[1] / total, fat: v[2] / total }
        : { protein: 0, carbs: 0, fat: 0 };
    byTarget.set(key, shares);
  }
  return shares;
}

/** Below this squared share error the dish alone is close enough; no side is tried. */
const GOOD_ENOUGH = 0.0006;

function sideFits(side: Side, recipe: CatalogueRecipe, cuisine: Cuisine, ctx: ServeContext): boolean {
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

/** The items scaled to `kcal` (diet rules with gram limits are for one portion as written). */
function atEnergy(items: readonly Ingredient[], kcal: number): Ingredient[] {
  const actual = nutrientsOf(items).kcal;
  const f = actual > 0 ? kcal / actual : 1;
  return items.map((i) => ({ ...i, grams: i.grams * f }));
}

/**
 * Whether a meal as served still fits the diet: the catalogue's own rules on its items (sides
 * included), at the size of the recipe as written.
 */
export function servedFitsDiet(
  items: readonly Ingredient[],
  recipe: CatalogueRecipe,
  diet: DietType,
): boolean {
  return classifyDiets(atEnergy(items, recipe.nutrients.kcal)).includes(diet);
}

/** The recipe's items with role multipliers, plus the sides, scaled so the energy is `calories`. */
function buildItems(
  recipe: CatalogueRecipe,
  l: Vec,
  calories: number,
  sides: readonly MealItem[],
): MealItem[] {
  const mult = (n: number): number => {
    const r = foodRole(n);
    return r === 'veg' ? 1 : Math.exp(l[ROLES.indexOf(r)] ?? 0);
  };
  const raw = recipe.ingredients.map((ing) => ({ ...ing, grams: ing.grams * mult(ing.food) }));
  const sideKcal = sides.length > 0 ? nutrientsOf(sides).kcal : 0;
  const rawKcal = nutrientsOf(raw).kcal;
  const s = rawKcal > 0 ? (calories - sideKcal) / rawKcal : 1;
  const items: MealItem[] = raw.map((ing) => ({
    food: ing.food,
    grams: tenth(ing.grams * s),
    unit: ing.unit,
  }));
  for (const side of sides) items.push({ food: side.food, grams: side.grams, unit: side.unit });
  return items;
}

function mealOf(
  recipe: CatalogueRecipe,
  calories: number,
  cuisine: Cuisine,
  items: MealItem[],
  sides: readonly MealItem[],
): Meal {
  const n = nutrientsOf(items);
  const sideText = sides
    .map((side) => `${formatQuantity(side.food, side.grams, side.unit)} ${lineName(side.food)}`)
    .join(' och ');
  const hasSides = sides.length > 0;
  return {
    name: recipe.name,
    description: hasSides ? `${recipe.description} Till: ${sideText}.` : recipe.description,
    calories,
    protein: Math.round(n.protein),
    carbs: Math.round(n.carbs),
    fat: Math.round(n.fat),
    recipe: {
      ingredients: items.map((i) => ingredientLine(i)),
      instructions: hasSides ? [...recipe.steps, `Servera med ${sideText} till.`] : [...recipe.steps],
      servings: 1,
      cookingTime: recipe.cookingTime,
    },
    recipeId: recipe.id,
    cuisine,
    items,
    nutrients: roundedAmounts(amountsOf(items)),
  };
}

/** Macro energy shares of the dish with role multipliers `exp(l)`. */
function dishShares(re: RoleEnergy, l: Vec): Vec {
  const v: Vec = [0, 0, 0];
  for (const [i, role] of (['protein', 'starch', 'fat', 'veg'] as const).entries()) {
    const m = role === 'veg' ? 1 : Math.exp(l[i] ?? 0);
    const e = re.byRole[role];
    v[0] += m * e[0];
    v[1] += m * e[1];
    v[2] += m * e[2];
  }
  const total = v[0] + v[1] + v[2];
  return total > 0 ? [v[0] / total, v[1] / total, v[2] / total] : [0, 0, 0];
}

const sideShareCache = new Map<number, Vec>();
/** Macro energy shares of a side's food. */
function sideShares(number: number): Vec {
  let v = sideShareCache.get(number);
  if (v === undefined) {
    const e = energyOf(number, 100);
    const t = e[0] + e[1] + e[2];
    v = t > 0 ? [e[0] / t, e[1] / t, e[2] / t] : [0, 0, 0];
    sideShareCache.set(number, v);
  }
  return v;
}

/** How far the parts may move from the recipe as written when the full move breaks the diet. */
const TEMPERS = [1, 0.5, 0.25] as const;

interface Option {
  l: Vec;
  sides: MealItem[];
  cost: number;
}

/** The most of `number` this meal may hold: its per-meal limit, and what the week has left of it. */
function itemLimit(number: number, ctx: ServeContext): number {
  const meal = mealLimit(number, ctx.dailyCalories);
  if (!isProteinFood(number)) return meal;
  const week = ctx.weekLeft?.get(number) ?? PROTEIN_FOOD_WEEK_LIMIT * limitScale(ctx.dailyCalories);
  return Math.max(0, Math.min(meal, week));
}

/** Whether every item keeps to its limit and the protein foods together to theirs. */
function withinLimits(items: readonly MealItem[], ctx: ServeContext): boolean {
  let protein = 0;
  for (const i of items) {
    if (i.grams > itemLimit(i.food, ctx) + 0.05) return false;
    if (isProteinFood(i.food)) protein += i.grams;
  }
  return protein <= PROTEIN_FOODS_MEAL_LIMIT * limitScale(ctx.dailyCalories) + 0.05;
}

const kcalPerGram = (number: number): number => food(number).per100g.kcal / 100;

/**
 * The dish's items held to the portion limits with the energy kept: an item over its limit (or
 * the protein foods together over theirs) is cut to it, and the energy cut is spread over the
 * dish's other parts in proportion (or, with `only`, to its parts of that role; the sides keep
 * their kitchen amount). Repeated until nothing is over; undefined when the limited parts leave
 * nothing to carry the energy.
 */
function heldToLimits(
  items: readonly MealItem[],
  sideCount: number,
  ctx: ServeContext,
  only?: Role,
): MealItem[] | undefined {
  const out = items.map((i) => ({ ...i }));
  const dish = out.length - sideCount;
  const fixed = new Set<number>();
  const scale = limitScale(ctx.dailyCalories);
  for (let round = 0; round < 8; round++) {
    let cut = 0;
    for (let k = 0; k < dish; k++) {
      const item = out[k] as MealItem;
      const limit = itemLimit(item.food, ctx);
      if (item.grams > limit + 0.05) {
        cut += (item.grams - limit) * kcalPerGram(item.food);
        item.grams = limit;
        fixed.add(k);
      }
    }
    let protein = 0;
    for (const i of out) if (isProteinFood(i.food)) protein += i.grams;
    const proteinLimit = PROTEIN_FOODS_MEAL_LIMIT * scale;
    if (protein > proteinLimit + 0.05) {
      const sideProtein = out.slice(dish).reduce((a, i) => a + (isProteinFood(i.food) ? i.grams : 0), 0);
      const dishProtein = protein - sideProtein;
      const f = dishProtein > 0 ? Math.max(0, (proteinLimit - sideProtein) / dishProtein) : 1;
      for (let k = 0; k < dish; k++) {
        const item = out[k] as MealItem;
        if (!isProteinFood(item.food)) continue;
        cut += item.grams * (1 - f) * kcalPerGram(item.food);
        item.grams *= f;
        fixed.add(k);
      }
    }
    if (cut <= 0.01) break;
    const takes = (k: number) =>
      !fixed.has(k) && (only === undefined || foodRole((out[k] as MealItem).food) === only);
    let free = 0;
    for (let k = 0; k < dish; k++)
      if (takes(k)) free += (out[k] as MealItem).grams * kcalPerGram((out[k] as MealItem).food);
    if (free <= 0) return undefined;
    const grow = 1 + cut / free;
    for (let k = 0; k < dish; k++) if (takes(k)) (out[k] as MealItem).grams *= grow;
  }
  for (const i of out) i.grams = tenth(i.grams);
  return withinLimits(out, ctx) ? out : undefined;
}

/**
 * The items held to the limits in a way the diet allows and nearest the meal's target: the energy
 * cut spread over all the other parts, or over the starch, vegetable or fat parts alone (keto takes
 * it as fat, not tomatoes; paleo as sweet potato rather than oil).
 */
function heldFitting(
  items: readonly MealItem[],
  sideCount: number,
  recipe: CatalogueRecipe,
  ctx: ServeContext,
): MealItem[] | undefined {
  let best: MealItem[] | undefined;
  let bestError = Infinity;
  for (const only of [undefined, 'starch', 'veg', 'fat'] as const) {
    const h = heldToLimits(items, sideCount, ctx, only);
    if (h === undefined) continue;
    const n = nutrientsOf(h);
    const e = n.protein * 4 + n.carbs * 4 + n.fat * 9;
    if (e <= 0) continue;
    const error =
      ((n.protein * 4) / e - ctx.target.protein) ** 2 +
      ((n.carbs * 4) / e - ctx.target.carbs) ** 2 +
      ((n.fat * 9) / e - ctx.target.fat) ** 2;
    if (error < bestError && servedFitsDiet(h, recipe, ctx.diet)) {
      best = h;
      bestError = error;
    }
  }
  return best;
}

/**
 * A side added to a portion: the side's share found by `solve`, rounded to its kitchen steps
 * within a normal serving (and the week's and meal's limits for a protein food), then the dish's
 * parts solved again around the rounded amount. Undefined when the side rounds to nothing.
 */
function withSide(
  re: RoleEnergy,
  side: Side,
  calories: number,
  ctx: ServeContext,
  dishLimits: Limits,
): Option | undefined {
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

/**
 * The meal as the plan serves it, `recipe` portioned to exactly `calories` kcal the way a planner
 * would to meet the meal's macro target (`ctx.target`) within normal portions:
 *
 * 1. Scale the dish's parts by role (`foodRole`, from each food's composition): more of the protein
 *    part, less of the starch or fat part, within `ROLE_BOUNDS`; vegetables stay as written.
 * 2. When the dish alone stays off target, add at most one side where it fits the meal type and
 *    cuisine (kvarg, keso, ägg, tofu, sojabitar, bönor, bröd, frukt…), never one the diet or the
 *    restrictions exclude, in a normal serving rounded to kitchen steps (½ dl, a whole egg, a
 *    slice; tofu or sojabitar at most 100 g on a day of 2 200 kcal), at most `MAX_SIDE_SHARE` of the
 *    meal's energy, shown as "Till: …" in the description, as an ingredient line and a serving step.
 * 3. Scale the dish so the energy of all items, from Livsmedelsdatabasen, equals `calories`.
 *
 * Normal portions are a hard rule (`portion-limits.ts`): no food past its per-meal limit, the
 * protein foods together at most 250 g, and no protein food past what the week has left of its
 * 1.5 kg (`ctx.weekLeft`), all scaled with the day's calories above 2 200 kcal. A portion the target
 * would push past them is held to them, with the energy moved to the dish's other parts; the macro
 * split is the aim within that. The served meal must still fit the diet by the catalogue's own
 * rules (`servedFitsDiet`); if a side or the scaling would break it, the next best portion is used,
 * and at worst the dish as written, scaled evenly and held to the limits. The generator and the
 * swap both call this. Without `ctx`, every part scales alike (`portionMeal`).
 */
export function serveMeal(
  recipe: CatalogueRecipe,
  calories: number,
  cuisine: Cuisine,
  ctx?: ServeContext,
): Meal {
  if (ctx === undefined) return portionMeal(recipe, calories, cuisine);
  const re = roleEnergy(recipe);
  const limits = limitsFor(recipe, re, calories, ctx);
  const alone = solve(re, undefined, ctx.target, ctx.diet, 0, undefined, limits);
  const options: Option[] = [{ l: alone.l, sides: [], cost: alone.cost }];
  if (alone.cost > GOOD_ENOUGH) {
    // Only a side whose shares lie on the target's side of what the dish alone reaches moves the
    // plate toward the target.
    const now = dishShares(re, alone.l);
    const gap: Vec = [ctx.target.protein - now[0], ctx.target.carbs - now[1], ctx.target.fat - now[2]];
    for (const side of servedSides(SIDES, ctx.restrictions)) {
      const v = sideShares(side.food);
      const toward = (v[0] - now[0]) * gap[0] + (v[1] - now[1]) * gap[1] + (v[2] - now[2]) * gap[2];
      // (A dish over the portion limits alone tries every side: one may take energy off the dish.)
      if (toward <= 0 && alone.cost < 1) continue;
      if (!sideFits(side, recipe, cuisine, ctx)) continue;
      const option = withSide(re, side, calories, ctx, limits);
      if (option !== undefined) options.push(option);
    }
  }
  options.sort((a, b) => a.cost - b.cost);
  // The best portion the diet allows within the limits; when every one breaks a rule that the
  // share search cannot see (mediterranean's fat sources or plant weight), the same portions with
  // the parts moved half and a quarter as far from the recipe as written, before the dish as written.
  let held: { items: MealItem[]; sides: MealItem[] } | undefined;
  for (const temper of TEMPERS) {
    for (const option of options) {
      const l = option.l.map((x) => x * temper) as Vec;
      const items = buildItems(recipe, l, calories, option.sides);
      if (items.some((i) => i.grams < 0)) continue;
      if (withinLimits(items, ctx)) {
        if (servedFitsDiet(items, recipe, ctx.diet))
          return mealOf(recipe, calories, cuisine, items, option.sides);
      } else if (held === undefined) {
        const h = heldFitting(items, option.sides.length, recipe, ctx);
        if (h !== undefined) held = { items: h, sides: option.sides };
      }
    }
  }
  if (held !== undefined) return mealOf(recipe, calories, cuisine, held.items, held.sides);
  const plain = portionMeal(recipe, calories, cuisine);
  const items = plain.items ?? [];
  const h = withinLimits(items, ctx) ? undefined : heldFitting(items, 0, recipe, ctx);
  return h !== undefined ? mealOf(recipe, calories, cuisine, h, []) : plain;
}
