import { RECIPES, allowedBy, nutrientsOf, parseRestrictions } from '@shared/catalogue/index.ts';
import { CUISINES, DIET_TYPES, GOALS, MEAL_TYPES, type MealType } from '@shared/domain.ts';
import { generateMealPlan } from '@shared/meal-plan/generate.ts';
import { NEIGHBOUR_CUISINES, neighboursOf } from '@shared/meal-plan/neighbours.ts';
import { swapMeal } from '@shared/meal-plan/swap.ts';
import { violation } from '../../../bench/lib/plan-quality.ts';
import { mealsOf, type MealPlanDay } from '@shared/schemas/meal-plan.ts';
import type { MealPreferences } from '@shared/schemas/meal-preferences.ts';
import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';

const START = new Date('2026-11-18T10:00:00');
const byId = new Map(RECIPES.map((r) => [r.id, r]));

const BASE: MealPreferences = {
  calories: 2200,
  dietType: 'balanced',
  cuisine: ['swedish', 'international'],
  goal: 'muscle-gain',
  restrictions: '',
  includeSnacks: true,
};

function planFor(prefs: MealPreferences, seed = 7): MealPlanDay[] {
  const result = generateMealPlan(prefs, { startDate: START, seed });
  if (!result.ok) throw new Error(result.error.message);
  return result.value.plan;
}

/** The day's sums, and the meal's energy computed from its items. */
function expectDayAddsUp(day: MealPlanDay | undefined) {
  if (day === undefined) throw new Error('missing day');
  expect(mealsOf(day).reduce((s, m) => s + m.calories, 0)).toBe(day.totalCalories);
  for (const meal of mealsOf(day)) {
    const kcal = nutrientsOf(meal.items ?? []).kcal;
    expect(Math.abs(kcal - meal.calories)).toBeLessThanOrEqual(meal.calories * 0.01);
  }
}

describe('neighbouring cuisines', () => {
  it('are symmetric and never the cuisine itself', () => {
    for (const c of CUISINES) {
      for (const n of NEIGHBOUR_CUISINES[c]) {
        expect(n).not.toBe(c);
        expect(NEIGHBOUR_CUISINES[n]).toContain(c);
      }
    }
    expect(neighboursOf(['italian'])).toEqual(['mediterranean']);
    expect(neighboursOf(['swedish', 'international'])).toEqual(['american', 'mediterranean']);
  });
});

describe('swapMeal', () => {
  it('replaces one meal with another dish of the same type that fits, and the day still adds up', () => {
    const plan = planFor(BASE);
    const before = structuredClone(plan);
    const result = swapMeal({ plan, preferences: BASE, day: 2, meal: 'lunch' });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(plan).toEqual(before); // the input is not changed
    const old = plan[2]?.lunch;
    expect(result.value.recipeId).not.toBe(old?.recipeId);
    expect(result.value.meal.recipeId).toBe(result.value.recipeId);
    expect(result.value.meal.calories).toBe(old?.calories);
    // A lunch may be a dinner dish of the chosen cuisines.
    expect(byId.get(result.value.recipeId)?.mealTypes.some((m) => m === 'lunch' || m === 'dinner')).toBe(
      true,
    );
    expect(violation(result.value.meal, BASE)).toBeUndefined();
    expect(result.value.plan[2]?.lunch).toBe(result.value.meal);
    for (const [i, day] of result.value.plan.entries()) {
      expectDayAddsUp(day);
      if (i !== 2) expect(day).toEqual(before[i]);
    }
    expect(result.value.plan[2]?.breakfast).toEqual(before[2]?.breakfast);
    expect(result.value.plan[2]?.dinner).toEqual(before[2]?.dinner);
  });

  it('prefers a dish that is not yet in the week, of the chosen or a neighbouring cuisine', () => {
    // "Internationellt" is every cuisine.
    const near = new Set(
      BASE.cuisine.includes('international') ? CUISINES : [...BASE.cuisine, ...neighboursOf(BASE.cuisine)],
    );
    const restrictions = parseRestrictions('');
    let checked = 0;
    for (const seed of [1, 2, 3]) {
      const plan = planFor(BASE, seed);
      const week = new Set(plan.flatMap((d) => mealsOf(d).map((m) => m.recipeId)));
      for (const meal of MEAL_TYPES) {
        const unused = RECIPES.filter(
          (r) =>
            r.mealTypes.includes(meal) &&
            r.diets.includes(BASE.dietType) &&
            allowedBy(r, restrictions) &&
            r.cuisines.some((c) => near.has(c)) &&
            !week.has(r.id),
        );
        for (let day = 0; day < 7; day++) {
          const result = swapMeal({ plan, preferences: BASE, day, meal });
          if (!result.ok) throw new Error(result.error);
          if (unused.length === 0) continue;
          expect(week.has(result.value.recipeId)).toBe(false);
          expect(byId.get(result.value.recipeId)?.cuisines.some((c) => near.has(c))).toBe(true);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(40);
  });

  it(
    'never picks a dish already served that day, however often "Byt rätt" is pressed',
    { timeout: 60_000 },
    () => {
      // A lunch may be a dinner dish of the chosen cuisines: cycling through every alternative
      // reaches the day's own dinner unless it is left out.
      let reachedOtherDays = 0;
      for (const seed of [1, 2]) {
        for (const meal of ['lunch', 'dinner'] as const) {
          for (const day of [0, 3]) {
            let plan = planFor(BASE, seed);
            const tried = [plan[day]?.[meal].recipeId ?? ''];
            const others = new Set(
              (['breakfast', 'lunch', 'dinner', 'snack'] as const)
                .filter((m) => m !== meal)
                .map((m) => plan[day]?.[m]?.recipeId),
            );
            const elsewhere = new Set(
              plan.flatMap((d, i) => (i === day ? [] : mealsOf(d).map((m) => m.recipeId))),
            );
            // Pressed until every alternative has been shown once (the cycle comes back to one).
            for (let press = 0; press < 400; press++) {
              const result = swapMeal({ plan, preferences: BASE, day, meal, tried });
              if (!result.ok) throw new Error(result.error);
              if (tried.includes(result.value.recipeId)) break;
              expect(others.has(result.value.recipeId)).toBe(false);
              if (elsewhere.has(result.value.recipeId)) reachedOtherDays++;
              tried.push(result.value.recipeId);
              plan = result.value.plan;
            }
          }
        }
      }
      // The presses did reach dishes served on other days: only the day's own are left out.
      expect(reachedOtherDays).toBeGreaterThan(0);
    },
  );

  it('cycles through the alternatives on repeated presses instead of bouncing between two', () => {
    let plan = planFor(BASE);
    const tried = [plan[0]?.dinner.recipeId ?? ''];
    for (let press = 0; press < 6; press++) {
      const result = swapMeal({ plan, preferences: BASE, day: 0, meal: 'dinner', tried });
      if (!result.ok) throw new Error(result.error);
      tried.push(result.value.recipeId);
      plan = result.value.plan;
      expectDayAddsUp(plan[0]);
    }
    expect(new Set(tried).size).toBe(7);
  });

  it('starts over from the dish tried longest ago when every alternative has been tried', () => {
    const prefs: MealPreferences = { ...BASE, dietType: 'vegan', cuisine: ['indian'] };
    const restrictions = parseRestrictions('');
    const fitting = RECIPES.filter(
      (r) => r.mealTypes.includes('snack') && r.diets.includes('vegan') && allowedBy(r, restrictions),
    ).slice(0, 3);
    expect(fitting.length).toBe(3);
    const plan = planFor(prefs);
    const recipes = [...fitting, ...RECIPES.filter((r) => !r.mealTypes.includes('snack'))];
    const [a, b, c] = fitting.map((r) => r.id) as [string, string, string];
    const shown = plan[1]?.snack?.recipeId ?? '';
    // The slot has shown a, b and c (c now); the next press goes back to a, then b.
    const withC = swapMeal(
      { plan, preferences: prefs, day: 1, meal: 'snack', tried: [shown, a, b] },
      recipes,
    );
    if (!withC.ok) throw new Error(withC.error);
    expect(withC.value.recipeId).toBe(c);
    const next = swapMeal(
      { plan: withC.value.plan, preferences: prefs, day: 1, meal: 'snack', tried: [a, b, c] },
      recipes,
    );
    expect(next.ok && next.value.recipeId).toBe(a);
    if (!next.ok) return;
    const then = swapMeal(
      { plan: next.value.plan, preferences: prefs, day: 1, meal: 'snack', tried: [a, b, c, a] },
      recipes,
    );
    expect(then.ok && then.value.recipeId).toBe(b);
  });

  it('says so in Swedish when no other dish fits', () => {
    const plan = planFor(BASE);
    const only = byId.get(plan[3]?.breakfast.recipeId ?? '');
    const recipes = RECIPES.filter((r) => !r.mealTypes.includes('breakfast') || r === only);
    const result = swapMeal({ plan, preferences: BASE, day: 3, meal: 'breakfast' }, recipes);
    expect(result).toEqual({
      ok: false,
      error: 'Det finns ingen annan frukost som passar din kost och dina val, så rätten kan inte bytas.',
    });
  });

  it('answers a slot that is not in the plan with a Swedish error, never a throw', () => {
    const plan = planFor(BASE);
    expect(swapMeal({ plan, preferences: BASE, day: 9, meal: 'lunch' }).ok).toBe(false);
    expect(swapMeal({ plan, preferences: { ...BASE, includeSnacks: false }, day: 0, meal: 'snack' }).ok).toBe(
      true,
    );
    const noSnack = plan.map((d) => ({ ...d, snack: undefined }));
    expect(swapMeal({ plan: noSnack, preferences: BASE, day: 0, meal: 'snack' })).toEqual({
      ok: false,
      error: 'Måltiden finns inte i planen.',
    });
    // The preferences are parsed where they enter (the form, the stored plan's schema), not here.
  });

  it('never breaks the diet or a restriction, over many random plans and slots', () => {
    const words = ['laktos', 'gluten', 'nötter', 'ägg', 'fisk', 'soja', 'kött', 'koriander', 'tomat'];
    fc.assert(
      fc.property(
        fc.record({
          calories: fc.integer({ min: 1200, max: 5000 }),
          dietType: fc.constantFrom(...DIET_TYPES),
          cuisine: fc.subarray([...CUISINES], { minLength: 1 }),
          goal: fc.constantFrom(...GOALS),
          words: fc.subarray(words, { maxLength: 3 }),
          includeSnacks: fc.boolean(),
        }),
        fc.integer(),
        fc.integer({ min: 0, max: 6 }),
        fc.constantFrom<MealType>(...MEAL_TYPES),
        (p, seed, day, meal) => {
          const prefs: MealPreferences = { ...p, restrictions: p.words.join(', ') };
          const generated = generateMealPlan(prefs, { startDate: START, seed });
          if (!generated.ok) return;
          const result = swapMeal({ plan: generated.value.plan, preferences: prefs, day, meal });
          if (!result.ok) {
            expect(result.error).toMatch(/^(Det finns ingen annan|Måltiden finns inte)/);
            return;
          }
          const restrictions = parseRestrictions(prefs.restrictions);
          const items = result.value.meal.items ?? [];
          expect(violation(result.value.meal, prefs)).toBeUndefined();
          expect(items.filter((i) => restrictions.excludedFoods.has(i.food))).toEqual([]);
          expect(result.value.meal.calories).toBe(generated.value.plan[day]?.[meal]?.calories);
          expectDayAddsUp(result.value.plan[day]);
        },
      ),
      { numRuns: 150 },
    );
  }, 60_000);
});
