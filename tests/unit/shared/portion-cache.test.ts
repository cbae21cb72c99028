/**
 * The generator ranks recipes by the macro shares each can reach, cached per recipe and target
 * rounded to a 2 % step. The answer must depend on that key alone: otherwise one process (the
 * edge function, the browser) gives the same seed a different plan depending on what it generated
 * before, and `supabase/seed.sql` stopped matching its generator when the unit files shared a worker.
 */
import { RECIPES, type CatalogueRecipe } from '@shared/catalogue/index.ts';
import { achievableShares } from '@shared/meal-plan/portion-search.ts';
import { describe, expect, it } from 'vitest';

/**
 * The recipe as a new object: the caches are keyed by the recipe object, so a copy starts with an
 * empty cache (cheaper than a fresh module, which rebuilds the whole catalogue).
 */
const fresh = (recipe: CatalogueRecipe): CatalogueRecipe => ({ ...recipe });

describe('achievableShares', () => {
  it('answers for a target the same, whatever target of its 2 % step was asked first', () => {
    const asked = { protein: 0.259, carbs: 0.441, fat: 0.3 };
    const sameStep = { protein: 0.251, carbs: 0.449, fat: 0.3 };
    let differing = 0;
    for (const recipe of RECIPES) {
      const alone = achievableShares(fresh(recipe), asked, 'balanced');
      const warmed = fresh(recipe);
      achievableShares(warmed, sameStep, 'balanced');
      const after = achievableShares(warmed, asked, 'balanced');
      if (JSON.stringify(after) !== JSON.stringify(alone)) differing++;
    }
    expect(differing).toBe(0);
    // Eighty fresh module loads: slow on a busy machine.
  }, 30_000);
});
