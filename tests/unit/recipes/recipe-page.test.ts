import { describe, expect, it } from 'vitest';
import { RECIPES, allowedBy, formatQuantity, parseRestrictions } from '@shared/catalogue/index.ts';
import { svNumber } from '@shared/format/sv-number.ts';

import { illustrationAlt, recipeIllustration } from '@/lib/recipes/illustration';
import { ingredientViews, nutritionRows, restrictionWords } from '@/lib/recipes/recipe-view';
import { jsonLdScript, recipeStructuredData, suitableForDiet } from '@/lib/recipes/structured-data';
import { RECIPE_HUB } from '@/lib/messages/recipes';
import { matches } from '@/scripts/recipe/hub-filter';

const recipe = (id: string) => {
  const found = RECIPES.find((r) => r.id === id);
  if (found === undefined) throw new Error(`no recipe ${id}`);
  return found;
};

/** Every allergen word a recipe page may show, as a person would type them into the meal form. */
const VOCABULARY =
  'gluten, mjölk, laktos, ägg, nötter, jordnötter, fisk, skaldjur, soja, sesam, selleri, senap';

describe('allergens in the meal form’s words', () => {
  it('every word a page lists, typed under Allergier och begränsningar, leaves that dish out', () => {
    for (const r of RECIPES) {
      for (const word of restrictionWords(r)) {
        expect(allowedBy(r, parseRestrictions(word)), `${r.id}: ${word}`).toBe(false);
      }
    }
  });

  it('a dish that lists none stays in a plan whatever allergens are typed', () => {
    const all = parseRestrictions(VOCABULARY);
    expect(all.unknown).toEqual([]);
    const none = RECIPES.filter((r) => restrictionWords(r).length === 0);
    expect(none.length).toBeGreaterThan(0);
    for (const r of none) expect(allowedBy(r, all), r.id).toBe(true);
  });

  it('names lactose apart from milk: aged hard cheese holds milk protein, not lactose', () => {
    const lactose = parseRestrictions('laktos');
    const milkNoLactose = RECIPES.filter((r) => r.allergens.includes('milk') && allowedBy(r, lactose));
    expect(milkNoLactose.length).toBeGreaterThan(0);
    for (const r of milkNoLactose) {
      expect(restrictionWords(r)).toContain('mjölk');
      expect(restrictionWords(r)).not.toContain('laktos');
    }
    expect(restrictionWords(recipe('havregrynsgrot-med-blabar-och-mandel'))).toEqual([
      'gluten',
      'mjölk',
      'laktos',
      'nötter',
    ]);
  });
});

describe('quantities and nutrients for 1–8 portions', () => {
  const porridge = recipe('havregrynsgrot-med-blabar-och-mandel');

  it('scales each ingredient with the catalogue’s Swedish quantities', () => {
    const [oats] = ingredientViews(porridge);
    const ing = porridge.ingredients[0];
    if (oats === undefined || ing === undefined) throw new Error('no ingredient');
    expect(oats.quantities).toHaveLength(8);
    expect(oats.quantities[0]).toBe('1 ½ dl');
    expect(oats.quantities[3]).toBe(formatQuantity(ing.food, ing.grams * 4, ing.unit));
    expect(oats).toMatchObject({ food: 702, name: 'Havregryn', lineName: 'havregryn' });
  });

  it('shows energy per portion and for the whole dish, and says "okänt" rather than zero', () => {
    const energy = nutritionRows(porridge).find((row) => row.id === 'energy');
    expect(energy?.perPortion).toBe(`${svNumber(porridge.nutrients.kcal, 0)} kcal`);
    expect(energy?.totals[3]).toBe(`${svNumber(porridge.nutrients.kcal * 4, 0)} kcal`);
    const amounts = porridge.nutrientAmounts;
    if (amounts === undefined) throw new Error('no amounts');
    const withUnknown = { ...porridge, nutrientAmounts: { ...amounts, vitaminD: null } };
    expect(nutritionRows(withUnknown).find((row) => row.id === 'vitaminD')?.totals).toEqual(
      Array(8).fill('okänt'),
    );
  });
});

describe('schema.org Recipe', () => {
  const meta = { url: 'https://x.se/recipes/a', image: 'https://x.se/recipes/a.svg' };

  it('claims only the diets the ingredients bear out', () => {
    const vegan = RECIPES.find((r) => r.diets.includes('vegan') && !r.allergens.includes('gluten'));
    if (vegan === undefined) throw new Error('no vegan gluten-free recipe');
    expect(suitableForDiet(vegan)).toEqual([
      'https://schema.org/VeganDiet',
      'https://schema.org/VegetarianDiet',
      'https://schema.org/GlutenFreeDiet',
      'https://schema.org/LowLactoseDiet',
    ]);
    // Oats and milk: vegetarian, neither gluten-free nor low in lactose.
    expect(suitableForDiet(recipe('havregrynsgrot-med-blabar-och-mandel'))).toEqual([
      'https://schema.org/VegetarianDiet',
    ]);
  });

  it('has the per-portion nutrition, the total time and the steps, and cannot close its script', () => {
    const porridge = recipe('havregrynsgrot-med-blabar-och-mandel');
    const data = recipeStructuredData(porridge, meta);
    expect(data).toMatchObject({
      '@type': 'Recipe',
      totalTime: 'PT10M',
      recipeYield: ['1', '1 portion'],
      recipeCategory: 'Frukost',
      recipeIngredient: ['1 ½ dl havregryn', '2 dl mellanmjölk', '1 dl blåbär (frysta)', '1 msk mandlar'],
      nutrition: { '@type': 'NutritionInformation', servingSize: '1 portion', calories: '381 kcal' },
    });
    expect((data.recipeInstructions as unknown[])[0]).toMatchObject({ '@type': 'HowToStep', position: 1 });
    const script = jsonLdScript({ ...data, name: '</script><b>' });
    expect(script).not.toContain('<');
    expect((JSON.parse(script) as { name: string }).name).toBe('</script><b>');
  });
});

describe('illustration', () => {
  it('is an SVG of its own size, with a Swedish alt text naming what is on the plate', () => {
    const porridge = recipe('havregrynsgrot-med-blabar-och-mandel');
    expect(recipeIllustration(porridge)).toMatch(
      /^<svg [^>]*viewBox="0 0 480 320" width="480" height="320">/u,
    );
    expect(illustrationAlt(porridge)).toBe(
      'Tecknad bild: en tallrik med mellanmjölk, blåbär (frysta), havregryn och mandlar',
    );
  });
});

describe('the /recipes filter', () => {
  const card = { meal: 'lunch dinner', diet: 'balanced vegetarian', time: '20', cuisine: 'swedish' };
  const chosen = (entries: Record<string, string>) =>
    new Map(Object.entries({ maltid: '', kost: '', tid: '', kok: '', ...entries }));

  it('keeps a card that matches every chosen filter and drops one that misses any', () => {
    expect(matches(card, chosen({}))).toBe(true);
    expect(matches(card, chosen({ maltid: 'dinner', kost: 'vegetarian', tid: '30', kok: 'swedish' }))).toBe(
      true,
    );
    expect(matches(card, chosen({ tid: '20' }))).toBe(true);
    expect(matches(card, chosen({ tid: '15' }))).toBe(false);
    expect(matches(card, chosen({ maltid: 'breakfast' }))).toBe(false);
    expect(matches(card, chosen({ kost: 'vegan' }))).toBe(false);
    expect(matches(card, chosen({ kok: 'italian' }))).toBe(false);
  });

  it('says how many recipes it shows', () => {
    expect(RECIPE_HUB.shown(391, 391)).toBe('Visar alla 391 recept.');
    expect(RECIPE_HUB.shown(12, 391)).toBe('Visar 12 av 391 recept.');
  });
});
