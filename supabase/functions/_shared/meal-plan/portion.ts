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
import type { Cuisine, DietType, KitchenUnit, MealType } from '../domain.ts';
import { amountsOf, roundedAmounts } from '../nutrition/amounts.ts';
import type { Meal, MealItem } from '../schemas/meal-plan.ts';
import { BALANCED, HIGH_PROTEIN_MIN_SHARE, LOW_CARB_MAX_CARB_SHARE } from '../catalogue/classify.ts';
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
 */
export const ROLE_BOUNDS: Record<(typeof ROLES)[number], readonly [number, number]> = {
  protein: [0.8, 2.5],
  starch: [0.5, 1.5],
  fat: [0.5, 1.5],
};
/** Side amounts (`Side.max`) are for a meal of this size; bigger meals get proportionally more. */
const SIDE_MEAL_KCAL = 700;
/** A side gives at most this share of the meal's energy. */
const MAX_SIDE_SHARE = 0.4;
/** Two sides together give at most this share: the dish stays the main part of the plate. */
const MAX_SIDES_SHARE = 0.5;
/**
 * No side weighs more than this, however big the meal: 250 g is a large bowl of kvarg, a big glass
 * of soy drink or a generous portion of tofu — what one person eats beside a dish.
 */
const MAX_SIDE_GRAMS = 250;

/** A side that may go with a meal: the food, how it is measured and rounded, and where it fits. */
interface Side {
  food: number;
  unit: KitchenUnit;
  /** Grams the amount rounds to (½ dl, a whole egg or slice, 25 g). */
  step: number;
  /** The most a side is, in steps, beside a meal of 700 kcal (more beside a bigger meal). */
  max: number;
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

/** The sides a planner adds where a dish alone misses the meal's macro target. */
export const SIDES: readonly Side[] = [
  { food: F.kvarg, unit: 'dl', step: dl(F.kvarg), max: 5, meals: BREAKFAST_SNACK },
  {
    food: F.cottageCheese,
    unit: 'dl',
    step: dl(F.cottageCheese),
    max: 5,
    meals: ['breakfast', 'snack', 'lunch', 'dinner'],
  },
  { food: F.agg, unit: 'st', step: piece(F.agg), max: 2, meals: ['breakfast', 'snack', 'lunch', 'dinner'] },
  { food: F.sojadryck, unit: 'dl', step: dl(F.sojadryck), max: 5, meals: BREAKFAST_SNACK },
  { food: F.edamame, unit: 'dl', step: dl(F.edamame), max: 4, meals: ['snack', 'lunch', 'dinner'] },
  { food: F.tofu, unit: 'g', step: 25, max: 8, meals: MAIN },
  // Stekta sojabitar (Oumph): the most protein-dense plant food in the catalogue (18.6 g/100 g),
  // served where it stands in for meat: vegan and vegetarian plates.
  { food: F.sojabitar, unit: 'g', step: 25, max: 6, meals: MAIN, diets: ['vegan', 'vegetarian'] },
  { food: F.kikartor, unit: 'dl', step: dl(F.kikartor), max: 3, meals: MAIN, cuisines: PULSE_CUISINES },
  { food: F.vitaBonor, unit: 'dl', step: dl(F.vitaBonor), max: 3, meals: MAIN, cuisines: PULSE_CUISINES },
  {
    food: F.fullkornsbrod,
    unit: 'st',
    step: piece(F.fullkornsbrod),
    max: 2,
    meals: ['breakfast', 'lunch', 'dinner'],
  },
  {
    food: F.knackebrod,
    unit: 'st',
    step: piece(F.knackebrod),
    max: 2,
    meals: ['breakfast', 'snack', 'lunch'],
  },
  {
    food: F.potatis,
    unit: 'st',
    step: piece(F.potatis),
    max: 2,
    meals: MAIN,
    cuisines: ['swedish', 'american'],
  },
  { food: F.banan, unit: 'st', step: piece(F.banan) / 2, max: 2, meals: BREAKFAST_SNACK },
  { food: F.apple, unit: 'st', step: piece(F.apple) / 2, max: 2, meals: BREAKFAST_SNACK },
  { food: F.mandlar, unit: 'dl', step: dl(F.mandlar) / 2, max: 2, meals: BREAKFAST_SNACK },
  { food: F.avokado, unit: 'st', step: piece(F.avokado) / 2, max: 1, meals: ['breakfast', 'lunch'] },
];

/** What the generator knows when it portions a meal (the swap knows the same). */
export interface ServeContext {
  mealType: MealType;
  diet: DietType;
  /** The meal's macro energy shares to aim for. */
  target: MacroShares;
  restrictions: Restrictions;
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
  extra?: { vec: Vec; f: number },
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
  const extraTotal = extra ? extra.vec[0] + extra.vec[1] + extra.vec[2] : 1;
  const ef = extra?.f ?? 0;
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
    if (extra && ef > 0) {
      // A first side already fixed: it keeps its share, the rest shrinks around it.
      p = (1 - ef) * p + (ef * extra.vec[0]) / extraTotal;
      cb = (1 - ef) * cb + (ef * extra.vec[1]) / extraTotal;
      ft = (1 - ef) * ft + (ef * extra.vec[2]) / extraTotal;
    }
    const dp = p - target.protein;
    const dc = cb - target.carbs;
    const df = ft - target.fat;
    return (
      dp * dp +
      dc * dc +
      df * df +
      REG * (l[0] * l[0] + l[1] * l[1] + l[2] * l[2]) +
      SIDE_COST * (f + ef) +
      dietPenalty(diet, p, cb, ft)
    );
  };
  const l: Vec = [0, 0, 0];
  let f = fixedF ?? (side ? Math.min(0.15, fMax) : 0);
  let best = cost(l, f);
  let step = 0.25;
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

const achievableCache = new WeakMap<CatalogueRecipe, Map<string, MacroShares>>();

/**
 * The macro shares the dish alone reaches when its parts are scaled toward `target` (no side):
 * what the generator ranks recipes by. Cached per recipe and target rounded to half a percent; the
 * solve runs on the rounded target, so the answer depends on the key alone. (It ran on the exact
 * target of whichever call came first, so one process could give the same seed a different plan
 * depending on what it had generated before.)
 */
export function achievableShares(recipe: CatalogueRecipe, exact: MacroShares, diet: DietType): MacroShares {
  const protein = Math.round(exact.protein * 200);
  const carbs = Math.round(exact.carbs * 200);
  const target: MacroShares = {
    protein: protein / 200,
    carbs: carbs / 200,
    fat: 1 - (protein + carbs) / 200,
  };
  const key = `${diet}:${String(protein)}:${String(carbs)}`;
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

/**
 * A second side is tried only when the dish with its best single side is still this far (squared
 * share error) from the meal's target — a large protein gap such as a vegan meal for muscle gain.
 */
const SECOND_SIDE_GAP = 0.002;
/** How many of the best single-side portions get a second side tried with them. */
const SECOND_SIDE_TRIES = 1;

/** Macro energy shares of the dish with role multipliers `exp(l)` and one side of energy share `side.f`. */
function platedShares(re: RoleEnergy, l: Vec, side: { vec: Vec; f: number }): Vec {
  const v: Vec = [0, 0, 0];
  for (const [i, role] of (['protein', 'starch', 'fat', 'veg'] as const).entries()) {
    const m = role === 'veg' ? 1 : Math.exp(l[i] ?? 0);
    const e = re.byRole[role];
    for (const k of [0, 1, 2] as const) v[k] += m * e[k];
  }
  const total = v[0] + v[1] + v[2];
  const st = side.vec[0] + side.vec[1] + side.vec[2];
  return v.map(
    (x, k) => (1 - side.f) * (total > 0 ? x / total : 0) + (side.f * (side.vec[k] ?? 0)) / st,
  ) as Vec;
}

/** How far the parts may move from the recipe as written when the full move breaks the diet. */
const TEMPERS = [1, 0.5, 0.25] as const;

interface Option {
  l: Vec;
  sides: MealItem[];
  cost: number;
}

/**
 * One side added to a portion: the side's share found by `solve`, rounded to its kitchen steps
 * within its caps, then the dish's parts solved again around the rounded amount. `first` is a side
 * already on the plate (its energy share fixed). Undefined when the side rounds to nothing.
 */
function withSide(
  re: RoleEnergy,
  side: Side,
  calories: number,
  ctx: ServeContext,
  first?: { item: MealItem; vec: Vec; f: number },
): Option | undefined {
  const vec = energyOf(side.food, 100);
  const kcalPerGram = food(side.food).per100g.kcal / 100;
  const maxGrams = Math.min(MAX_SIDE_GRAMS, side.max * side.step * Math.max(1, calories / SIDE_MEAL_KCAL));
  const ef = first?.f ?? 0;
  // The energy left for the sides (MAX_SIDES_SHARE all together, MAX_SIDE_SHARE each).
  const room = Math.min(MAX_SIDE_SHARE, MAX_SIDES_SHARE - ef);
  if (room <= 0) return undefined;
  // `solve` gives the second side's share of what the first side leaves (1 − ef).
  const fMax = Math.min(room, (maxGrams * kcalPerGram) / calories) / (1 - ef);
  const extra = first ? { vec: first.vec, f: ef } : undefined;
  const found = solve(re, vec, ctx.target, ctx.diet, fMax, undefined, extra);
  // Rounded to kitchen steps, never past the side's caps (grams and share of the meal's energy).
  const capGrams = Math.min(maxGrams, (room * calories) / kcalPerGram);
  const steps = Math.min(
    Math.round((found.f * (1 - ef) * calories) / kcalPerGram / side.step),
    Math.floor(capGrams / side.step + 1e-9),
  );
  const grams = steps * side.step;
  if (grams <= 0) return undefined;
  const f = (grams * kcalPerGram) / calories / (1 - ef);
  const fixed = solve(re, vec, ctx.target, ctx.diet, f, f, extra);
  const item: MealItem = { food: side.food, grams: tenth(grams), unit: side.unit };
  return { l: fixed.l, sides: first ? [first.item, item] : [item], cost: fixed.cost };
}

/**
 * The meal as the plan serves it, `recipe` portioned to exactly `calories` kcal the way a planner
 * would to meet the meal's macro target (`ctx.target`):
 *
 * 1. Scale the dish's parts by role (`foodRole`, from each food's composition): more of the protein
 *    part, less of the starch or fat part, within `ROLE_BOUNDS`; vegetables stay as written.
 * 2. When the dish alone stays off target, add a side where it fits the meal type and cuisine
 *    (kvarg, keso, ägg, tofu, sojabitar, bönor, bröd, frukt…), never one the diet or the
 *    restrictions exclude, in a kitchen amount (½ dl, a whole egg, a slice), shown as "Till: …" in
 *    the description, as an ingredient line and a serving step. When even the best side leaves a
 *    large gap (`SECOND_SIDE_GAP`), a second, different side may join it ("Till: 2 dl sojadryck
 *    och 1 banan"). Caps keep the plate realistic: each side at most `MAX_SIDE_GRAMS` g and
 *    `MAX_SIDE_SHARE` of the meal's energy, both sides together at most `MAX_SIDES_SHARE`.
 * 3. Scale the dish so the energy of all items, from Livsmedelsdatabasen, equals `calories`.
 *
 * The served meal must still fit the diet by the catalogue's own rules (`servedFitsDiet`); if a
 * side or the scaling would break it, the next best portion is used, and at worst the dish as
 * written, scaled evenly. The generator and the swap both call this. Without `ctx`, every part
 * scales alike (`portionMeal`).
 */
export function serveMeal(
  recipe: CatalogueRecipe,
  calories: number,
  cuisine: Cuisine,
  ctx?: ServeContext,
): Meal {
  if (ctx === undefined) return portionMeal(recipe, calories, cuisine);
  const re = roleEnergy(recipe);
  const alone = solve(re, undefined, ctx.target, ctx.diet, 0);
  const options: Option[] = [{ l: alone.l, sides: [], cost: alone.cost }];
  if (alone.cost > GOOD_ENOUGH) {
    const fitting = servedSides(SIDES, ctx.restrictions).filter((side) =>
      sideFits(side, recipe, cuisine, ctx),
    );
    const singles: { side: Side; option: Option }[] = [];
    for (const side of fitting) {
      const option = withSide(re, side, calories, ctx);
      if (option !== undefined) singles.push({ side, option });
    }
    singles.sort((a, b) => a.option.cost - b.option.cost);
    options.push(...singles.map((s) => s.option));
    const bestSingle = singles[0]?.option.cost ?? alone.cost;
    if (Math.min(bestSingle, alone.cost) > SECOND_SIDE_GAP) {
      for (const { side: firstSide, option } of singles.slice(0, SECOND_SIDE_TRIES)) {
        const item = option.sides[0];
        if (item === undefined) continue;
        const first = {
          item,
          vec: energyOf(item.food, 100),
          f: nutrientsOf([item]).kcal / calories,
        };
        // Only a side that moves the plate toward the target can help: its shares must lie on the
        // target's side of what the dish and the first side reach.
        const now = platedShares(re, option.l, first);
        const gap: Vec = [ctx.target.protein - now[0], ctx.target.carbs - now[1], ctx.target.fat - now[2]];
        for (const side of fitting) {
          if (side.food === firstSide.food) continue;
          const v = energyOf(side.food, 100);
          const t = v[0] + v[1] + v[2];
          const toward =
            (v[0] / t - now[0]) * gap[0] + (v[1] / t - now[1]) * gap[1] + (v[2] / t - now[2]) * gap[2];
          if (toward <= 0) continue;
          const two = withSide(re, side, calories, ctx, first);
          if (two !== undefined) options.push(two);
        }
      }
    }
  }
  options.sort((a, b) => a.cost - b.cost);
  // The best portion the diet allows; when every one breaks a rule that the share search cannot
  // see (mediterranean's fat sources or plant weight), the same portions with the parts moved half
  // and a quarter as far from the recipe as written, before the dish as written.
  for (const temper of TEMPERS) {
    for (const option of options) {
      const l = option.l.map((x) => x * temper) as Vec;
      const items = buildItems(recipe, l, calories, option.sides);
      if (items.some((i) => i.grams < 0)) continue;
      if (servedFitsDiet(items, recipe, ctx.diet)) {
        return mealOf(recipe, calories, cuisine, items, option.sides);
      }
    }
  }
  return portionMeal(recipe, calories, cuisine);
}
