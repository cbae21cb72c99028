import { describe, expect, it } from 'vitest';
import { DIET_TYPES, type Cuisine } from '@shared/domain.ts';
import { RECIPES } from '@shared/catalogue/index.ts';

/**
 * A person who chooses one cuisine gets a week of lunches and dinners from it, whatever the diet:
 * 14 slots, a dish at most twice, so every diet × cuisine cell holds at least 7 dishes that are
 * served at lunch or dinner (diets as computed by the classifier).
 */
const WEEK_CUISINES: readonly Cuisine[] = ['swedish', 'italian', 'american', 'mexican'];
const MIN_DISHES = 7;

describe('a week of lunches and dinners from one cuisine', () => {
  it.each(WEEK_CUISINES.flatMap((c) => DIET_TYPES.map((d) => [c, d] as const)))(
    '%s × %s has at least 7 lunch or dinner dishes',
    (cuisine, diet) => {
      const dishes = RECIPES.filter(
        (r) =>
          r.cuisines.includes(cuisine) &&
          r.diets.includes(diet) &&
          (r.mealTypes.includes('lunch') || r.mealTypes.includes('dinner')),
      );
      expect(new Set(dishes.map((r) => r.name)).size).toBeGreaterThanOrEqual(MIN_DISHES);
    },
  );
});
