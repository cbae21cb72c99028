import { food } from '@shared/catalogue/index.ts';
import { CUISINES, DIET_TYPES, SHOPPING_CATEGORIES } from '@shared/domain.ts';
import { generateMealPlan } from '@shared/meal-plan/generate.ts';
import { mealsOf, type MealPlanDay } from '@shared/schemas/meal-plan.ts';
import { shoppingItemSchema } from '@shared/schemas/shopping.ts';
import { buildShoppingList, normalizePeople, quantityText, roundUp } from '@shared/shopping-list.ts';
import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';

const START = new Date('2026-11-18T10:00:00');

function planFor(
  dietType: (typeof DIET_TYPES)[number],
  includeSnacks: boolean,
  seed: number,
): MealPlanDay[] | null {
  const r = generateMealPlan(
    {
      calories: 2200,
      dietType,
      cuisine: [...CUISINES],
      goal: 'maintenance',
      restrictions: '',
      includeSnacks,
    },
    { startDate: START, seed },
  );
  return r.ok ? r.value.plan : null;
}

/** Summed grams per food over the plan, for one person. */
function summedGrams(plan: MealPlanDay[]): Map<number, number> {
  const sums = new Map<number, number>();
  for (const meal of plan.flatMap((d) => mealsOf(d))) {
    for (const item of meal.items ?? []) sums.set(item.food, (sums.get(item.food) ?? 0) + item.grams);
  }
  return sums;
}

const gramsPer = (n: number, unit: string) =>
  unit === 'g' ? 1 : (food(n).gramsPer[unit as 'dl' | 'msk' | 'tsk' | 'st'] ?? Number.NaN);

describe('buildShoppingList', () => {
  it('merges the plan per food, rounds one person up, and multiplies by the people', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...DIET_TYPES),
        fc.boolean(),
        fc.integer(),
        fc.integer({ min: 1, max: 12 }),
        (diet, snacks, seed, people) => {
          const plan = planFor(diet, snacks, seed);
          if (!plan) return;
          const list = buildShoppingList(plan, people);
          const sums = summedGrams(plan);
          const items = list.groups.flatMap((g) => g.items);
          expect(list.people).toBe(people);
          // Every food exactly once.
          expect(items.map((i) => i.food).sort()).toEqual([...sums.keys()].sort());
          for (const item of items) {
            expect(shoppingItemSchema.safeParse(item).success).toBe(true);
            const exact = sums.get(item.food ?? -1) ?? 0;
            expect(item.grams).toBeCloseTo(exact * people, 6);
            // The rounded-up amount per person covers the exact need, by less than one step.
            const perUnit = gramsPer(item.food ?? -1, item.unit ?? 'g');
            const perPerson = (item.amount ?? 0) / people;
            expect(perPerson * perUnit).toBeGreaterThanOrEqual(exact - 1e-6);
            expect(perPerson - exact / perUnit).toBeLessThan(item.unit === 'g' ? 50 : 1);
            expect(item.quantity).toBe(quantityText(item.food ?? -1, item.amount ?? 0, item.unit ?? 'g'));
            expect(item.estimated_cost).toBe(
              `${item.cost ?? 0} kr`.replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0'),
            );
            expect((item.cost ?? 0) % people).toBe(0);
          }
          for (const g of list.groups) {
            expect(g.subtotal).toBe(g.items.reduce((s, i) => s + (i.cost ?? 0), 0));
            expect(g.items.every((i) => i.category === g.category)).toBe(true);
          }
          expect(list.total).toBe(list.groups.reduce((s, g) => s + g.subtotal, 0));
          // Spec order, and Mellanmål only with snacks.
          const order = list.groups.map((g) => SHOPPING_CATEGORIES.indexOf(g.category));
          expect(order).toEqual([...order].sort((a, b) => a - b));
          if (!snacks) expect(list.groups.map((g) => g.category)).not.toContain('snacks');
        },
      ),
      { numRuns: 60 },
    );
  }, 60_000);

  it('costs scale with the people count and a snack plan lists snack foods under Mellanmål', () => {
    const plan = planFor('balanced', true, 7) ?? [];
    const one = buildShoppingList(plan, 1);
    const four = buildShoppingList(plan, 4);
    expect(four.total).toBe(one.total * 4);
    expect(one.total).toBeGreaterThan(0);
    expect(one.groups.map((g) => g.label)).toContain('Mellanmål');
    const snackOnly = new Set(plan.flatMap((d) => (d.snack?.items ?? []).map((i) => i.food)));
    for (const meal of plan.flatMap((d) => [d.breakfast, d.lunch, d.dinner])) {
      for (const i of meal.items ?? []) snackOnly.delete(i.food);
    }
    const snackGroup = one.groups.find((g) => g.category === 'snacks');
    for (const f of snackOnly) expect(snackGroup?.items.map((i) => i.food)).toContain(f);
  });

  it('counts meals it cannot list (e.g. from an AI model) instead of failing', () => {
    const plan = (planFor('balanced', false, 3) ?? []).map((day) => {
      const dinner = { ...day.dinner };
      delete dinner.items;
      return { ...day, dinner };
    });
    const list = buildShoppingList(plan, 2);
    expect(list.mealsWithoutIngredients).toBe(7);
    expect(list.groups.length).toBeGreaterThan(0);
  });
});

describe('people count: 1 to 12', () => {
  it.each([
    [3, 3],
    ['5', 5],
    [0, 1],
    [-4, 1],
    [13, 12],
    [2.7, 2],
    ['', 1],
    ['många', 1],
    [Number.NaN, 1],
    [null, 1],
    [undefined, 1],
    [{}, 1],
  ])('%o → %i', (input, people) => {
    expect(normalizePeople(input)).toBe(people);
  });
});

describe('quantityText', () => {
  it('writes Swedish amounts', () => {
    const potato = 4457;
    expect(quantityText(potato, 300, 'g')).toBe('300 g');
    expect(quantityText(potato, 1250, 'g')).toBe('1,25 kg');
    expect(quantityText(potato, 1.5, 'dl')).toBe('1,5 dl');
    expect(quantityText(potato, 6, 'st')).toBe('6 st');
    expect(quantityText(371, 3, 'st')).toBe('3 klyftor'); // vitlök
  });
});

describe('roundUp', () => {
  it('rounds up to the unit step', () => {
    expect(roundUp(3, 'g')).toBe(5);
    expect(roundUp(123, 'g')).toBe(130);
    expect(roundUp(1234, 'g')).toBe(1250);
    expect(roundUp(1.2, 'dl')).toBe(1.5);
    expect(roundUp(2.0000000001, 'dl')).toBe(2);
    expect(roundUp(0.2, 'tsk')).toBe(0.5);
    expect(roundUp(2.1, 'st')).toBe(3);
  });
});
