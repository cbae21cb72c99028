/**
 * Nutrient amounts of foods, meals and plans, computed from Livsmedelsdatabasen's values per 100 g
 * (`foods.generated.ts`). Only the generated table is imported, not the recipe catalogue,
 * so a screen that needs to compute amounts for an older plan can load this lazily and small.
 */
import { FOOD_ROWS, type FoodRow } from './foods.generated.ts';
import type { Meal, MealNutrients, MealPlanDay } from '../schemas/meal-plan.ts';
import { NUTRIENT_IDS, type NutrientId } from '../nutrition/reference.ts';

/**
 * Amounts of one meal, day or recipe: fibre, whole grain, fruit and vegetables, salt, saturated
 * fat and added sugar in g, iron and calcium in mg, vitamins D and B12 in µg. Null means unknown
 * (a food without a value in the database, or a meal without ingredient weights), never zero.
 */
export type NutrientAmounts = Record<NutrientId, number | null>;

/** Per-100 g value of a food for one nutrient; fruit and vegetables count the whole weight. */
const PER_100G: Readonly<Record<NutrientId, (row: FoodRow) => number | null>> = {
  fibre: (r) => r.fibre_g,
  wholeGrain: (r) => r.wholegrain_g,
  fruitVeg: (r) => (r.fruit_veg ? 100 : 0),
  salt: (r) => r.salt_g,
  saturatedFat: (r) => r.saturated_fat_g,
  addedSugar: (r) => r.added_sugar_g,
  iron: (r) => r.iron_mg,
  calcium: (r) => r.calcium_mg,
  vitaminD: (r) => r.vitamin_d_ug,
  vitaminB12: (r) => r.vitamin_b12_ug,
};

/** Every nutrient unknown. */
export function unknownAmounts(): NutrientAmounts {
  return Object.fromEntries(NUTRIENT_IDS.map((id) => [id, null])) as NutrientAmounts;
}

/**
 * Sum of the nutrients in the given edible weights (g); not rounded. A food that is not in the
 * table makes every nutrient unknown; a food without a value makes that nutrient unknown.
 */
export function amountsOf(items: readonly { food: number; grams: number }[]): NutrientAmounts {
  const sums = Object.fromEntries(NUTRIENT_IDS.map((id) => [id, 0])) as NutrientAmounts;
  for (const item of items) {
    const row = FOOD_ROWS[item.food];
    if (row === undefined) return unknownAmounts();
    const f = item.grams / 100;
    for (const id of NUTRIENT_IDS) {
      const sum = sums[id];
      const per = PER_100G[id](row);
      sums[id] = sum === null || per === null ? null : sum + per * f;
    }
  }
  return sums;
}

/** Amounts rounded to 0.01 of their unit, as stored on a meal (short JSON, precise enough). */
export function roundedAmounts(amounts: NutrientAmounts): MealNutrients {
  return Object.fromEntries(
    NUTRIENT_IDS.map((id) => {
      const v = amounts[id];
      return [id, v === null ? null : Math.round(v * 100) / 100];
    }),
  );
}

/**
 * The meal with its stored `nutrients`; computed from `items` when it has them and no stored
 * values. A meal with neither is returned as it is (its nutrients are unknown).
 */
export function withMealNutrients(meal: Meal): Meal {
  if (meal.nutrients !== undefined || meal.items === undefined || meal.items.length === 0) return meal;
  return { ...meal, nutrients: roundedAmounts(amountsOf(meal.items)) };
}

/** Every meal of the plan with its nutrients filled in from its items where missing (older plans). */
export function withPlanNutrients<Day extends MealPlanDay>(plan: readonly Day[]): Day[] {
  return plan.map((day) => ({
    ...day,
    breakfast: withMealNutrients(day.breakfast),
    lunch: withMealNutrients(day.lunch),
    dinner: withMealNutrients(day.dinner),
    ...(day.snack === undefined ? {} : { snack: withMealNutrients(day.snack) }),
  }));
}
