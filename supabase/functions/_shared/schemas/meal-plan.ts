import * as z from 'zod/mini';
import { CUISINES, KITCHEN_UNITS } from '../domain.ts';
import { DAY_NAMES, mealsOf } from './plan-days.ts';

/** The plan's day names, Monday first, and a day's meals in order (plain, in plan-days.ts). */
export { DAY_NAMES, mealsOf };
export type { DayName } from './plan-days.ts';

const grams = z
  .number({ error: 'Ange gram som ett tal' })
  .check(z.minimum(0, { error: 'Gram kan inte vara negativt' }));

/**
 * One food of a meal after portion scaling: Livsmedelsnummer, grams for one person, and the
 * kitchen unit the recipe shows it in. This is what the shopping list is rebuilt from.
 */
export const mealItemSchema = z.object({
  food: z.int({ error: 'Ogiltigt livsmedelsnummer' }),
  grams,
  unit: z.enum(KITCHEN_UNITS, { error: 'Okänd enhet' }),
});
export type MealItem = z.output<typeof mealItemSchema>;

/** An amount in its unit; null or missing when unknown. */
const amount = z.optional(
  z.nullable(
    z.number({ error: 'Ogiltigt näringsvärde' }).check(z.minimum(0, { error: 'Ogiltigt näringsvärde' })),
  ),
);

/**
 * A meal's nutrient amounts, computed from its items with Livsmedelsdatabasen by the generator:
 * fibre, whole grain, fruit and vegetables, salt, saturated fat and added sugar in g, iron and
 * calcium in mg, vitamins D and B12 in µg. Null or missing means unknown, never zero. Optional on
 * the meal, so plans saved before it existed stay valid.
 */
export const mealNutrientsSchema = z.object({
  fibre: amount,
  wholeGrain: amount,
  fruitVeg: amount,
  salt: amount,
  saturatedFat: amount,
  addedSugar: amount,
  iron: amount,
  calcium: amount,
  vitaminD: amount,
  vitaminB12: amount,
});
export type MealNutrients = z.output<typeof mealNutrientsSchema>;

/** A recipe: ingredient lines, numbered steps, servings and cooking time (minutes). */
export const recipeSchema = z.object({
  ingredients: z.array(z.string({ error: 'Ogiltig ingrediens' }), { error: 'Ingredienser saknas' }),
  instructions: z.array(z.string({ error: 'Ogiltigt steg' }), { error: 'Instruktioner saknas' }),
  servings: z.int({ error: 'Ogiltigt antal portioner' }).check(z.minimum(1, { error: 'Minst 1 portion' })),
  cookingTime: z
    .number({ error: 'Ogiltig tillagningstid' })
    .check(z.minimum(0, { error: 'Ogiltig tillagningstid' })),
});
export type MealRecipe = z.output<typeof recipeSchema>;

/**
 * A meal: energy in kcal, macros in grams. The optional extras (`recipeId`,
 * `cuisine`, `items`, `nutrients`) are written by the rule-based generator; a plan without them is still valid.
 */
export const mealSchema = z.object({
  name: z.string({ error: 'Måltiden saknar namn' }).check(z.minLength(1, { error: 'Måltiden saknar namn' })),
  description: z.string({ error: 'Ogiltig beskrivning' }),
  calories: z.number({ error: 'Ogiltiga kalorier' }).check(z.minimum(0, { error: 'Ogiltiga kalorier' })),
  protein: grams,
  carbs: grams,
  fat: grams,
  recipe: z.optional(recipeSchema),
  recipeId: z.optional(z.string({ error: 'Ogiltigt recept-id' })),
  cuisine: z.optional(z.enum(CUISINES, { error: 'Okänt kök' })),
  items: z.optional(z.array(mealItemSchema, { error: 'Ogiltiga ingredienser' })),
  nutrients: z.optional(mealNutrientsSchema),
});
export type Meal = z.output<typeof mealSchema>;

/** A plan day: Swedish day name, ISO date (YYYY-MM-DD) and the day's calorie target in kcal. */
export const mealPlanDaySchema = z.object({
  day: z.enum(DAY_NAMES, { error: 'Okänd veckodag' }),
  date: z.iso.date({ error: 'Ogiltigt datum' }),
  totalCalories: z
    .number({ error: 'Ogiltigt kaloriintag' })
    .check(z.minimum(0, { error: 'Ogiltigt kaloriintag' })),
  breakfast: mealSchema,
  lunch: mealSchema,
  dinner: mealSchema,
  snack: z.optional(mealSchema),
});
export type MealPlanDay = z.output<typeof mealPlanDaySchema>;

/**
 * Exactly 7 days, Måndag to Söndag in order, each checked by `day`: `mealPlanDaySchema`, a
 * pass-through for days a caller has already checked one at a time (see the browser's sliced read),
 * or a day's shape alone (My plans' cards, which read the whole week on "Visa").
 */
export function planOf<Day extends z.ZodMiniType<{ day: string }>>(day: Day) {
  return z.array(day, { error: 'Måltidsplanen har fel format' }).check(
    z.length(7, { error: 'Måltidsplanen måste ha 7 dagar' }),
    z.refine((days: { day: string }[]) => days.every((d, i) => d.day === DAY_NAMES[i]), {
      error: 'Dagarna måste gå från måndag till söndag',
    }),
  );
}

/**
 * The generated meal plan: exactly 7 days, Måndag to Söndag in order. This is the
 * shape stored under `generatedMealPlan`/`selectedMealPlan` and in `meal_plans.plan_data`.
 */
export const mealPlanSchema = planOf(mealPlanDaySchema);
export type MealPlan = z.output<typeof mealPlanSchema>;
