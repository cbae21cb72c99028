import { describe, expect, it } from 'vitest';
import { RECIPES, allergensOf, classifyDiets, type Ingredient } from '@shared/catalogue/index.ts';
import { F } from '@shared/catalogue/food-meta.ts';

const ing = (food: number, grams: number): Ingredient => ({ food, grams, unit: 'g' });

describe('diet classification', () => {
  it('a dish with bacon is neither vegetarian nor vegan', () => {
    const diets = classifyDiets([ing(F.agg, 100), ing(F.bacon, 40)]);
    expect(diets).not.toContain('vegetarian');
    expect(diets).not.toContain('vegan');
    expect(diets).not.toContain('paleo'); // bacon is processed
    expect(diets).toContain('keto');
  });

  it('honey keeps a dish vegetarian but not vegan', () => {
    const diets = classifyDiets([ing(F.havregryn, 40), ing(F.sojadryck, 200), ing(F.honung, 7)]);
    expect(diets).toContain('vegetarian');
    expect(diets).not.toContain('vegan');
    const without = classifyDiets([ing(F.havregryn, 40), ing(F.sojadryck, 200)]);
    expect(without).toContain('vegan');
  });

  it('pasta is neither paleo nor keto nor low-carb', () => {
    const diets = classifyDiets([ing(F.pasta, 90), ing(F.krossadeTomater, 200), ing(F.olivolja, 10)]);
    expect(diets).not.toContain('paleo');
    expect(diets).not.toContain('keto');
    expect(diets).not.toContain('low-carb');
  });

  it('fish with vegetables and olive oil is paleo, keto and Mediterranean', () => {
    const diets = classifyDiets([ing(F.lax, 150), ing(F.broccoli, 150), ing(F.olivolja, 13)]);
    expect(diets).toEqual(
      expect.arrayContaining(['mediterranean', 'keto', 'paleo', 'low-carb', 'high-protein']),
    );
  });

  it('red meat is never Mediterranean, whatever the vegetables', () => {
    const diets = classifyDiets([ing(F.notfars, 100), ing(F.tomat, 300), ing(F.olivolja, 13)]);
    expect(diets).not.toContain('mediterranean');
  });

  it('dairy, grains and added sugar exclude paleo', () => {
    expect(classifyDiets([ing(F.agg, 100), ing(F.smor, 5)])).not.toContain('paleo');
    expect(classifyDiets([ing(F.agg, 100), ing(F.olivolja, 5)])).toContain('paleo');
    expect(classifyDiets([ing(F.apple, 150), ing(F.socker, 5)])).not.toContain('paleo');
  });

  it('uses the carbohydrate energy share for keto (< 10 %) and low-carb (≤ 26 %)', () => {
    // 150 g kycklingfilé + 100 g potatis: P 36.35 g, C 16.4 g, F 1.9 g → carbs 29 % of energy
    const withPotato = classifyDiets([ing(F.kycklingfile, 150), ing(F.potatis, 100)]);
    expect(withPotato).not.toContain('low-carb');
    expect(withPotato).toContain('high-protein');
    // 150 g kycklingfilé + 50 g potatis: C 8.2 g → 17 % → low-carb, not keto
    const less = classifyDiets([ing(F.kycklingfile, 150), ing(F.potatis, 50)]);
    expect(less).toContain('low-carb');
    expect(less).not.toContain('keto');
  });

  it('collects allergens from every ingredient', () => {
    expect(allergensOf([ing(F.pasta, 90), ing(F.parmesan, 10), ing(F.sojasas, 10)])).toEqual([
      'gluten',
      'milk',
      'soy',
    ]);
    expect(allergensOf([ing(F.apple, 100)])).toEqual([]);
  });

  it('tags every catalogue recipe from its ingredients', () => {
    for (const r of RECIPES) {
      expect(r.diets).toEqual(classifyDiets(r.ingredients));
      expect(r.allergens).toEqual(allergensOf(r.ingredients));
      if (r.diets.includes('vegan')) expect(r.diets).toContain('vegetarian');
      if (r.diets.includes('keto')) expect(r.diets).toContain('low-carb');
    }
  });
});
