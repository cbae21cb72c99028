/**
 * TEST HELPERS ONLY (not imported by the handler): requests, a fixed "now", and model answers for
 * the AI path, shared by handler.test.ts (Deno) and tests/unit/functions (vitest).
 */
import { food } from '../_shared/catalogue/index.ts';
import type { MealType } from '../_shared/domain.ts';
import { DAY_NAMES } from '../_shared/schemas/meal-plan.ts';
import type { MealPreferencesInput } from '../_shared/schemas/meal-preferences.ts';

/** A Wednesday (ms since the epoch, as every clock of the functions); the plan starts on Monday 2025-11-24. */
export const NOW = Date.parse('2025-11-19T10:00:00Z');
export const PLAN_DATES = ['24', '25', '26', '27', '28', '29', '30'].map((d) => `2025-11-${d}`);

/** Someone avoiding lactose: 2000 kcal with snacks → 450 / 630 / 720 / 200 kcal. */
export const LACTOSE_FREE: MealPreferencesInput = {
  calories: '2 000',
  dietType: 'balanced',
  cuisine: ['swedish', 'asian'],
  goal: 'maintenance',
  restrictions: 'laktos',
  includeSnacks: true,
};
export const LACTOSE_FREE_SPLIT: Record<MealType, number> = {
  breakfast: 450,
  lunch: 630,
  dinner: 720,
  snack: 200,
};

interface DishSpec {
  name: string;
  /** [Livsmedelsnummer, share of the dish's energy]. */
  foods: readonly (readonly [number, number])[];
  steps: string[];
}

/** Lactose-free dishes from catalogue foods (Havredryck, not milk). */
export const DISHES: Record<MealType, DishSpec> = {
  breakfast: {
    name: 'Havregrynsgröt med banan',
    foods: [
      [702, 0.6],
      [553, 0.25],
      [700, 0.15],
    ],
    steps: ['Koka gryn och havredryck i 3 minuter.', 'Toppa med skivad banan.'],
  },
  lunch: {
    name: 'Kyckling med ris och broccoli',
    foods: [
      [1173, 0.4],
      [2475, 0.4],
      [325, 0.1],
      [2189, 0.1],
    ],
    steps: ['Koka riset.', 'Stek kycklingen i oljan och servera med ångad broccoli.'],
  },
  dinner: {
    name: 'Ugnsbakad lax med potatis',
    foods: [
      [1255, 0.55],
      [4457, 0.35],
      [331, 0.1],
    ],
    steps: ['Baka laxen i ugnen i 20 minuter.', 'Servera med kokt potatis och bönor.'],
  },
  snack: {
    name: 'Äpple och mandlar',
    foods: [
      [588, 0.5],
      [1575, 0.5],
    ],
    steps: ['Skiva äpplet och servera med mandlarna.'],
  },
};

/** One meal as the model writes it, with grams giving `kcal × factor` kcal. */
export function aiMeal(spec: DishSpec, kcal: number, factor = 1.1) {
  return {
    name: spec.name,
    description: `${spec.name}, enkel och mättande.`,
    cuisine: 'swedish',
    cookingTime: 20,
    ingredients: spec.foods.map(([number, share]) => [
      number,
      Math.round(((kcal * factor * share) / food(number).per100g.kcal) * 100),
    ]),
    instructions: [...spec.steps],
  };
}

/** A complete, valid answer for LACTOSE_FREE; `change` may edit one day's meals. */
export function aiAnswer(change?: (day: Record<string, unknown>, index: number) => void): {
  days: unknown[];
} {
  const days = DAY_NAMES.map((day, index) => {
    const entry: Record<string, unknown> = { day };
    for (const meal of ['breakfast', 'lunch', 'dinner', 'snack'] as const) {
      entry[meal] = aiMeal(DISHES[meal], LACTOSE_FREE_SPLIT[meal]);
    }
    change?.(entry, index);
    return entry;
  });
  return { days };
}
