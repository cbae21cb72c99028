/**
 * The meal as served: grams kept to 0.1 g, the recipe's parts scaled by role with the sides added,
 * the `Meal` with its ingredient lines, "Till: …" text, macros and nutrients, and whether what is
 * served still fits the diet.
 */
import {
  classifyDiets,
  formatQuantity,
  ingredientLine,
  nutrientsOf,
  type CatalogueRecipe,
  type Ingredient,
} from '../catalogue/index.ts';
import { amountsOf, roundedAmounts } from '../catalogue/amounts.ts';
import { lineName } from '../catalogue/quantity.ts';
import type { Cuisine, DietType } from '../domain.ts';
import type { Meal, MealItem } from '../schemas/meal-plan.ts';
import { foodRole, ROLES, type Vec } from './portion-roles.ts';

/** Scaled grams are kept to 0.1 g: precise enough for energy, short enough to store. */
export function tenth(n: number): number {
  return Math.round(n * 10) / 10;
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
export function buildItems(
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

/**
 * The meal served as `items` (the sides are the last of them, and in `sides` too): macros and
 * nutrients from the items, the sides named in the description and as a serving step.
 */
export function mealOf(
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
