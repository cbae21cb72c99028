/**
 * schema.org structured data of the recipe pages (`Recipe`) and the /recipes hub (`ItemList`), so
 * search engines and recipe managers that import by JSON-LD (Mealie, Tandoor) read our recipes.
 */
import { ingredientLine, type CatalogueRecipe } from '@shared/catalogue/index.ts';

import {
  cuisineLabels,
  dietLabels,
  holdsLactose,
  mealLabels,
  perPortionAmount,
  wholeKcal,
} from './recipe-view';

/** Salt is sodium × 2.5 (Livsmedelsdatabasen computes salt so); schema.org asks for sodium. */
const SALT_PER_SODIUM = 2.5;

/** schema.org RestrictedDiet values that hold for the dish as written; nothing is guessed. */
export function suitableForDiet(recipe: CatalogueRecipe): string[] {
  const diets: string[] = [];
  if (recipe.diets.includes('vegan')) diets.push('https://schema.org/VeganDiet');
  if (recipe.diets.includes('vegetarian')) diets.push('https://schema.org/VegetarianDiet');
  if (!recipe.allergens.includes('gluten')) diets.push('https://schema.org/GlutenFreeDiet');
  if (!holdsLactose(recipe)) diets.push('https://schema.org/LowLactoseDiet');
  return diets;
}

/** "PT35M": an ISO 8601 duration in minutes. */
export const isoMinutes = (minutes: number): string => `PT${Math.round(minutes)}M`;

/** Grams with one decimal, as NutritionInformation's texts want a number and a unit: "14.8 g". */
const grams = (value: number | null): string | undefined =>
  value === null ? undefined : `${Math.round(value * 10) / 10} g`;

export interface RecipeMeta {
  /** Absolute URL of the recipe page. */
  url: string;
  /** Absolute URL of the recipe's illustration. */
  image: string;
}

/** The Recipe object (one portion, as the catalogue writes every recipe). */
export function recipeStructuredData(recipe: CatalogueRecipe, meta: RecipeMeta): Record<string, unknown> {
  const salt = perPortionAmount(recipe, 'salt');
  const diets = suitableForDiet(recipe);
  const nutrition: Record<string, string> = {
    '@type': 'NutritionInformation',
    servingSize: '1 portion',
    calories: `${wholeKcal(recipe.nutrients.kcal)} kcal`,
  };
  const add = (key: string, value: string | undefined): void => {
    if (value !== undefined) nutrition[key] = value;
  };
  add('proteinContent', grams(recipe.nutrients.protein));
  add('carbohydrateContent', grams(recipe.nutrients.carbs));
  add('fatContent', grams(recipe.nutrients.fat));
  add('saturatedFatContent', grams(perPortionAmount(recipe, 'saturatedFat')));
  add('fiberContent', grams(perPortionAmount(recipe, 'fibre')));
  add('sodiumContent', salt === null ? undefined : `${Math.round((salt / SALT_PER_SODIUM) * 1000)} mg`);
  return {
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: recipe.name,
    description: recipe.description,
    url: meta.url,
    mainEntityOfPage: meta.url,
    image: [meta.image],
    inLanguage: 'sv-SE',
    author: { '@type': 'Organization', name: 'Hälsoplaneraren' },
    // The catalogue knows one time for the whole dish, so only the total is stated.
    totalTime: isoMinutes(recipe.cookingTime),
    recipeYield: ['1', '1 portion'],
    recipeCategory: mealLabels(recipe.mealTypes).join(', '),
    recipeCuisine: cuisineLabels(recipe.cuisines).join(', '),
    keywords: dietLabels(recipe.diets).join(', '),
    ...(diets.length === 0 ? {} : { suitableForDiet: diets }),
    recipeIngredient: recipe.ingredients.map((ing) => ingredientLine(ing)),
    recipeInstructions: recipe.steps.map((text, i) => ({
      '@type': 'HowToStep',
      position: i + 1,
      text,
      url: `${meta.url}#steg-${i + 1}`,
    })),
    nutrition,
  };
}

/** JSON safe to place inside `<script type="application/ld+json">`. */
export function jsonLdScript(data: unknown): string {
  // "<" is escaped so that no text in the data can close the script element.
  return JSON.stringify(data).replace(/</gu, '\\u003c');
}

/** The /recipes hub: every recipe page, in the order the hub lists them. */
export function recipeListStructuredData(
  items: readonly { name: string; url: string }[],
): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: 'Recept',
    numberOfItems: items.length,
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      url: item.url,
      name: item.name,
    })),
  };
}
