import { describe, expect, it } from 'vitest';
import { ATTRIBUTION, RECIPES, energyShares, food, nutrientsOf } from '@shared/catalogue/index.ts';
import { F } from '@shared/catalogue/food-meta.ts';

describe('nutrient arithmetic (values from Livsmedelsdatabasen 2022-05-24)', () => {
  it('reads per-100 g values from the generated table', () => {
    // CSV: "Havregryn fullkorn",702 → 375 kcal, fat 6.98, protein 9.5, carbs 64.1, fibre 7.5
    expect(food(702).per100g).toEqual({ kcal: 375, protein: 9.5, carbs: 64.1, fat: 6.98, fibre: 7.5 });
    // CSV: "Kyckling bröstfilé rå u. skinn",1173 → 104 kcal, fat 1.2, protein 23.1, carbs 0
    expect(food(1173).per100g).toMatchObject({ kcal: 104, protein: 23.1, carbs: 0, fat: 1.2 });
  });

  it('sums ingredient weights exactly like the hand calculation', () => {
    // 53 g havregryn (375 kcal, 9.5 P, 64.1 C, 6.98 F, 7.5 fibre per 100 g)
    // + 206 g mellanmjölk (47 kcal, 3.6 P, 4.8 C, 1.5 F, 0 fibre per 100 g)
    const n = nutrientsOf([
      { food: F.havregryn, grams: 53, unit: 'dl' },
      { food: F.mellanmjolk, grams: 206, unit: 'dl' },
    ]);
    expect(n.kcal).toBeCloseTo(0.53 * 375 + 2.06 * 47, 6); // 295.57
    expect(n.protein).toBeCloseTo(0.53 * 9.5 + 2.06 * 3.6, 6); // 12.451
    expect(n.carbs).toBeCloseTo(0.53 * 64.1 + 2.06 * 4.8, 6); // 43.861
    expect(n.fat).toBeCloseTo(0.53 * 6.98 + 2.06 * 1.5, 6); // 6.7894
    expect(n.fibre).toBeCloseTo(0.53 * 7.5, 6); // 3.975
  });

  it('gives a recipe the sum of its ingredients', () => {
    const r = RECIPES.find((x) => x.id === 'ugnsbakad-lax-med-broccoli-och-mandel');
    expect(r).toBeDefined();
    // 150 g lax 210 kcal, 150 g broccoli 40, 13 g olivolja 884, 15 g citronsaft 29, 10 g mandel 592, 4 g vitlök 160
    const kcal = 1.5 * 210 + 1.5 * 40 + 0.13 * 884 + 0.15 * 29 + 0.1 * 592 + 0.04 * 160;
    expect(r?.nutrients.kcal).toBeCloseTo(kcal, 6);
  });

  it('counts energy shares 4/4/9', () => {
    const s = energyShares({ protein: 25, carbs: 50, fat: 10 });
    expect(s.protein).toBeCloseTo(100 / 390);
    expect(s.carbs).toBeCloseTo(200 / 390);
    expect(s.fat).toBeCloseTo(90 / 390);
  });

  it('throws only for a food outside the catalogue', () => {
    expect(() => food(999_999)).toThrow(/999999/);
    expect(food(F.lax).name).toBe('Laxfilé');
  });

  it('credits Livsmedelsverket', () => {
    expect(ATTRIBUTION).toBe('Livsmedelsverket, Livsmedelsdatabasen (version 2022-05-24), CC BY 4.0');
  });
});
