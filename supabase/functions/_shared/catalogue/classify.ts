/**
 * Diet fit and allergens, computed from a recipe's ingredients — never hand-tagged.
 *
 * Macro shares are energy shares with 4 kcal/g protein and carbohydrate and 9 kcal/g fat;
 * carbohydrate is Livsmedelsdatabasen's available carbohydrate (fibre excluded).
 *
 * The rules, per diet:
 * - **vegan**: no ingredient of animal origin at all (meat, poultry, charcuterie, fish,
 *   shellfish, dairy, egg, honey).
 * - **vegetarian** (lacto-ovo): no meat, poultry, charcuterie, fish or shellfish, and no
 *   stock made from them; dairy, egg and honey are fine.
 * - **keto**: carbohydrate under 10 % of energy.
 * - **low-carb**: carbohydrate at most 26 % of energy — at 1 500–3 000 kcal a day that is
 *   about 50–100 g of carbohydrate, the low-carb range.
 * - **high-protein**: protein at least 25 % of energy.
 * - **paleo**: no grain (incl. oats, rice, maize, quinoa), legume (incl. peanuts, soy, peas),
 *   dairy, added sugar or highly processed food (stock cubes, charcuterie, sauces, meat
 *   substitutes). Potatoes, eggs, meat, fish, vegetables, fruit, nuts and oils are fine.
 * - **mediterranean**: all of
 *   1. no red meat and no charcuterie (fish, poultry, egg and dairy are fine);
 *   2. at least half of the fat (g) comes from olive oil, olives, nuts, seeds, avocado, fish
 *      or shellfish (`medFat` in food-meta), or the recipe has under 5 g fat in all;
 *   3. vegetables, fruit, berries and legumes are at least 25 % of the recipe's weight.
 * - **balanced**: macro shares inside NNR-like ranges widened to the per-meal targets (meal-plan/targets.ts):
 *   protein 10–30 %, carbohydrate 35–60 %, fat 20–40 % of energy.
 */
import type { Allergen, DietType } from '../domain.ts';
import { ALLERGENS, DIET_TYPES } from '../domain.ts';
import { foodMeta, nutrientsOf } from './foods.ts';
import type { AnimalOrigin } from './food-meta.ts';
import type { Ingredient } from './types.ts';

import {
  energyShares,
  KETO_MAX_CARB_SHARE,
  LOW_CARB_MAX_CARB_SHARE,
  HIGH_PROTEIN_MIN_SHARE,
  MED_MIN_FAT_SHARE,
  MED_LOW_FAT_GRAMS,
  MED_MIN_PLANT_WEIGHT_SHARE,
  BALANCED,
} from './diet-rules.ts';

const NOT_VEGETARIAN: ReadonlySet<AnimalOrigin> = new Set([
  'meat-red',
  'meat-poultry',
  'processed-meat',
  'fish',
  'shellfish',
]);

const within = (x: number, [lo, hi]: readonly [number, number]): boolean => x >= lo && x <= hi;

/** Allergens of all ingredients, in the domain's order. */
export function allergensOf(ingredients: readonly Ingredient[]): Allergen[] {
  const found = new Set<Allergen>();
  for (const ing of ingredients) for (const a of foodMeta(ing.food).allergens) found.add(a);
  return ALLERGENS.filter((a) => found.has(a));
}

/** Whether the ingredients satisfy the Mediterranean rule (see the file comment). */
export function isMediterranean(ingredients: readonly Ingredient[]): boolean {
  let fat = 0;
  let medFat = 0;
  let weight = 0;
  let plantWeight = 0;
  for (const ing of ingredients) {
    const meta = foodMeta(ing.food);
    if (meta.origin === 'meat-red' || meta.origin === 'processed-meat') return false;
    const f = nutrientsOf([ing]).fat;
    fat += f;
    if (meta.medFat) medFat += f;
    weight += ing.grams;
    if (meta.group === 'vegetable' || meta.group === 'fruit' || meta.group === 'legume')
      plantWeight += ing.grams;
  }
  const fatOk = fat < MED_LOW_FAT_GRAMS || medFat / fat >= MED_MIN_FAT_SHARE;
  return fatOk && weight > 0 && plantWeight / weight >= MED_MIN_PLANT_WEIGHT_SHARE;
}

/** Every diet type the ingredients fit, in the domain's order. */
export function classifyDiets(ingredients: readonly Ingredient[]): DietType[] {
  const metas = ingredients.map((i) => foodMeta(i.food));
  const shares = energyShares(nutrientsOf(ingredients));
  const fits: Record<DietType, boolean> = {
    vegan: metas.every((m) => m.origin === 'none'),
    vegetarian: metas.every((m) => !NOT_VEGETARIAN.has(m.origin)),
    keto: shares.carbs < KETO_MAX_CARB_SHARE,
    'low-carb': shares.carbs <= LOW_CARB_MAX_CARB_SHARE,
    'high-protein': shares.protein >= HIGH_PROTEIN_MIN_SHARE,
    paleo: metas.every((m) => m.paleo.length === 0),
    mediterranean: isMediterranean(ingredients),
    balanced:
      within(shares.protein, BALANCED.protein) &&
      within(shares.carbs, BALANCED.carbs) &&
      within(shares.fat, BALANCED.fat),
  };
  return DIET_TYPES.filter((d) => fits[d]);
}
