import { describe, expect, it } from 'vitest';
import {
  RECIPES,
  allowedBy,
  containsLactose,
  food,
  nutrientsOf,
  parseRestrictions,
  recipesServedUnder,
  servedFood,
  servedUnder,
} from '@shared/catalogue/index.ts';
import { F, LACTOSE_FREE_OFFSET, META_BY_NUMBER } from '@shared/catalogue/food-meta.ts';
import { foodMeta } from '@shared/catalogue/foods.ts';
import { FOOD_ROWS } from '@shared/catalogue/foods.generated.ts';

describe('parseRestrictions', () => {
  it('maps allergens, foods and "inte …" phrases, and reports nothing unknown', () => {
    const r = parseRestrictions('laktos, nötter, inte svamp');
    expect(r.allergens).toEqual(['tree-nuts', 'peanuts']); // lactose is not the milk allergen
    expect(r.excludedFoods.has(F.champinjoner)).toBe(true);
    expect(r.excludedFoods.has(F.mellanmjolk)).toBe(true);
    expect(r.excludedFoods.has(F.hardost)).toBe(false); // aged hard cheese: almost no lactose
    expect(r.excludedFoods.has(F.mandlar)).toBe(true);
    expect(r.excludedFoods.has(F.agg)).toBe(false);
    expect(r.understood).toEqual(['laktos', 'nötter', 'svamp']);
    expect(r.unknown).toEqual([]);
  });

  it('understands compounds, inflections, case and filler words', () => {
    const r = parseRestrictions(
      'Jag är laktosintolerant och glutenfri. Nötallergi; skaldjursallergi\nINGEN FISK, utan mjölk',
    );
    expect(r.allergens).toEqual(['gluten', 'milk', 'tree-nuts', 'peanuts', 'fish', 'shellfish']);
    expect(r.unknown).toEqual([]);
  });

  it('handles plural and definite forms of foods', () => {
    const r = parseRestrictions('räkorna, tomaterna och löken');
    expect(r.excludedFoods.has(F.rakor)).toBe(true);
    expect(r.excludedFoods.has(F.krossadeTomater)).toBe(true);
    expect(r.excludedFoods.has(F.gulLok)).toBe(true);
    expect(r.unknown).toEqual([]);
  });

  it('returns words it cannot map instead of dropping them', () => {
    const r = parseRestrictions('ägg, blixtlås och inte quorx');
    expect(r.allergens).toEqual(['egg']);
    expect(r.unknown).toEqual(['blixtlås', 'quorx']);
  });

  it('maps meat words to foods by species', () => {
    const pork = parseRestrictions('fläsk');
    expect(pork.excludedFoods.has(F.bacon)).toBe(true);
    expect(pork.excludedFoods.has(F.blandfars)).toBe(true);
    expect(pork.excludedFoods.has(F.notfars)).toBe(false);
    const meat = parseRestrictions('kött');
    expect(meat.excludedFoods.has(F.kycklingfile)).toBe(true);
    expect(meat.excludedFoods.has(F.lax)).toBe(false);
  });

  it('understands diet words, seasonings and "stark mat"', () => {
    const veg = parseRestrictions('Jag är vegetarian');
    expect(veg.unknown).toEqual([]);
    expect(veg.excludedFoods.has(F.kycklingbuljong)).toBe(true);
    expect(veg.excludedFoods.has(F.lax)).toBe(true);
    expect(veg.excludedFoods.has(F.agg)).toBe(false);
    const pesc = parseRestrictions('pescetarian');
    expect(pesc.excludedFoods.has(F.lax)).toBe(false);
    expect(pesc.excludedFoods.has(F.bacon)).toBe(true);
    const hot = parseRestrictions('ingen stark mat, inte koriander');
    expect(hot.unknown).toEqual([]);
    expect(hot.excludedFoods.has(F.chili)).toBe(true);
    expect(hot.excludedTerms).toEqual(expect.arrayContaining(['chili', 'koriander']));
    const chiliFlakes = RECIPES.find((x) => x.id === 'edamame-med-havssalt');
    expect(chiliFlakes && allowedBy(chiliFlakes, hot)).toBe(false);
  });

  it('maps group words to every food in the group', () => {
    const legumes = parseRestrictions('inga baljväxter');
    for (const f of [F.kikartor, F.tofu, F.jordnotter, F.edamame, F.gronaArtor])
      expect(legumes.excludedFoods.has(f)).toBe(true);
    expect(legumes.excludedFoods.has(F.potatis)).toBe(false);
    const sugar = parseRestrictions('utan socker');
    for (const f of [F.socker, F.honung, F.lingonsylt, F.granola])
      expect(sugar.excludedFoods.has(f)).toBe(true);
    expect(sugar.excludedFoods.has(F.apple)).toBe(false);
  });

  it('treats an empty field as no restrictions', () => {
    const r = parseRestrictions('  ');
    expect(r.allergens).toEqual([]);
    expect(r.excludedFoods.size).toBe(0);
    expect(r.unknown).toEqual([]);
  });
});

/**
 * The restriction vocabulary for milk: "laktos" (and "laktosintolerant", "laktosfri",
 * "mjölksocker") means lactose, so every food holding lactose goes and the lactose-free products
 * and aged hard cheese stay; "mjölk", "mjölkprotein", "mjölkallergi", "mejeri", "kasein" and
 * "vassle" mean milk protein, so every dairy food goes, lactose-free ones included.
 */
describe('lactose is not milk protein', () => {
  const LACTOSE_FREE = [
    F.laktosfriMellanmjolk,
    F.laktosfriFilmjolk,
    F.laktosfriYoghurt,
    F.laktosfriTurkiskYoghurt,
    F.laktosfriKvarg,
    F.laktosfriGraddfil,
    F.laktosfriCremeFraiche,
    F.laktosfriVispgradde,
    F.laktosfriMatlagningsgradde,
  ];
  const KEPT_UNDER_LACTOSE = [...LACTOSE_FREE, F.hardost, F.parmesan];
  const WITH_LACTOSE = [
    F.mellanmjolk,
    F.filmjolk,
    F.yoghurt,
    F.turkiskYoghurt,
    F.kvarg,
    F.cottageCheese,
    F.graddfil,
    F.cremeFraiche,
    F.vispgradde,
    F.matlagningsgradde,
    F.smor,
    F.mozzarella,
    F.fetaost,
    F.halloumi,
    F.farskost,
    F.kefir,
  ];

  it.each([['laktos'], ['laktosintolerant'], ['Jag är laktosintolerant'], ['laktosfri'], ['mjölksocker']])(
    '"%s": lactose out, lactose-free products and hard cheese kept, no milk allergen',
    (text) => {
      const r = parseRestrictions(text);
      expect(r.unknown).toEqual([]);
      expect(r.allergens).toEqual([]);
      for (const f of WITH_LACTOSE) expect(r.excludedFoods.has(f), foodMeta(f).name).toBe(true);
      for (const f of KEPT_UNDER_LACTOSE) expect(r.excludedFoods.has(f), foodMeta(f).name).toBe(false);
      expect(r.substitutes?.get(F.mellanmjolk)).toBe(F.laktosfriMellanmjolk);
      expect(r.substitutes?.get(F.kvarg)).toBe(F.laktosfriKvarg);
      expect(r.substitutes?.has(F.smor)).toBe(false); // no lactose-free butter in the catalogue
    },
  );

  it.each([
    ['mjölk'],
    ['mjölkprotein'],
    ['mjölkproteinallergi'],
    ['mjölkallergi'],
    ['mejeri'],
    ['kasein'],
    ['vassle'],
  ])(
    '"%s": every dairy food out, lactose-free products and hard cheese included, nothing substituted',
    (text) => {
      const r = parseRestrictions(text);
      expect(r.unknown).toEqual([]);
      expect(r.allergens).toEqual(['milk']);
      for (const f of [...WITH_LACTOSE, ...KEPT_UNDER_LACTOSE]) expect(r.excludedFoods.has(f)).toBe(true);
      expect(r.substitutes?.size ?? 0).toBe(0);
    },
  );

  it('"laktos, mjölkprotein" is milk protein; "laktos, yoghurt" keeps lactose-free milk but no yoghurt', () => {
    expect(parseRestrictions('laktos, mjölkprotein').excludedFoods.has(F.laktosfriMellanmjolk)).toBe(true);
    const r = parseRestrictions('laktos, yoghurt');
    expect(r.excludedFoods.has(F.laktosfriYoghurt)).toBe(true);
    expect(r.substitutes?.has(F.yoghurt)).toBe(false);
    expect(r.substitutes?.get(F.mellanmjolk)).toBe(F.laktosfriMellanmjolk);
  });

  it('every food with milk is either lactose-free or excluded by "laktos"; a lactose-free product carries its ordinary values', () => {
    const r = parseRestrictions('laktos');
    for (const meta of META_BY_NUMBER.values()) {
      if (!meta.allergens.includes('milk')) {
        expect(r.excludedFoods.has(meta.number), meta.name).toBe(false);
        continue;
      }
      expect(r.excludedFoods.has(meta.number), meta.name).toBe(!meta.lactoseFree);
      expect(containsLactose(meta)).toBe(!meta.lactoseFree);
      if (meta.valuesOf === undefined) continue;
      const ordinary = food(meta.valuesOf);
      expect(food(meta.number).per100g, meta.name).toEqual(ordinary.per100g);
      expect(meta.name).toMatch(/^Laktosfri /);
      expect(meta.number).toBe(LACTOSE_FREE_OFFSET + meta.valuesOf);
      expect(FOOD_ROWS[meta.number]).toEqual({
        ...FOOD_ROWS[meta.valuesOf],
        number: meta.number,
        valuesOf: meta.valuesOf,
      });
      expect(foodMeta(meta.valuesOf).allergens).toEqual(meta.allergens);
    }
  });

  it('a dish with milk is served with lactose-free milk under "laktos": same nutrients, same id; left as it is otherwise', () => {
    const r = parseRestrictions('laktos');
    const withMilk = RECIPES.filter((x) => x.ingredients.some((i) => i.food === F.mellanmjolk));
    expect(withMilk.length).toBeGreaterThan(0);
    let kept = 0;
    for (const recipe of withMilk) {
      expect(allowedBy(recipe, r)).toBe(false); // as written it holds lactose
      const served = servedUnder(recipe, r);
      expect(served.id).toBe(recipe.id);
      expect(served.ingredients.map((i) => i.food)).not.toContain(F.mellanmjolk);
      expect(served.ingredients.map((i) => i.food)).toContain(F.laktosfriMellanmjolk);
      expect(nutrientsOf(served.ingredients)).toEqual(nutrientsOf(recipe.ingredients));
      if (allowedBy(served, r)) kept++;
    }
    expect(kept).toBeGreaterThan(0);
    // Without "laktos", and under "mjölk", nothing is swapped.
    for (const text of ['', 'gluten', 'mjölk']) {
      const other = parseRestrictions(text);
      for (const recipe of withMilk) expect(servedUnder(recipe, other)).toBe(recipe);
    }
    expect(servedFood(F.kvarg, r)).toBe(F.laktosfriKvarg);
    expect(servedFood(F.hardost, r)).toBe(F.hardost);
    expect(servedFood(F.smor, r)).toBeUndefined();
    expect(servedFood(F.kvarg, parseRestrictions('mjölk'))).toBeUndefined();
  });

  it('"laktos" keeps more dishes than "mjölk": counted over the catalogue', () => {
    const count = (text: string) => {
      const r = parseRestrictions(text);
      return recipesServedUnder(RECIPES, r).filter((x) => allowedBy(x, r)).length;
    };
    const lactose = count('laktos');
    const milk = count('mjölk');
    expect(lactose).toBeGreaterThan(milk);
    console.log(`recipes allowed: none ${RECIPES.length}, "laktos" ${lactose}, "mjölk" ${milk}`);
  });
});

describe('allowedBy', () => {
  it('never lets an excluded ingredient or allergen through', () => {
    const r = parseRestrictions('mjölk, nötter, svamp');
    const allowed = RECIPES.filter((x) => allowedBy(x, r));
    expect(allowed.length).toBeGreaterThan(0);
    for (const recipe of allowed) {
      expect(recipe.allergens).not.toContain('milk');
      expect(recipe.allergens).not.toContain('tree-nuts');
      expect(recipe.ingredients.map((i) => i.food)).not.toContain(F.champinjoner);
    }
    expect(RECIPES.filter((x) => !allowedBy(x, r)).length).toBeGreaterThan(0);
  });

  it('excludes recipes that mention a named seasoning in their steps', () => {
    const r = parseRestrictions('spiskummin');
    expect(r.unknown).toEqual([]);
    const withCumin = RECIPES.filter((x) => x.steps.some((s) => s.includes('spiskummin')));
    expect(withCumin.length).toBeGreaterThan(0);
    for (const recipe of withCumin) expect(allowedBy(recipe, r)).toBe(false);
  });
});

describe('no ingredient hides in the recipe text', () => {
  // Words that start like a food keyword but are not that food ("färsk" ≠ "färs", "smörgås" ≠ "smör").
  const NOT_FOOD = new Set([
    'färsk',
    'färska',
    'färskpotatis',
    'smörgås',
    'sallad',
    'salladen',
    'salladsblad',
    // Lemongrass is a grass, not a citrus fruit.
    'citrongräs',
  ]);
  const keywords = [...META_BY_NUMBER.values()]
    .flatMap((m) => m.keywords)
    .filter((k) => !k.includes(' ') && k.length >= 4)
    .sort((a, b) => b.length - a.length);

  it('excludes a recipe whenever its text names a food the user excluded', () => {
    let checked = 0;
    for (const recipe of RECIPES) {
      const text = [recipe.name, recipe.description, ...recipe.steps]
        .join(' ')
        .toLocaleLowerCase('sv-SE')
        .replace(/utan \p{L}+/gu, ' ');
      for (const word of text.split(/[^\p{L}]+/u)) {
        if (NOT_FOOD.has(word)) continue;
        const keyword = keywords.find((k) => word.startsWith(k));
        if (keyword === undefined) continue;
        checked++;
        expect(allowedBy(recipe, parseRestrictions(keyword)), `${recipe.id}: "${word}" (${keyword})`).toBe(
          false,
        );
      }
    }
    expect(checked).toBeGreaterThan(500);
  });
});
