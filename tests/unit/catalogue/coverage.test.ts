import { describe, expect, it } from 'vitest';
import { CUISINES, DIET_TYPES, MEAL_TYPES, type DietType, type MealType } from '@shared/domain.ts';
import { RECIPES, allowedBy, parseRestrictions } from '@shared/catalogue/index.ts';

/** Issue 4: every diet has ≥ 7 dinners and lunches and ≥ 5 breakfasts and snacks. */
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
