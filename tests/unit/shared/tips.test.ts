import { classifyDiets } from '@shared/catalogue/classify.ts';
import { food, foodMeta } from '@shared/catalogue/foods.ts';
import { parseRestrictions } from '@shared/catalogue/restrictions.ts';
import { CUISINES, DIET_TYPES, type DietType } from '@shared/domain.ts';
import { generateMealPlan } from '@shared/meal-plan/generate.ts';
import { NUTRIENT_IDS } from '@shared/nutrition/reference.ts';
import { TIP_VARIANTS, assessPlan, tipFor } from '@shared/nutrition/tips.ts';
import { describe, expect, it } from 'vitest';

/**
 * Whether one food fits a diet, by the catalogue's classification of the food alone (100 g).
 * Vegan, vegetarian and paleo are rules on the food itself. Keto and low-carb judge a whole meal's
 * carbohydrate share, which a single vegetable never passes on its own; for them a food fits when
 * the catalogue classifies it so, or when it is a vegetable, fruit, nut or seasoning with little
 * carbohydrate (keto ≤ 7 g, low-carb ≤ 15 g per 100 g) and never grain, potato or sugar.
 * Mediterranean excludes red and processed meat; balanced and high-protein exclude no food.
 */
function foodFitsDiet(number: number, diet: DietType): boolean {
  const meta = foodMeta(number);
  const diets = classifyDiets([{ food: number, grams: 100, unit: 'g' }]);
  switch (diet) {
    case 'vegan':
    case 'vegetarian':
    case 'paleo':
      return diets.includes(diet);
    case 'mediterranean':
      return meta.origin !== 'meat-red' && meta.origin !== 'processed-meat';
    case 'keto':
    case 'low-carb': {
      if (['grain', 'potato', 'sweet'].includes(meta.group)) return false;
      if (diets.includes(diet)) return true;
      const light = ['vegetable', 'fruit', 'nut-seed', 'condiment'].includes(meta.group);
      return light && food(number).per100g.carbs <= (diet === 'keto' ? 7 : 15);
    }
    default:
      return true;
  }
}

/** A whole Swedish word (å, ä, ö count as letters), any case: "mjölk" but not "kokosmjölk". */
const word = (alternatives: string) => new RegExp(`(?<!\\p{L})(${alternatives})(?!\\p{L})`, 'iu');

const RESTRICTIONS = ['', 'laktos', 'fisk', 'gluten', 'nötter', 'ägg', 'soja, gluten', 'mjölk, fisk, ägg'];

describe('diet-aware tips', () => {
  it('every variant names only catalogue foods that fit every diet it is written for', () => {
    for (const id of NUTRIENT_IDS) {
      const variants = TIP_VARIANTS[id];
      expect(variants.at(-1)?.diets).toEqual(DIET_TYPES);
      for (const variant of variants) {
        for (const n of variant.foods) {
          expect(() => food(n)).not.toThrow();
          for (const diet of variant.diets) {
            expect(foodFitsDiet(n, diet), `${id}: ${foodMeta(n).name} (${n}) in a ${diet} tip`).toBe(true);
          }
        }
      }
    }
  });

  it('for every diet × restriction × nutrient, the tip names only foods the diet and restrictions allow', () => {
    for (const restrictions of RESTRICTIONS) {
      const excludedFoods = parseRestrictions(restrictions).excludedFoods;
      for (const diet of DIET_TYPES) {
        for (const id of NUTRIENT_IDS) {
          const tip = tipFor(id, { diet, excludedFoods });
          for (const n of tip.foods) {
            const where = `${id} for ${diet} "${restrictions}": ${foodMeta(n).name}`;
            expect(foodFitsDiet(n, diet), where).toBe(true);
            expect(excludedFoods.has(n), where).toBe(false);
          }
          expect(tip.text.length).toBeGreaterThan(20);
          expect(tip.source.length).toBeGreaterThan(10);
        }
      }
    }
  });

  it('a vegan week never hears fish or milk: fortified drinks and the supplements instead', () => {
    for (const id of NUTRIENT_IDS) {
      const text = tipFor(id, { diet: 'vegan' }).text;
      expect(text, id).not.toMatch(word('fisk|lax|strömming|mjölk|ost|ägg|yoghurt|smör|grädde|honung|kött'));
    }
    expect(tipFor('vitaminD', { diet: 'vegan' }).text).toMatch(/berikad havredryck.*D-vitamintillskott/u);
    const b12 = tipFor('vitaminB12', { diet: 'vegan' });
    expect(b12.text).toMatch(/Livsmedelsverket.*B12-tillskott/u);
    expect(b12.source).toMatch(/Livsmedelsverket/u);
  });

  it('under "laktos" the calcium tip names lactose-free milk; under "mjölk" no dairy', () => {
    const lactose = parseRestrictions('laktos').excludedFoods;
    expect(tipFor('calcium', { diet: 'balanced', excludedFoods: lactose }).text).toMatch(/^Laktosfri mjölk/u);
    const milk = parseRestrictions('mjölk').excludedFoods;
    expect(tipFor('calcium', { diet: 'balanced', excludedFoods: milk }).text).not.toMatch(/aktosfri|mjölk,/u);
  });

  it('vegetarian: no fish or meat; lactose: no milk; fish allergy: no fish; keto, low-carb, paleo: no grains', () => {
    const noFishMeat = word('fisk|lax|strömming|kött|nötkött');
    const grains = word('havregryn|fullkornsbröd|fullkornspasta|fullkornsris|knäckebröd|quinoa|havredryck');
    const lactose = parseRestrictions('laktos').excludedFoods;
    const fish = parseRestrictions('fisk').excludedFoods;
    for (const id of NUTRIENT_IDS) {
      expect(tipFor(id, { diet: 'vegetarian' }).text, id).not.toMatch(noFishMeat);
      // Milk only as the lactose-free product ("Laktosfri mjölk").
      expect(
        tipFor(id, { diet: 'balanced', excludedFoods: lactose }).text.replace(/laktosfri \p{L}+/giu, ''),
        id,
      ).not.toMatch(word('mjölk|filmjölk|yoghurt'));
      expect(tipFor(id, { diet: 'balanced', excludedFoods: fish }).text, id).not.toMatch(
        word('fisk|lax|strömming'),
      );
      for (const diet of ['keto', 'low-carb', 'paleo'] as const) {
        expect(tipFor(id, { diet }).text, `${id} ${diet}`).not.toMatch(grains);
      }
    }
    expect(tipFor('vitaminD', { diet: 'balanced', excludedFoods: lactose }).text).toMatch(/lax/u);
    expect(tipFor('vitaminD', { diet: 'vegetarian' }).text).toMatch(/D-vitaminberikad mjölk/u);
  });

  it('a generated vegan week gets the vegan tips through assessPlan', () => {
    const result = generateMealPlan(
      {
        calories: 2200,
        dietType: 'vegan',
        cuisine: [...CUISINES],
        goal: 'maintenance',
        restrictions: '',
        includeSnacks: true,
      },
      { startDate: new Date('2026-11-18T10:00:00'), seed: 5 },
    );
    if (!result.ok) throw new Error(result.error.message);
    const tips = assessPlan(result.value.plan, undefined, { diet: 'vegan' }).tips;
    expect(tips.length).toBeGreaterThan(0);
    for (const tip of tips) expect(tip.text).not.toMatch(word('fisk|lax|mjölk'));
    expect(tips.find((t) => t.id === 'vitaminB12')?.text).toMatch(/B12-tillskott/u);
  });
});
