import { ingredientLine, nutrientsOf, type CatalogueRecipe, type Restrictions } from '../catalogue/index.ts';
import type { Cuisine, DietType, Goal, MealType } from '../domain.ts';
import { amountsOf, roundedAmounts } from '../nutrition/amounts.ts';
import type { Meal, MealItem } from '../schemas/meal-plan.ts';

/** Scaled grams are kept to 0.1 g: precise enough for energy, short enough to store. */
function tenth(n: number): number {
  return Math.round(n * 10) / 10;
}

/**
 * One portion of `recipe` scaled so that its energy, computed from the ingredients with
 * Livsmedelsdatabasen, equals `calories` (kcal). Protein, carbs and fat are computed from the
 * scaled ingredients and rounded to whole grams; the recipe's ingredient lines are rewritten
 * for the scaled amounts, and the meal's fibre, salt, vitamins… (`nutrients`) are computed from the
 * same grams. `cuisine` is the cuisine the dish is shown under.
 */
export function portionMeal(recipe: CatalogueRecipe, calories: number, cuisine: Cuisine): Meal {
  const baseKcal = nutrientsOf(recipe.ingredients).kcal;
  const scale = baseKcal > 0 ? calories / baseKcal : 1;
  const items: MealItem[] = recipe.ingredients.map((ing) => ({
    food: ing.food,
    grams: tenth(ing.grams * scale),
    unit: ing.unit,
  }));
  const n = nutrientsOf(items);
  return {
    name: recipe.name,
    description: recipe.description,
    calories,
    protein: Math.round(n.protein),
    carbs: Math.round(n.carbs),
    fat: Math.round(n.fat),
    recipe: {
      ingredients: recipe.ingredients.map((ing) => ingredientLine(ing, scale)),
      instructions: [...recipe.steps],
      servings: 1,
      cookingTime: recipe.cookingTime,
    },
    recipeId: recipe.id,
    cuisine,
    items,
    nutrients: roundedAmounts(amountsOf(items)),
  };
}

/** What the generator knows when it portions a meal (the swap knows the same). */
export interface ServeContext {
  mealType: MealType;
  diet: DietType;
  goal: Goal;
  /** The day's calorie target, kcal. */
  dailyCalories: number;
  restrictions: Restrictions;
}

/**
 * The meal as the plan serves it: `recipe` portioned to exactly `calories` kcal. The generator
 * and the swap both call this, so a swapped meal is portioned the same way as a generated one.
 */
export function serveMeal(
  recipe: CatalogueRecipe,
  calories: number,
  cuisine: Cuisine,
  ctx?: ServeContext,
): Meal {
  if (ctx === undefined) return portionMeal(recipe, calories, cuisine);
  return portionMeal(recipe, calories, cuisine);
}
