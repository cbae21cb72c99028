/**
 * The generator ranks recipes by the macro shares each can reach, cached per recipe and target
 * rounded to a whole percent. The answer must depend on that key alone: otherwise one process (the
 * edge function, the browser) gives the same seed a different plan depending on what it generated
 * before, and `supabase/seed.sql` stopped matching its generator when the unit files shared a worker.
 */
import { RECIPES } from '@shared/catalogue/index.ts';
import type * as Portion from '@shared/meal-plan/portion.ts';
import { describe, expect, it, vi } from 'vitest';

/** A fresh copy of the module, with an empty cache. */
async function freshPortion(): Promise<typeof Portion> {
  vi.resetModules();
  return import('@shared/meal-plan/portion.ts');
}

describe('achievableShares', () => {
  it('answers for a target the same, whatever target of its whole-percent step was asked first', async () => {
    const asked = { protein: 0.2542, carbs: 0.4458, fat: 0.3 };
    const sameStep = { protein: 0.2458, carbs: 0.4542, fat: 0.3 };
    let differing = 0;
    for (const recipe of RECIPES.slice(0, 40)) {
      const alone = (await freshPortion()).achievableShares(recipe, asked, 'balanced');
      const warmed = await freshPortion();
      warmed.achievableShares(recipe, sameStep, 'balanced');
      const after = warmed.achievableShares(recipe, asked, 'balanced');
      if (JSON.stringify(after) !== JSON.stringify(alone)) differing++;
    }
    expect(differing).toBe(0);
    // Eighty fresh module loads: slow on a busy machine.
  }, 30_000);
});
