import { RECIPES, nutrientsOf } from '@shared/catalogue/index.ts';
import { generateMealPlan } from '@shared/meal-plan/generate.ts';
import { putRecipe, swapMeal } from '@shared/meal-plan/swap.ts';
import { mealsOf, type MealPlanDay } from '@shared/schemas/meal-plan.ts';
import type { MealPreferences } from '@shared/schemas/meal-preferences.ts';
import { describe, expect, it } from 'vitest';

import { violation } from '../../../bench/lib/plan-quality.ts';

const START = new Date('2026-11-16T10:00:00');

const BASE: MealPreferences = {
  calories: 2200,
  dietType: 'balanced',
  cuisine: ['swedish', 'international'],
  goal: 'maintenance',
  restrictions: '',
  includeSnacks: true,
};

function planFor(prefs: MealPreferences): MealPlanDay[] {
  const result = generateMealPlan(prefs, { startDate: START, seed: 11 });
  if (!result.ok) throw new Error(result.error.message);
  return result.value.plan;
}

function expectDayAddsUp(day: MealPlanDay | undefined) {
  if (day === undefined) throw new Error('missing day');
  expect(mealsOf(day).reduce((s, m) => s + m.calories, 0)).toBe(day.totalCalories);
  for (const meal of mealsOf(day)) {
    const kcal = nutrientsOf(meal.items ?? []).kcal;
    expect(Math.abs(kcal - meal.calories)).toBeLessThanOrEqual(meal.calories * 0.01);
  }
}

function dayOf(plan: readonly MealPlanDay[], index: number): MealPlanDay {
  const day = plan[index];
  if (day === undefined) throw new Error(`no day ${index}`);
  return day;
}

/** A catalogue recipe by id; the test fails loudly if the catalogue no longer has it. */
function recipe(id: string) {
  const found = RECIPES.find((r) => r.id === id);
  if (found === undefined) throw new Error(`no recipe ${id}`);
  return found;
}

/** The error of a refused put-in (the test fails if it was accepted). */
function refusal(result: ReturnType<typeof putRecipe>): string {
  if (result.ok) throw new Error(`accepted ${result.value.recipeId}`);
  return result.error;
}

describe('putRecipe ("Lägg i min vecka")', () => {
  it('puts the named recipe in at the meal’s calories, portioned as a swap portions, and the day still adds up', () => {
    const plan = planFor(BASE);
    const before = structuredClone(plan);
    const id = 'kycklingcurry-med-basmatiris';
    // Not already served on Tuesday, so it may go in.
    expect(mealsOf(dayOf(plan, 1)).map((m) => m.recipeId)).not.toContain(id);
    const result = putRecipe({ plan, preferences: BASE, day: 1, meal: 'dinner', recipeId: id });
    if (!result.ok) throw new Error(result.error);
    expect(plan).toEqual(before); // the input is not changed
    const { meal } = result.value;
    expect(result.value.recipeId).toBe(id);
    expect(meal.recipeId).toBe(id);
    expect(meal.name).toBe(recipe(id).name);
    expect(meal.calories).toBe(before[1]?.dinner.calories);
    expect(meal.recipe?.instructions.length).toBeGreaterThan(0);
    expect(violation(meal, BASE)).toBeUndefined();
    expect(result.value.plan[1]?.dinner).toBe(meal);
    for (const [i, day] of result.value.plan.entries()) {
      expectDayAddsUp(day);
      if (i !== 1) expect(day).toEqual(before[i]);
    }
    expect(result.value.plan[1]?.lunch).toEqual(before[1]?.lunch);
  });

  it('serves it exactly as a swap would serve the same dish in that slot', () => {
    const plan = planFor(BASE);
    const swapped = swapMeal({ plan, preferences: BASE, day: 3, meal: 'lunch' });
    if (!swapped.ok) throw new Error(swapped.error);
    const put = putRecipe({
      plan,
      preferences: BASE,
      day: 3,
      meal: 'lunch',
      recipeId: swapped.value.recipeId,
    });
    if (!put.ok) throw new Error(put.error);
    expect(put.value.meal).toEqual(swapped.value.meal);
  });

  it('lets lunch and dinner take each other’s dishes, but a breakfast is no dinner', () => {
    const plan = planFor(BASE);
    const lunchDish = RECIPES.find(
      (r) => r.mealTypes.length === 1 && r.mealTypes[0] === 'lunch' && r.diets.includes('balanced'),
    );
    if (lunchDish === undefined) throw new Error('no lunch-only dish');
    const day = plan.findIndex((d) => !mealsOf(d).some((m) => m.recipeId === lunchDish.id));
    expect(putRecipe({ plan, preferences: BASE, day, meal: 'dinner', recipeId: lunchDish.id }).ok).toBe(true);
    const porridge = recipe('havregrynsgrot-med-blabar-och-mandel');
    expect(
      refusal(putRecipe({ plan, preferences: BASE, day: 1, meal: 'dinner', recipeId: porridge.id })),
    ).toBe(`${porridge.name} är inget middagsrecept.`);
    expect(
      refusal(
        putRecipe({
          plan,
          preferences: BASE,
          day: 1,
          meal: 'breakfast',
          recipeId: 'kycklingcurry-med-basmatiris',
        }),
      ),
    ).toBe('Kycklingcurry med spenat och basmatiris är inget frukostrecept.');
  });

  it('refuses a recipe that does not fit the plan’s diet, and says which diet', () => {
    const vegan: MealPreferences = { ...BASE, dietType: 'vegan' };
    const plan = planFor(vegan);
    expect(
      refusal(
        putRecipe({
          plan,
          preferences: vegan,
          day: 0,
          meal: 'dinner',
          recipeId: 'kycklingcurry-med-basmatiris',
        }),
      ),
    ).toBe('Receptet passar inte kosten i din plan (vegansk).');
    const veganDish = RECIPES.find((r) => r.mealTypes.includes('dinner') && r.diets.includes('vegan'));
    if (veganDish === undefined) throw new Error('no vegan dinner');
    const day = plan.findIndex((d) => !mealsOf(d).some((m) => m.recipeId === veganDish.id));
    expect(putRecipe({ plan, preferences: vegan, day, meal: 'dinner', recipeId: veganDish.id }).ok).toBe(
      true,
    );
  });

  it('refuses a recipe a restriction excludes, naming lactose, the allergen or the food', () => {
    const lactose: MealPreferences = { ...BASE, restrictions: 'laktos' };
    const plan = planFor(lactose);
    expect(
      refusal(
        putRecipe({
          plan,
          preferences: lactose,
          day: 2,
          meal: 'dinner',
          recipeId: 'kottbullar-med-potatis-och-lingon',
        }),
      ),
    ).toBe('Receptet innehåller laktos, som din plan utesluter.');
    // Milk in the dish is served as lactose-free milk, so the dish fits.
    const lax = putRecipe({
      plan,
      preferences: lactose,
      day: 2,
      meal: 'dinner',
      recipeId: 'ugnsbakad-lax-med-potatis-och-dillsas',
    });
    if (!lax.ok) throw new Error(lax.error);
    expect(violation(lax.value.meal, lactose)).toBeUndefined();

    const fish: MealPreferences = { ...BASE, restrictions: 'fisk' };
    expect(
      refusal(
        putRecipe({
          plan: planFor(fish),
          preferences: fish,
          day: 2,
          meal: 'dinner',
          recipeId: 'ugnsbakad-lax-med-potatis-och-dillsas',
        }),
      ),
    ).toBe('Receptet innehåller fisk, som din plan utesluter.');
  });

  it('refuses a dish already served that day, and a slot the plan does not have', () => {
    const plan = planFor(BASE);
    const monday = dayOf(plan, 0);
    const lunchId = monday.lunch.recipeId ?? '';
    expect(refusal(putRecipe({ plan, preferences: BASE, day: 0, meal: 'lunch', recipeId: lunchId }))).toBe(
      'Receptet är redan lunch på måndag.',
    );
    expect(
      refusal(putRecipe({ plan, preferences: BASE, day: 0, meal: 'dinner', recipeId: lunchId })),
    ).toMatch(/^Receptet finns redan på måndag/u);
    const noSnacks = plan.map((day) => ({ ...day, snack: undefined }));
    expect(
      refusal(putRecipe({ plan: noSnacks, preferences: BASE, day: 0, meal: 'snack', recipeId: lunchId })),
    ).toBe('Måltiden finns inte i planen.');
    expect(
      refusal(putRecipe({ plan, preferences: BASE, day: 1, meal: 'lunch', recipeId: 'finns-inte' })),
    ).toBe('Receptet finns inte i receptsamlingen.');
  });
});
