import { RECIPES, food } from '@shared/catalogue/index.ts';
import { describe, expect, it } from 'vitest';

import { matchStepIngredients } from '@/lib/recipes/cook-steps';

/** The names of the ingredients each step uses. */
function named(steps: string[], names: string[]) {
  const match = matchStepIngredients(steps, names);
  return {
    steps: match.steps.map((indices) => indices.map((i) => names[i])),
    unused: match.unused.map((i) => names[i]),
  };
}

describe('which ingredients a step uses', () => {
  it('finds a food in its Swedish inflections and compounds', () => {
    const names = ['Gul lök', 'Vitlök', 'Morot', 'Nötfärs', 'Olivolja', 'Krossade tomater', 'Tomatpuré'];
    expect(
      named(
        [
          'Hacka löken, pressa vitlöksklyftorna och riv moroten.',
          'Bryn färsen i oljan.',
          'Rör ner tomatpurén och de krossade tomaterna.',
        ],
        names,
      ).steps,
    ).toEqual([
      ['Gul lök', 'Vitlök', 'Morot'],
      ['Nötfärs', 'Olivolja'],
      ['Krossade tomater', 'Tomatpuré'],
    ]);
  });

  it('never takes garlic for the onion, nor a spice for the fresh food', () => {
    expect(named(['Fräs löken mjuk.'], ['Vitlök', 'Gul lök']).steps).toEqual([['Gul lök']]);
    expect(named(['Krydda med paprikapulver och gurkmeja.'], ['Röd paprika', 'Gurka']).steps).toEqual([[]]);
    expect(named(['Bred smöret på smörgåsen.'], ['Smör']).steps).toEqual([['Smör']]);
    expect(named(['Lägg upp på en smörgås.'], ['Smör']).steps).toEqual([[]]);
  });

  it('knows a cut by what it is cut from, and a class by its members', () => {
    expect(
      named(
        ['Stek kycklingen och laxen.', 'Skala rotfrukterna.', 'Krydda fisken.'],
        ['Kycklingfilé', 'Laxfilé', 'Morot', 'Palsternacka', 'Kycklingbuljong'],
      ).steps,
    ).toEqual([['Kycklingfilé', 'Laxfilé'], ['Morot', 'Palsternacka'], ['Laxfilé']]);
  });

  it('gives every ingredient to a step that puts them all in, and lists the ones no step names', () => {
    expect(named(['Lägg alla ingredienser i en mixer.'], ['Banan', 'Havregryn']).steps).toEqual([
      ['Banan', 'Havregryn'],
    ]);
    expect(named(['Koka riset.'], ['Basmatiris', 'Salt och peppar']).unused).toEqual(['Salt och peppar']);
  });

  it('over the whole catalogue: nearly every step with ingredients, nearly no ingredient left out', () => {
    let steps = 0;
    let stepsWithIngredients = 0;
    let ingredients = 0;
    let unused = 0;
    for (const recipe of RECIPES) {
      const names = recipe.ingredients.map((i) => food(i.food).name);
      const match = matchStepIngredients(recipe.steps, names);
      steps += recipe.steps.length;
      stepsWithIngredients += match.steps.filter((s) => s.length > 0).length;
      ingredients += names.length;
      unused += match.unused.length;
    }
    // Measured: 1 501 of 1 602 steps name an ingredient (the rest are "Sätt ugnen på 200 °C",
    // "Servera direkt"…), 8 of 2 430 ingredients are in no step (shown as "Ta fram").
    expect(stepsWithIngredients / steps).toBeGreaterThan(0.9);
    expect(unused / ingredients).toBeLessThan(0.01);
  });
});
