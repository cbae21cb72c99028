import { describe, expect, it } from 'vitest';
import { CUISINES, KITCHEN_UNITS, MEAL_TYPES } from '@shared/domain.ts';
import { RECIPES, food, formatQuantity } from '@shared/catalogue/index.ts';
import { FOOD_ROWS } from '@shared/catalogue/foods.generated.ts';

const TIME_RANGE = { breakfast: [10, 15], lunch: [20, 30], dinner: [30, 45], snack: [2, 5] } as const;

/** Parses a display like "1 ½ dl" or "3 klyftor" back to its number. */
function displayedAmount(text: string): number {
  const [first = '', second = ''] = text.split(' ');
  if (first === '½') return 0.5;
  return Number(first.replace(',', '.')) + (second === '½' ? 0.5 : 0);
}

describe('recipe catalogue', () => {
  it('has at least 150 recipes with unique kebab-case ids', () => {
    expect(RECIPES.length).toBeGreaterThanOrEqual(150);
    const ids = RECIPES.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it.each(RECIPES.map((r) => [r.id, r] as const))('%s is a complete Swedish recipe', (_id, r) => {
    expect(r.name.trim().length).toBeGreaterThan(3);
    expect(r.description.trim()).toMatch(/^[A-ZÅÄÖ].*\.$/);
    expect(r.mealTypes.length).toBeGreaterThan(0);
    for (const m of r.mealTypes) expect(MEAL_TYPES).toContain(m);
    expect(r.cuisines.length).toBeGreaterThan(0);
    for (const c of r.cuisines) expect(CUISINES).toContain(c);
    for (const m of r.mealTypes) {
      const [lo, hi] = TIME_RANGE[m];
      expect(r.cookingTime, `${m} time`).toBeGreaterThanOrEqual(lo);
      expect(r.cookingTime, `${m} time`).toBeLessThanOrEqual(hi);
    }
    expect(r.steps.length).toBeGreaterThanOrEqual(2);
    for (const s of r.steps) expect(s.trim()).toMatch(/^[A-ZÅÄÖ0-9].{8,}[.!]$/);
    expect(r.ingredients.length).toBeGreaterThan(0);
    const foods = r.ingredients.map((i) => i.food);
    expect(new Set(foods).size, 'a food listed twice').toBe(foods.length);
    for (const ing of r.ingredients) {
      expect(FOOD_ROWS[ing.food], `food ${ing.food}`).toBeDefined();
      expect(KITCHEN_UNITS).toContain(ing.unit);
      expect(ing.grams).toBeGreaterThan(0);
    }
    expect(r.nutrients.kcal).toBeGreaterThan(r.mealTypes.includes('snack') ? 80 : 200);
  });

  it('shows every ingredient in a unit the food converts to, close to its real weight', () => {
    for (const r of RECIPES) {
      for (const ing of r.ingredients) {
        if (ing.unit === 'g') continue;
        const per = food(ing.food).gramsPer[ing.unit];
        expect(per, `${r.id}: ${food(ing.food).name} has no ${ing.unit}`).toBeDefined();
        const shown = displayedAmount(formatQuantity(ing.food, ing.grams, ing.unit));
        const exact = ing.grams / (per ?? 1);
        expect(Math.abs(shown - exact) / exact, `${r.id}: ${food(ing.food).name}`).toBeLessThanOrEqual(0.2);
      }
    }
  });
});
