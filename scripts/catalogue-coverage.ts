/**
 * Prints the recipe catalogue's coverage: recipes per diet type × meal type (as computed by
 * the classifier), recipes per cuisine, and allergy-friendly counts.
 *
 *   npm exec -- node scripts/catalogue-coverage.ts
 */
import { CUISINES, DIET_TYPES, MEAL_TYPES } from '../supabase/functions/_shared/domain.ts';
import type { Allergen } from '../supabase/functions/_shared/domain.ts';
import { RECIPES, energyShares } from '../supabase/functions/_shared/catalogue/index.ts';

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

console.log(
  '\nMean energy shares P/C/F % (spec targets: breakfast 20/50/30, lunch 25/45/30, dinner 30/40/30, snack 15/50/35)',
);
const special = new Set(['keto', 'low-carb']);
for (const m of MEAL_TYPES) {
  const rows = RECIPES.filter((r) => r.mealTypes.includes(m) && !r.diets.some((d) => special.has(d)));
  const mean = (k: 'protein' | 'carbs' | 'fat'): number =>
    Math.round((rows.reduce((sum, r) => sum + energyShares(r.nutrients)[k], 0) / rows.length) * 100);
  console.log(
    `${m.padEnd(10)} ${mean('protein')}/${mean('carbs')}/${mean('fat')}  (${rows.length} recipes that are not keto or low-carb)`,
  );
}
