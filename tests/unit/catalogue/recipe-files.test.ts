/**
 * The recipe files (content/recipes/<id>.yaml): every file passes, the engine's generated module is
 * what they say, and a broken file names each problem with its file and line.
 */
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

import { published, RECIPES, RECIPES_WITH_DRAFTS } from '@shared/catalogue/index.ts';

import {
  GENERATED_MODULE,
  parseRecipeFile,
  readRecipeFiles,
  renderGeneratedModule,
} from '../../../scripts/lib/recipe-files.ts';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

const GOOD = `name: Spagetti med köttfärssås
description: Vardagsklassikern med mustig tomatsås.
mealTypes: [dinner]
cuisines: [italian]
cookingTime: 35
ingredients:
  - [pasta, 90, g]
  - [notfars, 100, g]
  - [vitlok, 4, st]
steps:
  - Koka spagettin.
  - Bryn färsen.
`;

describe('the recipe files', () => {
  it('all pass, and the engine module is generated from them (run `npm run recipes:build`)', () => {
    const { recipes, problems } = readRecipeFiles(ROOT);
    expect(problems).toEqual([]);
    expect(recipes.length).toBeGreaterThanOrEqual(391);
    expect(readFileSync(join(ROOT, GENERATED_MODULE), 'utf8')).toBe(renderGeneratedModule(recipes));
    expect(RECIPES_WITH_DRAFTS.map((r) => r.id)).toEqual(recipes.map((r) => r.id));
  });

  it('a good file becomes the recipe, foods resolved to Livsmedelsnummer, id from the file name', () => {
    const { recipe, problems } = parseRecipeFile('content/recipes/spagetti.yaml', GOOD);
    expect(problems).toEqual([]);
    expect(recipe?.id).toBe('spagetti');
    expect(recipe?.ingredients[0]).toEqual([845, 90, 'g']);
    expect(recipe?.draft).toBeUndefined();
  });

  it('names every problem of a file with its line: missing field, unknown food, unknown unit, no conversion', () => {
    const broken = GOOD.replace('cookingTime: 35\n', '')
      .replace('[notfars, 100, g]', '[notfarss, 100, g]')
      .replace('[vitlok, 4, st]', '[vitlok, 4, kg]')
      .replace('  - [pasta, 90, g]', '  - [pasta, 90, st]');
    const { recipe, problems } = parseRecipeFile('content/recipes/x.yaml', broken);
    expect(recipe).toBeUndefined();
    expect(problems.map((p) => `${p.where} ${p.message}`)).toEqual([
      'content/recipes/x.yaml:1 missing field "cookingTime"',
      expect.stringMatching(/^content\/recipes\/x\.yaml:6 Pasta.* has no grams per piece/u),
      'content/recipes/x.yaml:7 unknown food "notfarss": use a key of FOOD_META in food-meta.ts',
      'content/recipes/x.yaml:8 unknown unit "kg": use one of g, dl, msk, tsk, st',
    ]);
  });

  it('names a wrong value, an unknown field, a YAML error and a file name that is no address', () => {
    const wrong = parseRecipeFile(
      'content/recipes/x.yaml',
      GOOD.replace('[dinner]', '[middag]') + 'portions: 4\n',
    );
    expect(wrong.problems.map((p) => p.where)).toEqual([
      'content/recipes/x.yaml:3',
      'content/recipes/x.yaml:1',
    ]);
    expect(wrong.problems[0]?.message).toMatch(/^mealTypes\.0:/u);
    expect(wrong.problems[1]?.message).toMatch(/portions/u);

    const yaml = parseRecipeFile(
      'content/recipes/x.yaml',
      GOOD.replace('  - Bryn färsen.', ' - [Bryn: färsen'),
    );
    expect(yaml.problems[0]?.where).toMatch(/^content\/recipes\/x\.yaml:1[0-2]$/u);

    expect(parseRecipeFile('content/recipes/Spagetti Bolognese.yaml', GOOD).problems[0]?.message).toMatch(
      /lower-case words/u,
    );
  });

  it('a draft is kept apart: never among the published recipes plans are made from', () => {
    const { recipe } = parseRecipeFile('content/recipes/utkast.yaml', `${GOOD}draft: true\n`);
    expect(recipe?.draft).toBe(true);
    expect(RECIPES.every((r) => r.draft !== true)).toBe(true);
    // The rule RECIPES is made by, on a catalogue that has a draft (the repository has none today).
    expect(published([{ id: 'klar' }, { id: 'utkast', draft: true }, { id: 'ny', draft: false }])).toEqual([
      { id: 'klar' },
      { id: 'ny', draft: false },
    ]);
  });
});
