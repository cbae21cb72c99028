/**
 * Prints the recipe catalogue's coverage: recipes per diet type × meal type (as computed by
 * the classifier), recipes per cuisine, and allergy-friendly counts.
 *
 *   npm exec -- node scripts/catalogue-coverage.ts
 */
import { CUISINES, DIET_TYPES, MEAL_TYPES } from '../supabase/functions/_shared/domain.ts';
import type { Allergen } from '../supabase/functions/_shared/domain.ts';
import { RECIPES } from '../supabase/functions/_shared/catalogue/index.ts';

const pad = (s: string | number, n: number): string => String(s).padStart(n);

console.log(`Recipes: ${RECIPES.length}\n`);
console.log(`${'diet'.padEnd(14)}${MEAL_TYPES.map((m) => pad(m, 11)).join('')}`);
for (const diet of DIET_TYPES) {
  const counts = MEAL_TYPES.map(
    (m) => RECIPES.filter((r) => r.diets.includes(diet) && r.mealTypes.includes(m)).length,
  );
  console.log(`${diet.padEnd(14)}${counts.map((c) => pad(c, 11)).join('')}`);
}
const all = MEAL_TYPES.map((m) => RECIPES.filter((r) => r.mealTypes.includes(m)).length);
console.log(`${'(all)'.padEnd(14)}${all.map((c) => pad(c, 11)).join('')}`);

console.log('\nCuisine         recipes');
for (const c of CUISINES)
  console.log(`${c.padEnd(16)}${pad(RECIPES.filter((r) => r.cuisines.includes(c)).length, 7)}`);

console.log(`\n${'free of'.padEnd(14)}${MEAL_TYPES.map((m) => pad(m, 11)).join('')}`);
const FREE: readonly Allergen[] = ['gluten', 'milk', 'egg', 'tree-nuts', 'peanuts', 'fish', 'soy'];
for (const a of FREE) {
  const counts = MEAL_TYPES.map(
    (m) => RECIPES.filter((r) => !r.allergens.includes(a) && r.mealTypes.includes(m)).length,
  );
  console.log(`${a.padEnd(14)}${counts.map((c) => pad(c, 11)).join('')}`);
}
