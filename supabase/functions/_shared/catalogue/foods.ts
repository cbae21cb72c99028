/** Food lookup and nutrient arithmetic over Livsmedelsdatabasen values. */
import { FOOD_ROWS } from './foods.generated.ts';
import { META_BY_NUMBER, type FoodMeta } from './food-meta.ts';
import type { FoodInfo, Ingredient, Nutrients } from './types.ts';

const ML_PER = { dl: 100, msk: 15, tsk: 5 } as const;

/** Fills in msk/tsk from the dl weight (same density) when the metadata does not give them. */
function fullMeasures(meta: FoodMeta): FoodInfo['gramsPer'] {
  const g = { ...meta.gramsPer };
  if (g.dl !== undefined) {
    g.msk ??= Math.round(((g.dl * ML_PER.msk) / ML_PER.dl) * 10) / 10;
    g.tsk ??= Math.round(((g.dl * ML_PER.tsk) / ML_PER.dl) * 10) / 10;
  }
  return g;
}

function buildInfo(meta: FoodMeta): FoodInfo {
  const row = FOOD_ROWS[meta.number];
  if (row === undefined) throw new Error(`Food ${meta.number} missing from foods.generated.ts`);
  return {
    number: meta.number,
    name: meta.name,
    category: meta.category,
    priceKrPerKg: meta.priceKrPerKg,
    gramsPer: fullMeasures(meta),
    per100g: {
      kcal: row.kcal,
      protein: row.protein_g,
      carbs: row.carbs_g,
      fat: row.fat_g,
      fibre: row.fibre_g,
    },
  };
}

const INFO: ReadonlyMap<number, FoodInfo> = new Map(
  [...META_BY_NUMBER.values()].map((m) => [m.number, buildInfo(m)]),
);

/** Everything about one food. Throws only for a Livsmedelsnummer that is not in the catalogue. */
export function food(number: number): FoodInfo {
  const info = INFO.get(number);
  if (info === undefined) throw new Error(`Food ${number} is not in the recipe catalogue`);
  return info;
}

/** The hand-written facts (origin, allergens, keywords…) about one food. */
export function foodMeta(number: number): FoodMeta {
  const meta = META_BY_NUMBER.get(number);
  if (meta === undefined) throw new Error(`Food ${number} is not in the recipe catalogue`);
  return meta;
}

/** All foods in the catalogue. */
export function allFoods(): readonly FoodInfo[] {
  return [...INFO.values()];
}

/** Sum of energy (kcal) and macros (g) for the given ingredient weights; not rounded. */
export function nutrientsOf(ingredients: readonly Ingredient[]): Nutrients {
  let kcal = 0;
  let protein = 0;
  let carbs = 0;
  let fat = 0;
  let fibre = 0;
  for (const ing of ingredients) {
    const p = food(ing.food).per100g;
    const f = ing.grams / 100;
    kcal += p.kcal * f;
    protein += p.protein * f;
    carbs += p.carbs * f;
    fat += p.fat * f;
    fibre += p.fibre * f;
  }
  return { kcal, protein, carbs, fat, fibre };
}
