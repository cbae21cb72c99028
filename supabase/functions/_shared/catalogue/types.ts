/** Shapes of the recipe catalogue (see `index.ts` for the public API). */
import type { Allergen, Cuisine, DietType, KitchenUnit, MealType, ShoppingCategory } from '../domain.ts';
import type { NutrientAmounts } from './amounts.ts';

/** One recipe line: a food (Livsmedelsnummer), its edible weight in grams, and the unit shown. */
export interface Ingredient {
  readonly food: number;
  readonly grams: number;
  readonly unit: KitchenUnit;
}

/** A recipe for one portion, as written by hand. */
export interface Recipe {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly mealTypes: readonly MealType[];
  readonly cuisines: readonly Cuisine[];
  /** Minutes. */
  readonly cookingTime: number;
  readonly ingredients: readonly Ingredient[];
  readonly steps: readonly string[];
  /** A draft (content/recipes/ `draft: true`): shown by `npm run dev` only, never in a plan. */
  readonly draft?: boolean;
}

/** Energy (kcal) and macronutrients (grams). */
export interface Nutrients {
  readonly kcal: number;
  readonly protein: number;
  readonly carbs: number;
  readonly fat: number;
  readonly fibre: number;
}

/** A recipe with everything computed from its ingredients. */
export interface CatalogueRecipe extends Recipe {
  /** For the recipe as written (one portion), from Livsmedelsdatabasen. */
  readonly nutrients: Nutrients;
  /**
   * Fibre, salt, vitamins… for the recipe as written (see `NutrientAmounts` for units). Always
   * set on the catalogue's recipes; optional so a recipe built elsewhere (the AI path) need not.
   */
  readonly nutrientAmounts?: NutrientAmounts;
  readonly diets: readonly DietType[];
  /** Union of the ingredients' allergens. */
  readonly allergens: readonly Allergen[];
}

/** What the shopping list and recipe text need to know about one food. */
export interface FoodInfo {
  readonly number: number;
  /** Short Swedish display name ("Havregryn"). */
  readonly name: string;
  readonly category: ShoppingCategory;
  readonly priceKrPerKg: number;
  /** Grams per kitchen measure or piece, where it applies. */
  readonly gramsPer: Partial<Record<'dl' | 'msk' | 'tsk' | 'st', number>>;
  readonly per100g: Nutrients;
}

/** Compact form used in the recipe source files: [food, grams, unit]. */
export type IngredientTuple = readonly [food: number, grams: number, unit: KitchenUnit];

export interface RecipeSource extends Omit<Recipe, 'ingredients'> {
  readonly ingredients: readonly IngredientTuple[];
}
