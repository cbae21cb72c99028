/**
 * The portion limits (`portion-limits.ts`) held for one serving: the most of each food this meal
 * may hold (its per-meal limit and what the week has left), the limits as the search sees them,
 * and a portion over them cut back to them with the energy moved to the dish's other parts.
 */
import { nutrientsOf, type CatalogueRecipe } from '../catalogue/index.ts';
import type { MealItem } from '../schemas/meal-plan.ts';
import type { ServeContext } from './portion-context.ts';
import {
  PROTEIN_FOODS_MEAL_LIMIT,
  PROTEIN_FOOD_WEEK_LIMIT,
  isProteinFood,
  limitScale,
  mealLimit,
} from './portion-limits.ts';
import { servedFitsDiet, tenth } from './portion-meal.ts';
import { foodRole, kcalPerGram, ROLE_INDEX, type Role, type RoleEnergy } from './portion-roles.ts';
import type { Limits } from './portion-search.ts';

/** The most of `number` this meal may hold: its per-meal limit, and what the week has left of it. */
export function itemLimit(number: number, ctx: ServeContext): number {
  const meal = mealLimit(number, ctx.dailyCalories);
  if (!isProteinFood(number)) return meal;
  const week = ctx.weekLeft?.get(number) ?? PROTEIN_FOOD_WEEK_LIMIT * limitScale(ctx.dailyCalories);
  return Math.max(0, Math.min(meal, week));
}

/** Whether every item keeps to its limit and the protein foods together to theirs. */
export function keepsLimits(items: readonly MealItem[], ctx: ServeContext): boolean {
  let protein = 0;
  for (const i of items) {
    if (i.grams > itemLimit(i.food, ctx) + 0.05) return false;
    if (isProteinFood(i.food)) protein += i.grams;
  }
  return protein <= PROTEIN_FOODS_MEAL_LIMIT * limitScale(ctx.dailyCalories) + 0.05;
}

/** The limits of `recipe` served at `calories` (see `Limits`). */
export function limitsFor(
  recipe: CatalogueRecipe,
  re: RoleEnergy,
  calories: number,
  ctx: ServeContext,
): Limits {
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
  return keepsLimits(out, ctx) ? out : undefined;
}

/**
 * The items held to the limits in a way the diet allows and nearest the meal's target: the energy
 * cut spread over all the other parts, or over the starch, vegetable or fat parts alone (keto takes
 * it as fat, not tomatoes; paleo as sweet potato rather than oil).
 */
export function heldFitting(
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
