/**
 * The recipe catalogue: foods with Livsmedelsdatabasen nutrient values, hand-written Swedish
 * recipes, and everything computed from them (nutrients, diets, allergens), plus the helpers
 * the meal-plan generator and the shopping list need.
 */
import { allergensOf, classifyDiets } from './classify.ts';
import { amountsOf } from './amounts.ts';
import { nutrientsOf } from './foods.ts';
import { RECIPE_SOURCES } from './recipes.generated.ts';
import type { CatalogueRecipe, RecipeSource } from './types.ts';

export type { CatalogueRecipe, FoodInfo, Ingredient, Nutrients, Recipe } from './types.ts';
export type { Restrictions } from './restrictions.ts';
export { ATTRIBUTION } from './foods.generated.ts';
export { energyShares } from './diet-rules.ts';
export { allFoods, food, nutrientsOf } from './foods.ts';
export { formatQuantity, ingredientLine, unitLabel } from './quantity.ts';
export {
  allowedBy,
  containsLactose,
  parseRestrictions,
  recipesServedUnder,
  servedFood,
  servedSides,
  servedUnder,
} from './restrictions.ts';
export { allergensOf, classifyDiets } from './classify.ts';

function build(source: RecipeSource): CatalogueRecipe {
  const ingredients = source.ingredients.map(([food, grams, unit]) => ({ food, grams, unit }));
  return {
    ...source,
    ingredients,
    nutrients: nutrientsOf(ingredients),
    nutrientAmounts: amountsOf(ingredients),
    diets: classifyDiets(ingredients),
    allergens: allergensOf(ingredients),
  };
}

/**
 * Every recipe file (content/recipes/), drafts included, one portion each, with nutrients, diets
 * and allergens computed: for `npm run dev`'s recipe pages only.
 */
export const RECIPES_WITH_DRAFTS: readonly CatalogueRecipe[] = RECIPE_SOURCES.map(build);

/** The recipes that are not drafts (`draft: true` in their file). */
export const published = <R extends { readonly draft?: boolean }>(recipes: readonly R[]): R[] =>
  recipes.filter((recipe) => recipe.draft !== true);

/** Every published recipe: what plans are made of and what the site publishes. */
export const RECIPES: readonly CatalogueRecipe[] = published(RECIPES_WITH_DRAFTS);
