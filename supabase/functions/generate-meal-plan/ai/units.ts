import { RECIPES } from '../../_shared/catalogue/index.ts';
import type { KitchenUnit } from '../../_shared/domain.ts';

let usual: Map<number, KitchenUnit> | undefined;

/** For each food, the unit the hand-written recipes show it in most often. */
function buildUsualUnits(): Map<number, KitchenUnit> {
  const counts = new Map<number, Map<KitchenUnit, number>>();
  for (const recipe of RECIPES) {
    for (const { food, unit } of recipe.ingredients) {
      const byUnit = counts.get(food) ?? new Map<KitchenUnit, number>();
      byUnit.set(unit, (byUnit.get(unit) ?? 0) + 1);
      counts.set(food, byUnit);
    }
  }
  const result = new Map<number, KitchenUnit>();
  for (const [food, byUnit] of counts) {
    const [best] = [...byUnit].sort((a, b) => b[1] - a[1]);
    if (best !== undefined) result.set(food, best[0]);
  }
  return result;
}

/**
 * The kitchen unit an ingredient line of this food is written in ("2 st ägg", "1 dl havregryn"):
 * the catalogue recipes' most common unit for it, grams for a food no recipe uses.
 */
export function usualUnit(food: number): KitchenUnit {
  usual ??= buildUsualUnits();
  return usual.get(food) ?? 'g';
}
