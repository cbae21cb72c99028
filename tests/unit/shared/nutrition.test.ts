import { RECIPES, food } from '@shared/catalogue/index.ts';
import { CUISINES, DIET_TYPES, GOALS } from '@shared/domain.ts';
import { generateMealPlan } from '@shared/meal-plan/generate.ts';
import { amountsOf, roundedAmounts, withPlanNutrients } from '@shared/catalogue/amounts.ts';
import { assessDay, assessWeek } from '@shared/nutrition/assess.ts';
import { NUTRIENT_IDS, SOURCES, referenceFor } from '@shared/nutrition/reference.ts';
import { assessPlan, tipFor } from '@shared/nutrition/tips.ts';
import { mealPlanSchema, mealsOf, type Meal, type MealPlanDay } from '@shared/schemas/meal-plan.ts';
import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';

const START = new Date('2026-11-18T10:00:00');

describe('nutrient amounts from Livsmedelsdatabasen', () => {
  it('sums one recipe by hand: havregrynsgröt med blåbär och mandel', () => {
    const r = RECIPES.find((x) => x.id === 'havregrynsgrot-med-blabar-och-mandel');
    // 53 g havregryn 702, 206 g mellanmjölk 150, 60 g blåbär 556, 10 g mandlar 1575 (values per 100 g).
    const a = r?.nutrientAmounts;
    expect(a?.fibre).toBeCloseTo(0.53 * 7.5 + 0.6 * 3.1 + 0.1 * 18.7, 6); // 7.705 g
    expect(a?.salt).toBeCloseTo(2.06 * 0.1, 6); // 0.206 g
    expect(a?.wholeGrain).toBeCloseTo(53, 6); // havregryn is 100 % whole grain
    expect(a?.fruitVeg).toBeCloseTo(60, 6); // only the blueberries
    expect(a?.saturatedFat).toBeCloseTo(0.53 * 1.1 + 2.06 * 1 + 0.1 * 4.4, 6); // 3.083 g
    expect(a?.addedSugar).toBe(0);
    expect(a?.iron).toBeCloseTo(0.53 * 3.4 + 0.6 * 0.6 + 0.1 * 3.2, 6); // 2.482 mg
    expect(a?.calcium).toBeCloseTo(0.53 * 43 + 2.06 * 122 + 0.6 * 20 + 0.1 * 296, 6); // 315.71 mg
    expect(a?.vitaminD).toBeCloseTo(2.06 * 1, 6); // 2.06 µg
    expect(a?.vitaminB12).toBeCloseTo(2.06 * 0.59, 6); // 1.2154 µg
  });

  it('is unknown, not zero, for a food outside the table', () => {
    const a = amountsOf([
      { food: 702, grams: 50 },
      { food: 999_999, grams: 10 },
    ]);
    for (const id of NUTRIENT_IDS) expect(a[id]).toBeNull();
  });

  it('fills in an older plan from its items and leaves meals without items unknown', () => {
    const result = generateMealPlan(
      {
        calories: 2000,
        dietType: 'balanced',
        cuisine: ['swedish'],
        goal: 'maintenance',
        restrictions: '',
        includeSnacks: false,
      },
      { startDate: START, seed: 1 },
    );
    if (!result.ok) throw new Error(result.error.message);
    const stripped = result.value.plan.map((d, i): MealPlanDay => {
      if (i > 0) return d;
      const breakfast = { ...d.breakfast };
      delete breakfast.nutrients;
      const lunch = { ...d.lunch };
      delete lunch.nutrients;
      delete lunch.items;
      return { ...d, breakfast, lunch };
    });
    const filled = withPlanNutrients(stripped);
    expect(filled[0]?.breakfast.nutrients).toEqual(result.value.plan[0]?.breakfast.nutrients);
    expect(filled[0]?.lunch.nutrients).toBeUndefined();
    const first = filled[0];
    if (first === undefined) throw new Error('no first day');
    expect(assessDay(first).nutrients.every((n) => n.verdict === 'unknown')).toBe(true);
  });
});

function meal(calories: number, nutrients: Meal['nutrients']): Meal {
  return {
    name: 'Test',
    description: '',
    calories,
    protein: 0,
    carbs: 0,
    fat: 0,
    ...(nutrients ? { nutrients } : {}),
  };
}

describe('assessing a day and the week', () => {
  const full = (over: Partial<NonNullable<Meal['nutrients']>>) => ({
    fibre: 5,
    wholeGrain: 20,
    fruitVeg: 100,
    salt: 1,
    saturatedFat: 5,
    addedSugar: 2,
    iron: 2,
    calcium: 200,
    vitaminD: 1,
    vitaminB12: 1,
    ...over,
  });
  // 2 000 kcal: 450 + 630 + 720 + 200.
  const day: MealPlanDay = {
    day: 'Måndag',
    date: '2026-11-23',
    totalCalories: 2000,
    breakfast: meal(450, full({ fibre: 8 })),
    lunch: meal(630, full({ salt: 2.5 })),
    dinner: meal(720, full({ saturatedFat: 10 })),
    snack: meal(200, full({ vitaminD: 8 })),
  };

  it('sums a hand-checked day and gives the verdicts', () => {
    const a = assessDay(day);
    const by = Object.fromEntries(a.nutrients.map((n) => [n.id, n]));
    expect(a.energyKcal).toBe(2000);
    // Fibre 8 + 5 + 5 + 5 = 23 g against 3 g/MJ × 8.368 MJ = 25.1 g.
    expect(by.fibre?.amount).toBeCloseTo(23, 6);
    expect(by.fibre?.reference.value).toBeCloseTo(3 * 8.368, 6);
    expect(by.fibre?.verdict).toBe('low');
    // Salt 1 + 2.5 + 1 + 1 = 5.5 g, limit 6 g.
    expect(by.salt?.amount).toBeCloseTo(5.5, 6);
    expect(by.salt?.verdict).toBe('good');
    // Saturated fat 5 + 5 + 10 + 5 = 25 g × 9 kcal = 225 kcal of 2 000 = 11.25 E%, limit 10.
    expect(by.saturatedFat?.amount).toBeCloseTo(11.25, 6);
    expect(by.saturatedFat?.verdict).toBe('high');
    // Added sugar 8 g × 4 kcal = 32 kcal = 1.6 E%.
    expect(by.addedSugar?.amount).toBeCloseTo(1.6, 6);
    // Vitamin D 1 + 1 + 1 + 8 = 11 µg ≥ 10.
    expect(by.vitaminD?.verdict).toBe('good');
    // Iron 8 mg: no sex given → the stricter 15 mg.
    expect(by.iron?.reference).toMatchObject({ value: 15, basis: 'stricter' });
    expect(by.iron?.verdict).toBe('low');
  });

  it('averages the week per day, and one unknown meal makes that nutrient unknown', () => {
    const week = Array.from({ length: 7 }, () => day);
    const w = assessWeek(week);
    expect(w.nutrients.find((n) => n.id === 'fibre')?.amount).toBeCloseTo(23, 6);
    const partial = [{ ...day, lunch: meal(630, full({ salt: null })) }, ...week.slice(1)];
    const p = assessWeek(partial);
    expect(p.nutrients.find((n) => n.id === 'salt')).toMatchObject({ amount: null, verdict: 'unknown' });
    expect(p.nutrients.find((n) => n.id === 'fibre')?.verdict).toBe('low');
    const noData = [{ ...day, lunch: meal(630, undefined) }, ...week.slice(1)];
    expect(assessWeek(noData).nutrients.every((n) => n.verdict === 'unknown')).toBe(true);
  });

  it('uses the sex where NNR does (iron) and says which set it used', () => {
    expect(referenceFor('iron', 2000, 'male')).toMatchObject({ value: 9, basis: 'male' });
    expect(referenceFor('iron', 2000, 'female')).toMatchObject({ value: 15, basis: 'female' });
    expect(referenceFor('iron', 2000)).toMatchObject({ value: 15, basis: 'stricter' });
    expect(assessPlan([day], 'male').sexBasis).toBe('male');
    expect(assessPlan([day]).sexBasis).toBe('stricter');
  });

  it('gives every reference value a source', () => {
    for (const id of NUTRIENT_IDS) {
      const ref = referenceFor(id, 2000);
      expect(ref.source).toBe(SOURCES[id]);
      expect(ref.source).toMatch(/NNR 2023|Livsmedelsverket/);
      expect(ref.value).toBeGreaterThan(0);
    }
  });
});

describe('tips', () => {
  it('name only foods that are in the recipe catalogue, and cite a source', () => {
    for (const id of NUTRIENT_IDS) {
      const tip = tipFor(id);
      expect(tip.foods.length).toBeGreaterThan(0);
      for (const n of tip.foods) expect(() => food(n)).not.toThrow();
      expect(tip.source.length).toBeGreaterThan(10);
    }
  });

  it('tell a vegan week about fortified oat drink and the B12 supplement Livsmedelsverket recommends', () => {
    const result = generateMealPlan(
      {
        calories: 2200,
        dietType: 'vegan',
        cuisine: [...CUISINES],
        goal: 'maintenance',
        restrictions: '',
        includeSnacks: true,
      },
      { startDate: START, seed: 5 },
    );
    if (!result.ok) throw new Error(result.error.message);
    const a = assessPlan(result.value.plan, undefined, { diet: 'vegan' });
    expect(a.week.nutrients.find((n) => n.id === 'vitaminB12')?.verdict).toBe('low');
    const tip = a.tips.find((t) => t.id === 'vitaminB12');
    expect(tip?.text).toMatch(/berikad havredryck/);
    expect(tip?.text).toMatch(/Livsmedelsverket.*B12-tillskott/);
    expect(tip?.source).toMatch(/Livsmedelsverket/);
    expect(tip?.foods).toContain(700); // Havredryck fett 1,5% berikad
  });
});

describe('the generator and the nutrients', () => {
  const prefsArb = fc.record({
    calories: fc.integer({ min: 1200, max: 5000 }),
    dietType: fc.constantFrom(...DIET_TYPES),
    cuisine: fc.subarray([...CUISINES], { minLength: 1 }),
    goal: fc.constantFrom(...GOALS),
    restrictions: fc.constantFrom('', 'laktos', 'gluten, nötter', 'fisk'),
    includeSnacks: fc.boolean(),
  });

  it('over 500 random plans, every nutrient is a finite number or explicitly unknown', () => {
    let checked = 0;
    fc.assert(
      fc.property(prefsArb, fc.integer(), fc.nat(), (prefs, seed, drop) => {
        const result = generateMealPlan(prefs, { startDate: START, seed });
        if (!result.ok) return;
        checked++;
        // Some meals as an AI plan without items or an older plan would have them: no nutrients.
        const plan = result.value.plan.map((d, i): MealPlanDay => {
          if (((drop >> i) & 1) === 0) return d;
          const dinner = { ...d.dinner };
          delete dinner.nutrients;
          return { ...d, dinner };
        });
        expect(mealPlanSchema.safeParse(result.value.plan).success).toBe(true);
        const a = assessPlan(plan, drop % 3 === 0 ? undefined : drop % 3 === 1 ? 'male' : 'female');
        for (const n of [...a.days.flatMap((d) => d.nutrients), ...a.week.nutrients]) {
          if (n.amount === null) expect(n.verdict).toBe('unknown');
          else {
            expect(Number.isFinite(n.amount)).toBe(true);
            expect(n.amount).toBeGreaterThanOrEqual(0);
            expect(['good', 'low', 'high']).toContain(n.verdict);
          }
          expect(Number.isFinite(n.reference.value)).toBe(true);
        }
        for (const meal of result.value.plan.flatMap((d) => mealsOf(d))) {
          expect(meal.nutrients).toEqual(roundedAmounts(amountsOf(meal.items ?? [])));
        }
      }),
      { numRuns: 500 },
    );
    expect(checked).toBeGreaterThan(250);
  }, 60_000);

  it('closes salt and fibre shortfalls more often than the plain macro choice', () => {
    const misses = { before: 0, after: 0 };
    fc.assert(
      fc.property(prefsArb, fc.integer(), (prefs, seed) => {
        for (const preferNutrients of [false, true]) {
          const r = generateMealPlan(prefs, { startDate: START, seed, preferNutrients });
          if (!r.ok) return;
          const week = assessWeek(r.value.plan).nutrients;
          const n = week.filter((x) => (x.id === 'fibre' || x.id === 'salt') && x.verdict !== 'good').length;
          misses[preferNutrients ? 'after' : 'before'] += n;
        }
      }),
      { numRuns: 200, seed: 13 },
    );
    // Seeded: 177 misses before, 160 after when written; equal would mean the preference does nothing.
    expect(misses.after).toBeLessThan(misses.before);
  }, 60_000);
});
