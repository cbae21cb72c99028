import { describe, expect, it } from 'vitest';
import { CUISINES, DIET_TYPES, MEAL_TYPES, type DietType, type MealType } from '@shared/domain.ts';
import { RECIPES, allowedBy, parseRestrictions } from '@shared/catalogue/index.ts';

/** Every diet has ≥ 7 dinners and lunches and ≥ 5 breakfasts and snacks. */
const MINIMUM: Record<MealType, number> = { breakfast: 5, lunch: 7, dinner: 7, snack: 5 };

const count = (diet: DietType, meal: MealType): number =>
  RECIPES.filter((r) => r.diets.includes(diet) && r.mealTypes.includes(meal)).length;

describe('catalogue coverage (computed by the classifier)', () => {
  it.each(DIET_TYPES.flatMap((d) => MEAL_TYPES.map((m) => [d, m] as const)))(
    '%s has enough %s recipes',
    (diet, meal) => {
      expect(count(diet, meal)).toBeGreaterThanOrEqual(MINIMUM[meal]);
    },
  );

  it.each(CUISINES.map((c) => [c]))('cuisine %s has at least 10 recipes', (cuisine) => {
    expect(RECIPES.filter((r) => r.cuisines.includes(cuisine)).length).toBeGreaterThanOrEqual(10);
  });

  it.each([['gluten'], ['laktos'], ['nötter'], ['ägg'], ['fisk, skaldjur']])(
    'leaves a week of varied meals for users who exclude %s',
    (text) => {
      const r = parseRestrictions(text);
      for (const meal of MEAL_TYPES) {
        const allowed = RECIPES.filter((x) => x.mealTypes.includes(meal) && allowedBy(x, r));
        expect(allowed.length, meal).toBeGreaterThanOrEqual(7);
      }
    },
  );
});

/**
 * A varied week: the breakfast and snack lists are long enough that a week need not
 * repeat one — at least 60 of each in all, and every diet (as computed) with at least 7 of each.
 */
describe('breakfasts and snacks for a varied week', () => {
  const VARIED = ['breakfast', 'snack'] as const;

  it.each(VARIED.map((m) => [m]))('the catalogue has at least 60 %s recipes', (meal) => {
    expect(RECIPES.filter((r) => r.mealTypes.includes(meal)).length).toBeGreaterThanOrEqual(60);
  });

  it.each(DIET_TYPES.flatMap((d) => VARIED.map((m) => [d, m] as const)))(
    '%s has at least 7 different %s recipes',
    (diet, meal) => {
      const names = new Set(
        RECIPES.filter((r) => r.diets.includes(diet) && r.mealTypes.includes(meal)).map((r) => r.name),
      );
      expect(names.size).toBeGreaterThanOrEqual(7);
    },
  );

  it.each(VARIED.map((m) => [m]))('%s recipes come from every cuisine', (meal) => {
    for (const cuisine of CUISINES) {
      const n = RECIPES.filter((r) => r.mealTypes.includes(meal) && r.cuisines.includes(cuisine)).length;
      expect(n, cuisine).toBeGreaterThanOrEqual(3);
    }
  });
});
