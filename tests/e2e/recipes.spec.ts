/**
 * The recipe pages: every catalogue recipe has its page and picture in the build and none is extra,
 * each page's schema.org Recipe is complete and agrees with its own nutrition table, and on a 360 px
 * phone a person finds a recipe through the /recipes filters and through site search and scales it.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { test as base } from '@playwright/test';

import { RECIPES } from '../../supabase/functions/_shared/catalogue/index.ts';
import { svNumber } from '../../supabase/functions/_shared/format/sv-number.ts';
import { DIST, distHtml, distPages } from './content-dist';
import { axeBlocking } from './support/axe';
import { expect, test } from './support/test';

const PORRIDGE = RECIPES.find((recipe) => recipe.id === 'havregrynsgrot-med-blabar-och-mandel');

/** The text of an element in built HTML, tags dropped and whitespace (no-break spaces too) collapsed. */
const text = (html: string): string =>
  html
    .replace(/<[^>]+>/gu, '')
    .replace(/\s+/gu, ' ')
    .trim();

interface RecipeJsonLd {
  '@type': string;
  name: string;
  description: string;
  image: string[];
  recipeIngredient: string[];
  recipeInstructions: { '@type': string; text: string }[];
  recipeYield: string[];
  totalTime: string;
  recipeCategory: string;
  recipeCuisine: string;
  suitableForDiet?: string[];
  nutrition: Record<string, string>;
}

base.describe('the built recipe pages', () => {
  base('every catalogue recipe has its page and picture, and no page is extra', () => {
    const built = distPages()
      .filter((path) => path.startsWith('/recipes/'))
      .map((path) => path.slice('/recipes/'.length))
      .sort();
    expect(built).toEqual(RECIPES.map((recipe) => recipe.id).sort());
    const pictures = readdirSync(join(DIST, 'recipes')).filter((name) => name.endsWith('.svg'));
    expect(pictures.sort()).toEqual(RECIPES.map((recipe) => `${recipe.id}.svg`).sort());

    const sitemap = readdirSync(DIST)
      .filter((name) => /^sitemap-\d+\.xml$/u.test(name))
      .map((name) => readFileSync(join(DIST, name), 'utf8'))
      .join('');
    for (const path of ['/recipes', ...built.map((id) => `/recipes/${id}`)]) {
      expect(sitemap, `${path} in the sitemap`).toMatch(new RegExp(`<loc>[^<]*${path}/?</loc>`, 'u'));
    }
  });

  base('each page’s Recipe JSON-LD parses, is complete and gives the energy of its own table', () => {
    const problems: string[] = [];
    for (const recipe of RECIPES) {
      const path = `/recipes/${recipe.id}`;
      const html = distHtml(path);
      const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/gu)];
      expect(blocks, path).toHaveLength(1);
      const data = JSON.parse(blocks[0]?.[1] ?? '') as RecipeJsonLd;
      const ingredients = [...html.matchAll(/<li\b[^>]*data-ingredient\b/gu)].length;
      const steps = [...html.matchAll(/<li\b[^>]*data-step\b/gu)].length;
      const energy =
        /<tr data-nutrient="energy">[\s\S]*?<td[^>]*data-per-portion[^>]*>([\s\S]*?)<\/td>/u.exec(html)?.[1];
      const checks: [string, boolean][] = [
        ['@type', data['@type'] === 'Recipe'],
        ['name', data.name === recipe.name],
        ['description', data.description.length > 0],
        ['image', data.image[0]?.startsWith('http') === true && data.image[0].endsWith(`${path}.svg`)],
        ['recipeIngredient', data.recipeIngredient.length === ingredients && ingredients > 0],
        [
          'recipeInstructions',
          data.recipeInstructions.length === steps &&
            data.recipeInstructions.every((step) => step['@type'] === 'HowToStep' && step.text !== ''),
        ],
        ['recipeYield', data.recipeYield.includes('1 portion')],
        ['totalTime', data.totalTime === `PT${String(recipe.cookingTime)}M`],
        ['recipeCategory', data.recipeCategory !== ''],
        ['recipeCuisine', data.recipeCuisine !== ''],
        [
          'suitableForDiet',
          (data.suitableForDiet ?? []).every((diet) => diet.startsWith('https://schema.org/')),
        ],
        ['servingSize', data.nutrition.servingSize === '1 portion'],
        [
          'nutrition',
          ['proteinContent', 'carbohydrateContent', 'fatContent', 'fiberContent', 'sodiumContent'].every(
            (key) => /^\d+(\.\d+)? m?g$/u.test(data.nutrition[key] ?? ''),
          ),
        ],
        // The table writes "1 234 kcal" (a no-break space between thousands); JSON-LD "1234 kcal".
        ['calories = table', data.nutrition.calories === text(energy ?? '').replace(/\s(?=\d)/gu, '')],
      ];
      for (const [field, ok] of checks) if (!ok) problems.push(`${path}: ${field}`);
    }
    expect(problems).toEqual([]);
  });
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('a recipe found through the filters scales with the portions, fits the screen and passes axe', async ({
    page,
  }) => {
    if (PORRIDGE === undefined) throw new Error('the porridge recipe is gone');
    await page.goto('/recipes');
    const count = page.locator('[data-recipe-count]');
    await expect(count).toHaveText(`Visar alla ${String(RECIPES.length)} recept.`);
    await page.getByLabel('Måltid').selectOption({ label: 'Frukost' });
    await page.getByLabel('Kost', { exact: true }).selectOption({ label: 'Vegetarisk' });
    await page.getByLabel('Tid', { exact: true }).selectOption({ label: 'Högst 10 min' });
    await page.getByLabel('Kök', { exact: true }).selectOption({ label: 'Svenskt' });
    const expected = RECIPES.filter(
      (r) =>
        r.mealTypes.includes('breakfast') &&
        r.diets.includes('vegetarian') &&
        r.cookingTime <= 10 &&
        r.cuisines.includes('swedish'),
    );
    await expect(count).toHaveText(`Visar ${String(expected.length)} av ${String(RECIPES.length)} recept.`);
    await expect(page.locator('[data-recipe-card]:visible')).toHaveCount(expected.length);
    await expect(page).toHaveURL(/\?maltid=breakfast&kost=vegetarian&tid=10&kok=swedish$/u);
    expect(await axeBlocking(page), '/recipes filtered').toEqual([]);

    await page.getByRole('link', { name: PORRIDGE.name }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(PORRIDGE.name);
    const recipe = page.locator('[data-recipe]');
    const oats = recipe.locator('[data-ingredient][data-food="702"] [data-q]');
    const energy = recipe.locator('[data-nutrient="energy"] td').last();
    await expect(oats).toHaveText('1 ½ dl');
    await expect(energy).toHaveText(`${svNumber(PORRIDGE.nutrients.kcal, 0)} kcal`);
    await page.getByLabel('Portioner').selectOption('4');
    await expect(oats).toHaveText('6 dl');
    await expect(energy).toHaveText(`${svNumber(PORRIDGE.nutrients.kcal * 4, 0)} kcal`);
    await expect(recipe).toHaveAttribute('data-portions', '4');
    // Per portion stays per portion.
    await expect(recipe.locator('[data-nutrient="energy"] [data-per-portion]')).toHaveText(
      `${svNumber(PORRIDGE.nutrients.kcal, 0)} kcal`,
    );
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
    expect(await axeBlocking(page), PORRIDGE.id).toEqual([]);

    // Back on the hub, the address brings the same choice back.
    await page.goBack();
    await expect(count).toHaveText(`Visar ${String(expected.length)} av ${String(RECIPES.length)} recept.`);
    await expect(page.getByLabel('Måltid')).toHaveValue('breakfast');
  });

  test('site search finds a recipe and says it is one', async ({ page }) => {
    if (PORRIDGE === undefined) throw new Error('the porridge recipe is gone');
    await page.goto('/');
    await page.getByRole('button', { name: 'Sök bland artiklar och recept' }).click();
    await page.keyboard.type('havregrynsgröt blåbär');
    const dialog = page.getByRole('dialog', { name: 'Sök bland artiklar och recept' });
    const hit = dialog.getByRole('link', { name: `Recept · ${PORRIDGE.name}` });
    await expect(hit).toHaveAttribute('href', new RegExp(`/recipes/${PORRIDGE.id}/?$`, 'u'));
    await hit.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(PORRIDGE.name);
  });
});

test('the menu, the home page and the Kost hub lead to the recipes', async ({ page }) => {
  await page.goto('/nutrition');
  await expect(page.locator('main a[href="/recipes"]')).toHaveCount(1);
  await page.goto('/');
  await expect(page.locator('main a[href="/recipes"]')).toHaveCount(1);
  await page.getByRole('button', { name: 'Meny' }).click();
  await page.getByRole('navigation', { name: 'Meny' }).getByRole('link', { name: 'Recept' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Recept' })).toBeVisible();
  expect(existsSync(join(DIST, 'recipes', 'index.html'))).toBe(true);
});
