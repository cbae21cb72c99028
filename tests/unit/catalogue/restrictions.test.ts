import { describe, expect, it } from 'vitest';
import { RECIPES, allowedBy, parseRestrictions } from '@shared/catalogue/index.ts';
import { F, META_BY_NUMBER } from '@shared/catalogue/food-meta.ts';

describe('parseRestrictions', () => {
  it('maps allergens, foods and "inte …" phrases, and reports nothing unknown', () => {
    const r = parseRestrictions('laktos, nötter, inte svamp');
    expect(r.allergens).toEqual(['milk', 'tree-nuts', 'peanuts']);
    expect(r.excludedFoods.has(F.champinjoner)).toBe(true);
    expect(r.excludedFoods.has(F.hardost)).toBe(true); // lactose: hard cheese excluded too
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
