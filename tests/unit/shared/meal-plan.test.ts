import {
  RECIPES,
  allergensOf,
  allowedBy,
  containsLactose,
  nutrientsOf,
  parseRestrictions,
  recipesServedUnder,
  type CatalogueRecipe,
} from '@shared/catalogue/index.ts';
import { foodMeta } from '@shared/catalogue/foods.ts';
import { CUISINES, DIET_TYPES, GOALS, type Allergen, type MealType } from '@shared/domain.ts';
import { formatPlanDate, planStartDate } from '@shared/meal-plan/dates.ts';
import { generateMealPlan } from '@shared/meal-plan/generate.ts';
import { splitCalories } from '@shared/meal-plan/split.ts';
import { DAY_NAMES, mealPlanSchema, mealsOf, type MealPlanDay } from '@shared/schemas/meal-plan.ts';
import { mealPreferencesSchema, type MealPreferences } from '@shared/schemas/meal-preferences.ts';
import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';

/** Restriction words a user may type, and the allergens each one names (checked independently). */
const ALLERGEN_WORDS: Record<string, Allergen[]> = {
  laktos: [], // lactose, not the milk allergen: checked as foods below
  mjölk: ['milk'],
  gluten: ['gluten'],
  nötter: ['tree-nuts', 'peanuts'],
  jordnötter: ['peanuts'],
  ägg: ['egg'],
  fisk: ['fish'],
  skaldjur: ['shellfish'],
  soja: ['soy'],
  sesam: ['sesame'],
  selleri: ['celery'],
  senap: ['mustard'],
};
const OTHER_WORDS = ['kött', 'fågel', 'koriander', 'kanel', 'vitlök', 'svamp', 'tomat'];
const UNKNOWN_WORD = 'zyxqvort';

const preferencesArb = fc.record({
  calories: fc.integer({ min: 1200, max: 5000 }),
  dietType: fc.constantFrom(...DIET_TYPES),
  cuisine: fc.subarray([...CUISINES], { minLength: 1 }),
  goal: fc.constantFrom(...GOALS),
  words: fc.subarray([...Object.keys(ALLERGEN_WORDS), ...OTHER_WORDS], { maxLength: 3 }),
  withUnknown: fc.boolean(),
  includeSnacks: fc.boolean(),
});

const START = new Date('2026-11-18T10:00:00'); // a Wednesday: the plan starts Monday 23 November

function eligible(prefs: MealPreferences, meal: MealType): CatalogueRecipe[] {
  const r = parseRestrictions(prefs.restrictions);
  return recipesServedUnder(RECIPES, r).filter(
    (x) => x.mealTypes.includes(meal) && x.diets.includes(prefs.dietType) && allowedBy(x, r),
  );
}

const byId = new Map(RECIPES.map((r) => [r.id, r]));

function checkPlan(plan: MealPlanDay[], prefs: MealPreferences, words: string[]) {
  expect(mealPlanSchema.safeParse(plan).success).toBe(true);
  expect(plan.map((d) => d.day)).toEqual([...DAY_NAMES]);
  expect(plan.map((d) => d.date)).toEqual([23, 24, 25, 26, 27, 28, 29].map((d) => `2026-11-${d}`));

  const split = splitCalories(prefs.calories, prefs.includeSnacks);
  const named = new Set(words.flatMap((w) => ALLERGEN_WORDS[w] ?? []));
  const restrictions = parseRestrictions(prefs.restrictions);
  for (const day of plan) {
    expect(day.totalCalories).toBe(prefs.calories);
    expect(day.snack !== undefined).toBe(prefs.includeSnacks);
    const meals = mealsOf(day);
    expect(meals.reduce((sum, m) => sum + m.calories, 0)).toBe(day.totalCalories);
    expect([
      day.breakfast.calories,
      day.lunch.calories,
      day.dinner.calories,
      day.snack?.calories ?? 0,
    ]).toEqual([split.breakfast, split.lunch, split.dinner, split.snack]);
    for (const meal of meals) {
      const items = meal.items ?? [];
      expect(items.length).toBeGreaterThan(0);
      const n = nutrientsOf(items);
      expect(Math.abs(n.kcal - meal.calories)).toBeLessThanOrEqual(meal.calories * 0.01);
      expect([meal.protein, meal.carbs, meal.fat]).toEqual([
        Math.round(n.protein),
        Math.round(n.carbs),
        Math.round(n.fat),
      ]);
      // Hard constraints: diet, named allergens, excluded foods and seasonings.
      const recipe = byId.get(meal.recipeId ?? '');
      expect(recipe?.diets).toContain(prefs.dietType);
      expect(allergensOf(items).filter((a) => named.has(a))).toEqual([]);
      expect(items.filter((i) => restrictions.excludedFoods.has(i.food))).toEqual([]);
      if (words.includes('laktos'))
        expect(items.filter((i) => containsLactose(foodMeta(i.food)))).toEqual([]);
      const text = [meal.name, meal.description, ...(meal.recipe?.instructions ?? [])]
        .join(' ')
        .toLowerCase();
      for (const term of restrictions.excludedTerms ?? []) expect(text).not.toContain(term.toLowerCase());
      expect(meal.recipe?.ingredients).toHaveLength(items.length);
      expect(meal.recipe?.servings).toBe(1);
    }
  }
}

describe('generateMealPlan, property-based over every diet × goal × cuisine subset × snacks', () => {
  it('keeps the calorie split, the energy, the diet and every restriction', () => {
    let generated = 0;
    fc.assert(
      fc.property(preferencesArb, fc.integer(), (p, seed) => {
        const words = p.withUnknown ? [...p.words, UNKNOWN_WORD] : p.words;
        const prefs: MealPreferences = { ...p, restrictions: words.join(', ') };
        const result = generateMealPlan(prefs, { startDate: START, seed });
        if (p.withUnknown)
          expect((result.ok ? result.value : result.error).unknownRestrictions).toContain(UNKNOWN_WORD);
        if (!result.ok) {
          // Only when the catalogue really has no fitting recipe for some meal.
          expect(result.error.message).toMatch(
            /^Det finns inget recept för (frukost|lunch|middag|mellanmål) som passar/,
          );
          const meals: MealType[] = [
            'breakfast',
            'lunch',
            'dinner',
            ...(p.includeSnacks ? ['snack' as const] : []),
          ];
          expect(meals.some((m) => eligible(prefs, m).length === 0)).toBe(true);
          return;
        }
        generated++;
        checkPlan(result.value.plan, prefs, words);
      }),
      { numRuns: 250 },
    );
    expect(generated).toBeGreaterThan(100);
  }, 60_000);

  it('uses the chosen cuisines, and says so when it has to go outside them', () => {
    fc.assert(
      fc.property(preferencesArb, fc.integer(), (p, seed) => {
        const prefs: MealPreferences = { ...p, restrictions: p.words.join(', ') };
        const result = generateMealPlan(prefs, { startDate: START, seed });
        if (!result.ok) return;
        const meals = result.value.plan.flatMap((d) => mealsOf(d));
        // With "Internationellt" every cuisine is chosen. Breakfasts and snacks may come from
        // neighbouring cuisines without a notice; a lunch or dinner from another cuisine is told in
        // one sentence that counts them.
        const any = prefs.cuisine.includes('international');
        const mainsOutside = result.value.plan
          .flatMap((d) => [d.lunch, d.dinner])
          .filter(
            (m) => !any && !byId.get(m.recipeId ?? '')?.cuisines.some((c) => prefs.cuisine.includes(c)),
          );
        const told = result.value.notices.filter((n) => n.includes('andra kök'));
        expect(told.length).toBe(mainsOutside.length > 0 ? 1 : 0);
        if (mainsOutside.length > 0) expect(told[0]).toContain(`${mainsOutside.length} av veckans 14`);
        expect(
          result.value.notices.filter(
            (n) => n.startsWith('De kök du valde') || n.startsWith('Det finns för få'),
          ).length,
        ).toBeLessThanOrEqual(1);
        for (const meal of meals) {
          const recipe = byId.get(meal.recipeId ?? '');
          if (recipe?.cuisines.some((c) => prefs.cuisine.includes(c)))
            expect(prefs.cuisine).toContain(meal.cuisine);
        }
      }),
      { numRuns: 150 },
    );
  }, 60_000);

  it('repeats a lunch or dinner only when the chosen cuisines run short', () => {
    fc.assert(
      fc.property(preferencesArb, fc.integer(), (p, seed) => {
        const prefs: MealPreferences = { ...p, restrictions: p.words.join(', ') };
        const result = generateMealPlan(prefs, { startDate: START, seed });
        if (!result.ok) return;
        // With "Internationellt" every cuisine is chosen; a lunch may be a dinner dish of the chosen
        // cuisines and the other way round.
        const chosen = (r: CatalogueRecipe) =>
          prefs.cuisine.includes('international') || r.cuisines.some((c) => prefs.cuisine.includes(c));
        const lunches = eligible(prefs, 'lunch');
        const dinners = eligible(prefs, 'dinner');
        const own = new Set([...lunches, ...dinners].filter(chosen).map((r) => r.id));
        const counts = new Map<string | undefined, number>();
        for (const d of result.value.plan) {
          for (const id of [d.lunch.recipeId, d.dinner.recipeId]) counts.set(id, (counts.get(id) ?? 0) + 1);
          // Never the same dish twice on one day.
          const ids = mealsOf(d).map((m) => m.recipeId);
          expect(new Set(ids).size).toBe(ids.length);
        }
        if (own.size >= 14) expect(counts.size).toBe(14);
        // Twice at most when the chosen cuisines have a dish for every other meal; a chosen-cuisine
        // dish comes a third time before another cuisine's, never a fourth while other dishes fit.
        if (own.size >= 7) expect(Math.max(...counts.values())).toBeLessThanOrEqual(2);
        if (lunches.length + dinners.length >= 14)
          expect(Math.max(...counts.values())).toBeLessThanOrEqual(3);
        if (!result.value.notices.some((n) => n.includes('återkommer'))) expect(counts.size).toBe(14);
      }),
      { numRuns: 150 },
    );
  }, 60_000);

  it('gives the same plan for the same seed', () => {
    fc.assert(
      fc.property(preferencesArb, fc.integer(), (p, seed) => {
        const prefs: MealPreferences = { ...p, restrictions: p.words.join(', ') };
        expect(generateMealPlan(prefs, { startDate: START, seed })).toEqual(
          generateMealPlan(structuredClone(prefs), { startDate: new Date(START), seed }),
        );
      }),
      { numRuns: 40 },
    );
  }, 60_000);
});

describe('generateMealPlan examples', () => {
  const base: MealPreferences = {
    calories: 2000,
    dietType: 'balanced',
    cuisine: ['swedish', 'italian', 'mediterranean'],
    goal: 'maintenance',
    restrictions: '',
    includeSnacks: true,
  };

  it('splits 2000 kcal: snack 10 %, then 25 / 35 / 40 % of the rest: 450 / 630 / 720 / 200', () => {
    const result = generateMealPlan(base, { startDate: START, seed: 1 });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const d = result.value.plan[0];
    expect([d?.breakfast.calories, d?.lunch.calories, d?.dinner.calories, d?.snack?.calories]).toEqual([
      450, 630, 720, 200,
    ]);
  });

  it('varies with the seed', () => {
    const names = (seed: number) => {
      const r = generateMealPlan(base, { startDate: START, seed });
      return r.ok ? r.value.plan.flatMap((d) => mealsOf(d).map((m) => m.name)).join() : '';
    };
    expect(new Set([1, 2, 3, 4, 5].map(names)).size).toBeGreaterThan(1);
  });

  it('plans from the preferences as the schema parsed them: the form text "1 800" is 1800 kcal', () => {
    const prefs = mealPreferencesSchema.parse({ ...base, calories: '1 800' });
    const result = generateMealPlan(prefs, { startDate: START, seed: 3 });
    expect(result.ok && result.value.plan[0]?.totalCalories).toBe(1800);
  });

  it('"laktos" serves lactose-free milk, yoghurt and kvarg and hard cheese, never lactose; "mjölk" no dairy at all', () => {
    const dairyIn = (restrictions: string, seed: number) => {
      const result = generateMealPlan(
        {
          calories: 2400,
          dietType: 'balanced',
          cuisine: ['swedish'],
          goal: 'maintenance',
          restrictions,
          includeSnacks: true,
        },
        { startDate: START, seed },
      );
      if (!result.ok) throw new Error(result.error.message);
      const meals = result.value.plan.flatMap((d) => mealsOf(d));
      lines.push(...meals.flatMap((m) => m.recipe?.ingredients ?? []));
      return meals.flatMap((m) => (m.items ?? []).map((i) => foodMeta(i.food)));
    };
    const lines: string[] = [];
    const served = new Set<string>();
    for (let seed = 1; seed <= 10; seed++) {
      const lactose = dairyIn('laktos', seed);
      expect(lactose.filter((f) => containsLactose(f)).map((f) => f.name)).toEqual([]);
      for (const f of lactose) if (f.origin === 'dairy') served.add(f.name);
      expect(dairyIn('mjölk', seed).filter((f) => f.allergens.includes('milk'))).toEqual([]);
    }
    expect([...served].filter((name) => name.startsWith('Laktosfri ')).length).toBeGreaterThanOrEqual(3);
    // The recipe names the product as the shop sells it ("2 dl laktosfri mellanmjölk").
    expect(lines.some((line) => /laktosfri (mellanmjölk|yoghurt|kvarg|filmjölk)/u.test(line))).toBe(true);
  });

  it('returns a Swedish error, not a throw, when no recipe fits a meal', () => {
    const none = generateMealPlan(
      { ...base, dietType: 'vegan', restrictions: 'soja, gluten' },
      { startDate: START, seed: 1, recipes: RECIPES.filter((r) => !r.mealTypes.includes('breakfast')) },
    );
    expect(none).toMatchObject({ ok: false });
    expect(!none.ok && none.error.message).toBe(
      'Det finns inget recept för frukost som passar kosttypen Vegansk och dina begränsningar (soja, gluten). ' +
        'Prova att ändra kosttyp eller ta bort någon begränsning.',
    );
  });

  it('keeps keto meals under 10 % carbohydrate energy and high-protein meals at 25 % protein or more', () => {
    for (const [dietType, check] of [
      ['keto', (s: { carbs: number }) => s.carbs < 0.1],
      ['high-protein', (s: { protein: number }) => s.protein >= 0.25],
    ] as const) {
      const r = generateMealPlan(
        { ...base, dietType, cuisine: [...CUISINES] },
        { startDate: START, seed: 9 },
      );
      if (!r.ok) continue;
      for (const meal of r.value.plan.flatMap((d) => mealsOf(d))) {
        const n = nutrientsOf(meal.items ?? []);
        const e = n.protein * 4 + n.carbs * 4 + n.fat * 9;
        expect(check({ protein: (n.protein * 4) / e, carbs: (n.carbs * 4) / e })).toBe(true);
      }
    }
  });
});

describe('plan dates: from the coming Monday, or today on a Monday', () => {
  it('starts on the coming Monday, or today when today is a Monday', () => {
    expect(planStartDate(new Date(2026, 10, 23, 8))).toBe('2026-11-23'); // Monday
    expect(planStartDate(new Date(2026, 10, 24, 8))).toBe('2026-11-30'); // Tuesday
    expect(planStartDate(new Date(2026, 10, 29, 23))).toBe('2026-11-30'); // Sunday night
    expect(planStartDate(new Date(2026, 11, 30, 8))).toBe('2027-01-04'); // over the new year
  });

  it('uses the given time zone for "today"', () => {
    const mondayNightUtc = new Date('2026-11-23T23:30:00Z'); // already Tuesday in Stockholm
    expect(planStartDate(mondayNightUtc, 'UTC')).toBe('2026-11-23');
    expect(planStartDate(mondayNightUtc, 'Europe/Stockholm')).toBe('2026-11-30');
  });

  it('formats dates in Swedish', () => {
    expect(formatPlanDate('2026-11-23')).toBe('måndag 23 november');
    expect(formatPlanDate('2027-01-03')).toBe('söndag 3 januari');
  });
});
