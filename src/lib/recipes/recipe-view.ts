/**
 * What a recipe page shows, computed at build time from the catalogue: ingredient quantities and
 * nutrient amounts for 1–8 portions (the page's script only picks one of the eight strings), the
 * diets, the allergens in the words the meal form understands, and each ingredient's
 * Livsmedelsnummer for the source note. Nothing here runs in the browser.
 */
import { svNumber } from '@shared/format/sv-number.ts';
import {
  allowedBy,
  food,
  formatQuantity,
  parseRestrictions,
  type CatalogueRecipe,
  type Restrictions,
} from '@shared/catalogue/index.ts';
import { FOOD_ROWS } from '@shared/catalogue/foods.generated.ts';
import {
  CUISINE_LABELS,
  DIET_LABELS,
  MEAL_LABELS,
  ALLERGEN_WORDS,
  type Cuisine,
  type DietType,
  type MealType,
} from '@shared/domain.ts';
import type { NutrientId } from '@shared/nutrition/reference.ts';

import { NUTRIENT_LABELS, NUTRIENT_MESSAGES } from '@/lib/messages/nutrients';

/** The portions a page offers. */
export const PORTIONS = [1, 2, 3, 4, 5, 6, 7, 8] as const;

/** "1 portion", "4 portioner". */
export const portionsLabel = (n: number): string => (n === 1 ? '1 portion' : `${n} portioner`);

/** The eight values for 1..8 portions, as the `data-q` attribute holds them. */
export const perPortions = (show: (portions: number) => string): string[] => PORTIONS.map(show);

export interface IngredientView {
  /** Livsmedelsnummer. */
  readonly food: number;
  /** The food's Swedish name ("Havregryn"). */
  readonly name: string;
  /** As written inside a line ("havregryn"). */
  readonly lineName: string;
  /** Livsmedelsverket's official name of the food whose values are used. */
  readonly officialName: string;
  /** The Livsmedelsnummer whose values a product not in the database carries (lactose-free milk). */
  readonly valuesOf?: number;
  /** The quantity for 1..8 portions ("1 dl", "2 dl", …). */
  readonly quantities: readonly string[];
}

export type NutritionRowId = 'energy' | 'protein' | 'carbs' | 'fat' | NutrientId;

export interface NutritionRow {
  readonly id: NutritionRowId;
  readonly label: string;
  /** Indented under the row above ("varav mättat fett"). */
  readonly part: boolean;
  /** Per portion, e.g. "381 kcal", "14,8 g", "okänt". */
  readonly perPortion: string;
  /** The whole dish for 1..8 portions. */
  readonly totals: readonly string[];
}

/** Lactose, which the meal form reads apart from milk protein. */
export const LACTOSE_WORD = 'laktos';

let lactose: Restrictions | undefined;

/** True when the dish as written holds a food with lactose (aged hard cheese holds none). */
export function holdsLactose(recipe: CatalogueRecipe): boolean {
  lactose ??= parseRestrictions(LACTOSE_WORD);
  return !allowedBy(recipe, lactose);
}

/**
 * The allergens of the dish as the meal form's restrictions field understands them ("gluten",
 * "mjölk", "laktos", "nötter"…): typing any of them there leaves this dish out of a plan.
 */
export function restrictionWords(recipe: CatalogueRecipe): string[] {
  const words: string[] = [];
  for (const allergen of recipe.allergens) {
    words.push(ALLERGEN_WORDS[allergen]);
    if (allergen === 'milk' && holdsLactose(recipe)) words.push(LACTOSE_WORD);
  }
  return words;
}

/** The food's name as used inside a line ("havregryn", "crème fraiche"). */
const lineNameOf = (name: string): string => name.charAt(0).toLocaleLowerCase('sv-SE') + name.slice(1);

/** An amount with one decimal below 100 and whole numbers above, as the Näringsöversikt writes it. */
export function formatNutrient(value: number | null, unit: string): string {
  if (value === null) return NUTRIENT_MESSAGES.unknown;
  return `${svNumber(value, Math.abs(value) < 100 ? 1 : 0)} ${unit}`;
}

/** Energy in whole kilocalories: "381 kcal"; the JSON-LD `calories` uses the same text. */
export const formatEnergy = (kcal: number): string => `${svNumber(kcal, 0)} kcal`;

/** Whole kilocalories, as both the table and the JSON-LD round them. */
export const wholeKcal = (kcal: number): number => Math.round(kcal);

/** The nutrients shown, in order: the label's macros, then what the Näringsöversikt judges. */
const ROWS: readonly { id: NutritionRowId; unit: string; part?: true }[] = [
  { id: 'energy', unit: 'kcal' },
  { id: 'protein', unit: 'g' },
  { id: 'carbs', unit: 'g' },
  { id: 'addedSugar', unit: 'g', part: true },
  { id: 'fat', unit: 'g' },
  { id: 'saturatedFat', unit: 'g', part: true },
  { id: 'fibre', unit: 'g' },
  { id: 'salt', unit: 'g' },
  { id: 'wholeGrain', unit: 'g' },
  { id: 'fruitVeg', unit: 'g' },
  { id: 'iron', unit: 'mg' },
  { id: 'calcium', unit: 'mg' },
  { id: 'vitaminD', unit: 'µg' },
  { id: 'vitaminB12', unit: 'µg' },
];

const MACRO_LABELS = { energy: 'Energi', protein: 'Protein', carbs: 'Kolhydrater', fat: 'Fett' } as const;
const PART_LABELS: Partial<Record<NutritionRowId, string>> = {
  addedSugar: 'varav tillsatt socker',
  saturatedFat: 'varav mättat fett',
};

/** One portion's amount of a row's nutrient; null when the database lacks a value. */
export function perPortionAmount(recipe: CatalogueRecipe, id: NutritionRowId): number | null {
  switch (id) {
    case 'energy':
      return recipe.nutrients.kcal;
    case 'protein':
      return recipe.nutrients.protein;
    case 'carbs':
      return recipe.nutrients.carbs;
    case 'fat':
      return recipe.nutrients.fat;
    default:
      return recipe.nutrientAmounts?.[id] ?? null;
  }
}

export function nutritionRows(recipe: CatalogueRecipe): NutritionRow[] {
  return ROWS.map(({ id, unit, part }) => {
    const amount = perPortionAmount(recipe, id);
    const show = (n: number): string =>
      amount === null
        ? NUTRIENT_MESSAGES.unknown
        : id === 'energy'
          ? formatEnergy(amount * n)
          : formatNutrient(amount * n, unit);
    const label =
      PART_LABELS[id] ??
      (id in MACRO_LABELS
        ? MACRO_LABELS[id as keyof typeof MACRO_LABELS]
        : NUTRIENT_LABELS[id as NutrientId]);
    return { id, label, part: part === true, perPortion: show(1), totals: perPortions(show) };
  });
}

export function ingredientViews(recipe: CatalogueRecipe): IngredientView[] {
  return recipe.ingredients.map((ing) => {
    const info = food(ing.food);
    const row = FOOD_ROWS[ing.food];
    return {
      food: ing.food,
      name: info.name,
      lineName: lineNameOf(info.name),
      officialName: row?.name ?? info.name,
      ...(row?.valuesOf === undefined ? {} : { valuesOf: row.valuesOf }),
      quantities: perPortions((n) => formatQuantity(ing.food, ing.grams * n, ing.unit)),
    };
  });
}

export const mealLabels = (types: readonly MealType[]): string[] => types.map((t) => MEAL_LABELS[t]);
export const dietLabels = (diets: readonly DietType[]): string[] => diets.map((d) => DIET_LABELS[d]);
export const cuisineLabels = (cuisines: readonly Cuisine[]): string[] =>
  cuisines.map((c) => CUISINE_LABELS[c]);

/** A list in Swedish: "a", "a och b", "a, b och c". */
export function swedishList(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} och ${items[items.length - 1] ?? ''}`;
}

/** The cooking-time filter's upper bounds in minutes (the hub offers "Högst 15 min"…). */
export const TIME_LIMITS = [10, 15, 30] as const;
