import { describe, expect, it } from 'vitest';
import { CUISINES, DIET_TYPES, type Cuisine, type DietType, type MealType } from '@shared/domain.ts';
import { RECIPES } from '@shared/catalogue/index.ts';

/**
 * A person who chooses one cuisine gets a varied week of lunches and dinners from it, whatever the
 * diet: 14 slots with a dish served at most twice need 7 dishes, and at least 4 of them for lunch
 * and 4 for dinner (4 × 2 ≥ 7). Diets are computed from the ingredients, so this holds the recipes
 * themselves to the diets' rules.
 */
/** Every cuisine but 'international', which means any of them. */
const CUISINES_WITH_FULL_WEEKS: readonly Cuisine[] = CUISINES.filter((c) => c !== 'international');

const dishes = (cuisine: Cuisine, diet: DietType, meals: readonly MealType[]): number =>
  RECIPES.filter(
    (r) =>
      r.cuisines.includes(cuisine) && r.diets.includes(diet) && meals.some((m) => r.mealTypes.includes(m)),
  ).length;

describe('a week of lunches and dinners from one cuisine', () => {
  it.each(CUISINES_WITH_FULL_WEEKS.flatMap((c) => DIET_TYPES.map((d) => [c, d] as const)))(
    '%s × %s has 7 dishes, 4 of them lunches and 4 dinners',
    (cuisine, diet) => {
      expect(dishes(cuisine, diet, ['lunch', 'dinner'])).toBeGreaterThanOrEqual(7);
      expect(dishes(cuisine, diet, ['lunch']), 'lunches').toBeGreaterThanOrEqual(4);
      expect(dishes(cuisine, diet, ['dinner']), 'dinners').toBeGreaterThanOrEqual(4);
    },
  );
});
