/**
 * A recipe served as one meal of the plan: `serveMeal` portions it to the meal's calories and
 * macro target within normal portions (the parts: `portion-roles.ts`, the search:
 * `portion-search.ts`, the sides: `portion-sides.ts`, the limits held: `portion-hold.ts`, the meal
 * built: `portion-meal.ts`); `portionMeal` scales every part alike.
 */
import { nutrientsOf, type CatalogueRecipe } from '../catalogue/index.ts';
import { servedSides } from '../catalogue/restrictions.ts';
import type { Cuisine } from '../domain.ts';
import type { Meal, MealItem } from '../schemas/meal-plan.ts';
import type { ServeContext } from './portion-context.ts';
import { heldFitting, keepsLimits, limitsFor } from './portion-hold.ts';
import { buildItems, mealOf, servedFitsDiet, tenth } from './portion-meal.ts';
import { dishShares, roleEnergy, type Vec } from './portion-roles.ts';
import { solve } from './portion-search.ts';
import { SIDES, sideFits, sideShares, withSide, type PortionOption } from './portion-sides.ts';

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

/** Below this squared share error the dish alone is close enough; no side is tried. */
const GOOD_ENOUGH = 0.0006;

/** How far the parts may move from the recipe as written when the full move breaks the diet. */
const TEMPERS = [1, 0.5, 0.25] as const;

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
  const options: PortionOption[] = [{ l: alone.l, sides: [], cost: alone.cost }];
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
      if (keepsLimits(items, ctx)) {
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
  const h = keepsLimits(items, ctx) ? undefined : heldFitting(items, 0, recipe, ctx);
  return h !== undefined ? mealOf(recipe, calories, cuisine, h, []) : plain;
}
