/**
 * Nutrition tools (and the Näringsöversikt): calorie calculator, meal form,
 * meal plan screen, shopping list, saving, stored values, keyboard, axe and print.
 */
import type { MealPreferences } from '../../supabase/functions/_shared/schemas/meal-preferences.ts';

import { axeBlocking } from './support/axe';
import { expect, recordToasts, shownToasts, test, type Page } from './support/test';

import { adminRows, createUser, signedInUser } from './support/backend';
import { mealPlanFor, scrollThroughWeek, scrollToOverview, storeGeneratedPlan } from './support/plans';

/** What the form sends for 2000 kcal, Balanserad, Viktbalans, Svenskt and Italienskt. */
const PLAN = {
  calories: 2000,
  dietType: 'balanced',
  cuisine: ['swedish', 'italian'],
  goal: 'maintenance',
  restrictions: '',
  includeSnacks: false,
} as const satisfies MealPreferences;

/** Waits until every island on the page has hydrated (Astro drops `ssr` when it has). */
async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
}

/** Collects uncaught page errors. */
function pageErrors(page: Page): Error[] {
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  return errors;
}

interface FormChoices {
  calories?: string;
  diet?: string;
  goal?: string;
  cuisines?: string[];
  restrictions?: string;
  snacks?: boolean;
}

async function fillMealForm(page: Page, choices: FormChoices = {}): Promise<void> {
  await page.getByLabel('Dagligt kalorimål (kcal)').fill(choices.calories ?? '2000');
  await page.getByRole('combobox', { name: 'Kosttyp' }).selectOption({ label: choices.diet ?? 'Balanserad' });
  await page.getByRole('combobox', { name: 'Mål' }).selectOption({ label: choices.goal ?? 'Viktbalans' });
  for (const cuisine of choices.cuisines ?? ['Svenskt', 'Italienskt']) {
    await page.getByRole('checkbox', { name: cuisine }).check();
  }
  if (choices.restrictions !== undefined) {
    await page.getByLabel('Allergier och begränsningar').fill(choices.restrictions);
  }
  if (choices.snacks === true) await page.getByLabel('Inkludera dagliga mellanmål').check();
}

/**
 * Generating loads supabase-js, calls the function and runs the generator before /meal-plan opens:
 * what the user waits for after "Generera måltidsplan". On a loaded two-core machine that passed the
 * 15 s default three times in one run, so the wait for it is explicit.
 */
const GENERATION_WAIT_MS = 30_000;

async function generate(page: Page, choices: FormChoices = {}): Promise<void> {
  await page.goto('/meal-planning');
  await hydrated(page);
  await fillMealForm(page, choices);
  await page.getByRole('button', { name: 'Generera måltidsplan' }).click();
  await expect(page).toHaveURL(/\/meal-plan$/, { timeout: GENERATION_WAIT_MS });
  await scrollThroughWeek(page);
}

test.describe('calorie calculator', () => {
  test('disabled until complete, two hand-checked results, range message, "Gå ner i vikt" carries its goal and figure into the plan', async ({
    page,
  }) => {
    await page.goto('/calorie-calculator');
    await hydrated(page);
    const button = page.getByRole('button', { name: 'Beräkna' });
    await expect(button).toBeDisabled();
    await page.getByLabel('Ålder (år)').fill('12');
    await expect(page.getByText('Åldern måste vara mellan 15 och 100 år')).toBeVisible();
    await page.getByLabel('Ålder (år)').fill('30');
    await expect(page.getByText('Åldern måste vara mellan 15 och 100 år')).toBeHidden();
    await page.getByLabel('Vikt (kg)').fill('80');
    await page.getByLabel('Längd (cm)').fill('180');
    await page.getByRole('radio', { name: 'Man' }).check();
    await expect(button).toBeDisabled();
    await page.getByRole('radio', { name: /^Måttligt aktiv/ }).check();
    await expect(button).toBeEnabled();
    await button.click();
    // 10·80 + 6.25·180 − 5·30 + 5 = 1780; × 1.55 = 2759
    await expect(page.getByTestId('bmr')).toContainText('1 780');
    await expect(page.getByTestId('tdee')).toContainText('2 759');
    await expect(page.getByText('Gå ner i vikt: 2 259–2 459 kcal per dag')).toBeVisible();
    expect(await axeBlocking(page)).toEqual([]);

    // 10·60 + 6.25·165 − 5·25 − 161 = 1345.25 → 1345; × 1.2 = 1614.3 → 1614
    await page.getByLabel('Ålder (år)').fill('25');
    await page.getByLabel('Vikt (kg)').fill('60');
    await page.getByLabel('Längd (cm)').fill('165');
    await page.getByRole('radio', { name: 'Kvinna' }).check();
    await page.getByRole('radio', { name: /^Stillasittande/ }).check();
    await button.click();
    await expect(page.getByTestId('bmr')).toContainText('1 345');
    await expect(page.getByTestId('tdee')).toContainText('1 614');
    await expect(page.getByText(/− 161/)).toBeVisible();

    // One action per goal, each with the middle of its range: 1 200–1 314 → 1 257, 1 914–2 114 → 2 014.
    const actions = page.getByTestId('goal-actions').getByRole('link');
    await expect(actions).toHaveText([
      'Gå ner i vikt1 257 kcal per dag',
      'Behålla vikten1 614 kcal per dag',
      'Gå upp i vikt2 014 kcal per dag',
    ]);

    await page.getByRole('link', { name: /^Gå ner i vikt/ }).click();
    await expect(page).toHaveURL(/\/meal-planning\?goal=weight-loss&calories=1257$/);
    await hydrated(page);
    await expect(page.getByLabel('Dagligt kalorimål (kcal)')).toHaveValue('1257');
    await expect(page.getByRole('combobox', { name: 'Mål' })).toHaveValue('weight-loss');
    const note = page.getByRole('status').filter({ hasText: 'Ifyllt från kaloriräknaren' });
    await expect(note).toHaveText('Ifyllt från kaloriräknaren: gå ner i vikt, 1 257 kcal');
    await expect(note).toBeVisible();
    // The plan made from it has the goal and the figure.
    await page.getByRole('combobox', { name: 'Kosttyp' }).selectOption({ label: 'Balanserad' });
    await page.getByRole('checkbox', { name: 'Svenskt' }).check();
    await page.getByRole('button', { name: 'Generera måltidsplan' }).click();
    await expect(page).toHaveURL(/\/meal-plan$/, { timeout: GENERATION_WAIT_MS });
    await expect(page.getByTestId('day-card').first().getByTestId('calorie-breakdown')).toContainText(
      '= 1 257 kcal',
    );
    await expect(page.getByText(/Mål: Viktminskning/).first()).toBeVisible();
  });
});

test.describe('meal form', () => {
  test('missing fields: one Swedish message and focus on the first missing field', async ({ page }) => {
    await page.goto('/meal-planning');
    await hydrated(page);
    const submit = page.getByRole('button', { name: 'Generera måltidsplan' });
    await submit.click();
    await expect(page.getByText('Vänligen fyll i alla obligatoriska fält')).toBeVisible();
    await expect(page.getByLabel('Dagligt kalorimål (kcal)')).toBeFocused();
    await page.getByLabel('Dagligt kalorimål (kcal)').fill('2200');
    await submit.click();
    await expect(page.getByRole('combobox', { name: 'Kosttyp' })).toBeFocused();
    await expect(page).toHaveURL(/\/meal-planning$/);
    expect(await axeBlocking(page)).toEqual([]);
  });
});

test.describe('anonymous meal plan', () => {
  test('generate with snacks in the browser: four meals a day that add up, Näringsöversikt, axe, and a reload keeps the plan', async ({
    page,
  }) => {
    const errors = pageErrors(page);
    const functionCalls: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/functions/v1/')) functionCalls.push(req.url());
    });
    await recordToasts(page);
    await generate(page, { snacks: true });
    // A toast is on screen for 4 s: a loaded machine may let it pass before this looks.
    await expect.poll(() => shownToasts(page)).toContain('Din måltidsplan är genererad!');
    expect(functionCalls).toEqual([]);
    const first = page.getByTestId('day-card').first();
    await expect(first.getByRole('heading', { level: 3 })).toContainText('Måndag');
    for (const meal of ['Frukost', 'Lunch', 'Middag', 'Mellanmål']) {
      await expect(first.getByText(meal, { exact: true })).toBeVisible();
    }
    await first.getByTestId('recipe-toggle').first().click();
    await expect(first.getByText('Ingredienser').first()).toBeVisible();
    await expect(first.getByTestId('calorie-breakdown')).toContainText('= 2 000 kcal');
    await expect(first.getByText('Ej matchning!')).toHaveCount(0);
    await scrollToOverview(page);
    await expect(page.getByRole('heading', { name: 'Näringsöversikt' })).toBeVisible();
    expect(await axeBlocking(page)).toEqual([]);

    const firstMeal = await first.getByRole('heading', { level: 4 }).first().textContent();
    expect(await page.evaluate(() => localStorage.getItem('generatedMealPlan'))).toBeNull();
    await page.reload();
    await hydrated(page);
    await expect(page.getByTestId('day-card').first().getByRole('heading', { level: 4 }).first()).toHaveText(
      firstMeal ?? '',
    );
    expect(errors).toEqual([]);
  });

  test('shopping list for 1 and 4 people, a check-off survives a reload, and the list is copied', async ({
    page,
  }) => {
    const errors = pageErrors(page);
    await storeGeneratedPlan(page, { ...PLAN, includeSnacks: true });
    await page.goto('/meal-plan');
    await hydrated(page);
    await page.getByRole('tab', { name: 'Inköpslista' }).click();
    const total = page.getByTestId('shopping-total');
    await expect(total).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Mellanmål', level: 3 })).toBeVisible();
    const kr = async () => Number(((await total.textContent()) ?? '').replace(/\D/g, ''));
    const one = await kr();
    expect(one).toBeGreaterThan(0);
    await page.getByLabel('Antal personer').fill('4');
    await expect.poll(kr).toBe(one * 4);
    await page.getByLabel('Antal personer').fill('20');
    await expect(page.getByLabel('Antal personer')).toHaveValue('12');
    await page.getByLabel('Antal personer').fill('0');
    await expect(page.getByLabel('Antal personer')).toHaveValue('1');
    expect(await axeBlocking(page)).toEqual([]);

    const box = page.getByTestId('shopping-group').first().getByRole('checkbox').first();
    await box.check();
    await page.reload();
    await hydrated(page);
    await page.getByRole('tab', { name: 'Inköpslista' }).click();
    await expect(page.getByTestId('shopping-group').first().getByRole('checkbox').first()).toBeChecked();

    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('button', { name: 'Kopiera lista' }).click();
    await expect(page.getByText('Inköpslistan är kopierad')).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain('Inköpslista för veckan (1 person)');
    expect(copied).toMatch(/Uppskattad totalkostnad: [\d\s ]+ kr/);
    expect(errors).toEqual([]);
  });

  test('vegan with nötter: no animal or nut ingredient, the B12 note, the panel passes axe, words not understood are shown', async ({
    page,
  }) => {
    await generate(page, {
      diet: 'Vegansk',
      restrictions: 'nötter, xyzzyallergi',
      cuisines: ['Internationellt'],
    });
    await expect(page.getByTestId('plan-notes')).toContainText('xyzzyallergi');
    // Every recipe, folded or not, as printing draws them.
    await page.evaluate(() => dispatchEvent(new Event('beforeprint')));
    const ingredients = (await page.locator('[data-testid="day-card"] li').allTextContents()).join('\n');
    expect(ingredients.length).toBeGreaterThan(100);
    const word = (w: string) => new RegExp(`(?<!\\p{L})${w}(?!\\p{L})`, 'iu');
    for (const animal of [
      'kyckling',
      'nötfärs',
      'fläsk',
      'bacon',
      'lax',
      'torsk',
      'räkor',
      'ägg',
      'smör',
      'grädde',
      'ost',
      'mjölk',
      'kvarg',
      'honung',
    ]) {
      expect(ingredients, animal).not.toMatch(word(animal));
    }
    expect(ingredients).not.toMatch(/mandel|cashew|valnöt|hasselnöt|jordnöt|pistage|pekannöt|paranöt/i);
    await scrollToOverview(page);
    const panel = page.locator('section', { has: page.getByRole('heading', { name: 'Näringsöversikt' }) });
    await expect(panel.locator('[data-tip="vitaminB12"]')).toBeVisible();
    await expect(panel.locator('[data-tip="vitaminB12"]')).toContainText(/tillskott/i);
    expect(await axeBlocking(page, { include: '[data-testid="nutrient-overview"]' })).toEqual([]);
  });
});

test.describe('signed-in meal plan', () => {
  test('generates through the function, saves with the default name, the row is in the database', async ({
    page,
  }) => {
    const user = await signedInUser(page);
    const calls: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/functions/v1/generate-meal-plan') && req.method() === 'POST')
        calls.push(req.postData() ?? '');
    });
    await recordToasts(page);
    await generate(page, { diet: 'Vegetarisk' });
    expect(calls).toHaveLength(1);
    expect(JSON.parse(calls[0] ?? '{}')).toEqual({
      preferences: expect.objectContaining({ dietType: 'vegetarian' }),
    });
    await expect.poll(() => shownToasts(page)).toContain('Din måltidsplan är genererad!');

    await page.getByRole('button', { name: 'Spara måltidsplan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Spara måltidsplan' });
    await expect(dialog).toBeVisible();
    const today = await page.evaluate(() => new Date().toLocaleDateString('sv-SE'));
    await expect(dialog.getByLabel('Namn')).toHaveAttribute('placeholder', `Måltidsplan ${today}`);
    expect(await axeBlocking(page)).toEqual([]);
    await dialog.getByLabel('Beskrivning (valfritt)').fill('<b>Veckans</b> mat');
    await dialog.getByRole('button', { name: 'Spara' }).click();
    await expect(page.getByText('Måltidsplan sparad!')).toBeVisible();
    await expect(dialog).toBeHidden();

    const rows = await adminRows(page.request, `meal_plans?user_id=eq.${user.id}`);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: `Måltidsplan ${today}`,
      description: '<b>Veckans</b> mat',
      preferences: { dietType: 'vegetarian', calories: 2000 },
    });
    expect(rows[0]?.plan_data).toHaveLength(7);

    // Saved as it is: saving again would only copy it, so the section says so instead.
    await expect(page.getByText('Planen är redan sparad')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Spara måltidsplan' })).toHaveCount(0);
  });

  test('allergies are saved only with consent; offline the plan stays and saving works once back online', async ({
    page,
    context,
    consoleErrors,
  }) => {
    consoleErrors.allow(/ERR_INTERNET_DISCONNECTED/);
    const user = await signedInUser(page);
    // Generated through the form, as a person would: the offline message is a toast, and with the
    // service worker off here its code is in the page only because the success toast loaded it.
    await generate(page, { restrictions: 'laktos' });
    await page.getByRole('button', { name: 'Spara måltidsplan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Spara måltidsplan' });
    const consent = dialog.getByRole('checkbox', {
      name: /Jag samtycker till att mina allergier och begränsningar \(laktos\)/,
    });
    await expect(consent).toBeVisible();
    await dialog.getByRole('button', { name: 'Spara' }).click();
    await expect(
      dialog.getByText('Kryssa i samtycket för att spara planen med dina allergier.'),
    ).toBeVisible();
    expect(await adminRows(page.request, `meal_plans?user_id=eq.${user.id}`)).toEqual([]);

    await consent.check();
    await context.setOffline(true);
    await dialog.getByRole('button', { name: 'Spara' }).click();
    await expect(
      page.getByText('Ingen anslutning just nu. Planen finns kvar här – spara igen när du är uppkopplad.'),
    ).toBeVisible();
    await expect(dialog).toBeVisible();
    await expect(page.getByTestId('day-card').first()).toBeVisible();

    await context.setOffline(false);
    await dialog.getByRole('button', { name: 'Spara' }).click();
    await expect(page.getByText('Måltidsplan sparad!')).toBeVisible();
    const [row] = await adminRows(page.request, `meal_plans?user_id=eq.${user.id}`);
    expect(row?.preferences).toMatchObject({ restrictions: 'laktos' });
    const [profile] = await adminRows(page.request, `profiles?user_id=eq.${user.id}`);
    expect(profile?.health_data_consent_at).toEqual(expect.any(String));
  });

  test('when the function fails: the fallback toast and a local plan', async ({ page, consoleErrors }) => {
    consoleErrors.allow(/status of 500 \(Internal Server Error\) \(.*\/functions\/v1\/generate-meal-plan/);
    await signedInUser(page);
    await page.route('**/functions/v1/generate-meal-plan', (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 500, body: '{}' }) : route.continue(),
    );
    await recordToasts(page);
    await generate(page);
    await expect
      .poll(() => shownToasts(page), { timeout: 30_000 })
      .toContain('AI-generering misslyckades. Använder backup-generator för din måltidsplan.');
  });

  test('a signed-out visitor who wants to save goes to /auth and comes back to the same plan', async ({
    page,
  }) => {
    const user = await createUser(page.request);
    await storeGeneratedPlan(page, PLAN);
    await page.goto('/meal-plan');
    await hydrated(page);
    const firstMeal = await page
      .getByTestId('day-card')
      .first()
      .getByRole('heading', { level: 4 })
      .first()
      .textContent();
    await scrollThroughWeek(page);
    await page.getByRole('button', { name: 'Logga in för att spara' }).click();
    await expect(page).toHaveURL(/\/auth\?next=%2Fmeal-plan$/);
    await hydrated(page);
    await page.getByLabel('E-postadress').fill(user.email);
    await page.getByLabel('Lösenord').fill(user.password);
    await page.getByRole('button', { name: 'Logga in' }).click();
    await expect(page).toHaveURL(/\/meal-plan$/);
    await expect(page.getByTestId('day-card').first().getByRole('heading', { level: 4 }).first()).toHaveText(
      firstMeal ?? '',
    );
    await scrollThroughWeek(page);
    await expect(page.getByRole('button', { name: 'Spara måltidsplan' })).toBeVisible();
  });
});

test.describe('stored values', () => {
  test('a saved plan from /my-plans is shown, removed from storage, and kept on reload', async ({ page }) => {
    const { plan } = mealPlanFor({ ...PLAN, calories: 2400 });
    await page.goto('/robots.txt');
    await page.evaluate((p) => {
      localStorage.setItem(
        'selectedMealPlan',
        JSON.stringify({
          id: '00000000-0000-0000-0000-000000000001',
          name: 'Min sparade vecka',
          preferences: {
            calories: 2400,
            dietType: 'keto',
            cuisine: ['swedish'],
            goal: 'weight-loss',
            restrictions: '',
            includeSnacks: false,
          },
          plan: p,
        }),
      );
    }, plan);
    await page.goto('/meal-plan');
    await expect(page.getByText('Sparad plan: Min sparade vecka')).toBeVisible();
    await expect(page.getByText('Keto', { exact: true })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('selectedMealPlan'))).toBeNull();
    await page.reload();
    await expect(page.getByText('Sparad plan: Min sparade vecka')).toBeVisible();
  });

  test('corrupt values on each page: a Swedish notice, never a page error', async ({ page }) => {
    const errors = pageErrors(page);
    await page.goto('/robots.txt');
    await page.evaluate(() => {
      localStorage.setItem('selectedMealPlan', '{"id":1');
      localStorage.setItem('generatedMealPlan', '[{"day":"Fredag"}]');
      localStorage.setItem('mealPreferences', '{"calories":"många"}');
      localStorage.setItem('hp:shopping-checked', 'inte json');
      localStorage.setItem('hp:calculator-sex', '"okänt"');
      localStorage.setItem('hp:meal-plan-draft', '{"plan":[]}');
    });
    await page.goto('/meal-plan');
    await expect(page.getByRole('heading', { name: 'Ingen måltidsplan hittad' })).toBeVisible();
    await expect(page.getByText(/En sparad uppgift i webbläsaren var skadad/).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Till kost och måltidsplanering' })).toHaveAttribute(
      'href',
      '/nutrition',
    );

    await page.evaluate(() => localStorage.setItem('mealPreferences', '{"calories":"många"}'));
    await page.goto('/meal-planning');
    await expect(page.getByText(/En sparad uppgift i webbläsaren var skadad/).first()).toBeVisible();
    await page.goto('/calorie-calculator');
    await hydrated(page);
    await expect(page.getByRole('button', { name: 'Beräkna' })).toBeDisabled();
    expect(errors).toEqual([]);
  });
});

test.describe('keyboard and print', () => {
  test('keyboard only: form, tabs, shopping list', async ({ page }) => {
    await page.goto('/meal-planning');
    await hydrated(page);
    const calories = page.getByLabel('Dagligt kalorimål (kcal)');
    for (let i = 0; i < 40 && !(await calories.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press('Tab');
    }
    await expect(calories).toBeFocused();
    await page.keyboard.type('2100');
    await page.keyboard.press('Tab'); // Kosttyp
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Tab'); // Mål
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Tab'); // first cuisine
    await page.keyboard.press('Space');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/meal-plan$/, { timeout: GENERATION_WAIT_MS });
    await expect(page.getByTestId('day-card').first()).toBeVisible();
    const mealsTab = page.getByRole('tab', { name: 'Måltider' });
    await mealsTab.focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Inköpslista' })).toBeFocused();
    await expect(page.getByRole('tab', { name: 'Inköpslista' })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Tab'); // into the panel
    await page.keyboard.press('Tab'); // people
    await expect(page.getByLabel('Antal personer')).toBeFocused();
  });

  test('print shows the plan without navigation or buttons', async ({ page }) => {
    await storeGeneratedPlan(page, PLAN);
    await page.goto('/meal-plan');
    await hydrated(page);
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('header').first()).toBeHidden();
    await expect(page.getByRole('tablist')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Skriv ut' })).toBeHidden();
    await expect(page.getByRole('link', { name: 'Ändra preferenser' })).toBeHidden();
    await expect(page.getByTestId('day-card').first()).toBeVisible();
    // Folded recipes are drawn for printing only: the browser's own print (Ctrl+P) fires beforeprint.
    await expect(page.getByTestId('recipe').first().locator('li')).toHaveCount(0);
    await page.evaluate(() => dispatchEvent(new Event('beforeprint')));
    await expect(page.getByTestId('recipe').first().locator('li').first()).toBeVisible();
  });

  test('printing at once still prints the whole week', async ({ page }) => {
    // Press Skriv ut the moment the first day is in the page (from inside the page, so no test
    // timing decides it): what is printed must be every day and the Näringsöversikt, never a week
    // still being rendered.
    await page.addInitScript(() => {
      const w = window as unknown as { __printed?: { days: number; overview: number; everyRecipe: boolean } };
      window.print = () => {
        const recipes = [...document.querySelectorAll('[data-testid="recipe"]')];
        w.__printed = {
          days: document.querySelectorAll('[data-testid="day-card"]').length,
          overview: document.querySelectorAll('[data-testid="nutrient-overview"]').length,
          everyRecipe:
            recipes.length > 0 && recipes.every((recipe) => recipe.querySelector('ol li') !== null),
        };
      };
      const observer = new MutationObserver(() => {
        if (document.querySelector('[data-testid="day-card"]') === null) return;
        observer.disconnect();
        const button = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Skriv ut');
        button?.click();
      });
      observer.observe(document, { childList: true, subtree: true });
    });
    await storeGeneratedPlan(page, PLAN);
    await page.goto('/meal-plan');
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __printed?: unknown }).__printed))
      .toEqual({ days: 7, overview: 1, everyRecipe: true });
  });
});

test.describe('day links', () => {
  test('a day link pressed while the week is appearing goes to that day', async ({ page }) => {
    // Sön pressed the moment the day links are in the page (from inside the page, so no test timing
    // decides it): the week's first show draws the summary and the links a frame before the days,
    // and the link must still land on Sunday.
    await page.addInitScript(() => {
      const observer = new MutationObserver(() => {
        const link = document.querySelector<HTMLAnchorElement>('a[href="#dag-7"]');
        if (link === null) return;
        observer.disconnect();
        Reflect.set(window, '__daysAtPress', document.querySelectorAll('[data-testid="day-card"]').length);
        link.click();
      });
      observer.observe(document, { childList: true, subtree: true });
    });
    await storeGeneratedPlan(page, PLAN);
    await page.goto('/meal-plan');
    await expect(page).toHaveURL(/#dag-7$/);
    expect(await page.evaluate(() => Reflect.get(window, '__daysAtPress') as number)).toBe(0);
    await expect(page.getByTestId('day-card').nth(6)).toBeInViewport();
  });

  test('a link from elsewhere to a day opens the week at that day', async ({ page }) => {
    await storeGeneratedPlan(page, PLAN);
    await page.goto('/meal-plan#dag-5');
    await expect(page.getByTestId('day-card')).toHaveCount(7);
    await expect(page.getByTestId('day-card').nth(4)).toBeInViewport();
    const below = await page.evaluate(() => {
      const nav = document.querySelector('nav[aria-label="Hoppa till dag"]')?.getBoundingClientRect();
      const heading = document.querySelector('#dag-5 h3')?.getBoundingClientRect();
      return nav !== undefined && heading !== undefined && heading.top >= nav.bottom - 1;
    });
    expect(below, 'the day heading is not under the sticky day links').toBe(true);
  });
});

test.describe('scrolling the plan', () => {
  test('on a tall screen the week comes in without moving what is in view (no layout shift)', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 768, height: 1024 });
    await page.addInitScript(() => {
      const shifts: number[] = [];
      Reflect.set(window, '__shifts', shifts);
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await storeGeneratedPlan(page, PLAN);
    await page.goto('/meal-plan');
    await hydrated(page);
    // A reader scrolls down through the week, a few hundred pixels a frame: each day is built a
    // screen ahead, so nothing in view moves. Measured with the days added below a summary shorter
    // than the screen: 0.147 (the footer pushed down).
    const cards = page.getByTestId('day-card');
    for (let step = 0; step < 60 && (await cards.count()) < 7; step++)
      await page.evaluate(
        () =>
          new Promise((resolve) => {
            scrollBy({ top: 400, behavior: 'instant' });
            requestAnimationFrame(() => requestAnimationFrame(resolve));
          }),
      );
    await expect(cards).toHaveCount(7);
    await page.getByRole('region', { name: 'Spara planen' }).scrollIntoViewIfNeeded();
    const shift = await page.evaluate(() =>
      (Reflect.get(window, '__shifts') as number[]).reduce((sum, value) => sum + value, 0),
    );
    expect(shift).toBeLessThan(0.01);
  });

  test('the save button stays where the person scrolled to, so a press lands on it', async ({ page }) => {
    await storeGeneratedPlan(page, PLAN);
    await page.goto('/meal-plan');
    await hydrated(page);
    await scrollThroughWeek(page);
    const button = page
      .getByRole('region', { name: 'Spara planen' })
      .getByRole('button', { name: 'Logga in för att spara' });
    // Where the button is right after scrolling to it, and a few frames later: a day card that
    // only lays itself out when it comes near the screen grows and pushes it away meanwhile.
    const tops = await button.evaluate(async (element) => {
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      element.scrollIntoView({ block: 'center' });
      const before = Math.round(element.getBoundingClientRect().top);
      for (let i = 0; i < 4; i++) await frame();
      return { before, after: Math.round(element.getBoundingClientRect().top) };
    });
    expect(tops.after).toBe(tops.before);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 800 }, isMobile: true, hasTouch: true });

  test('the meal plan fits the screen: no sideways scrolling, nothing zoomed out', async ({ page }) => {
    await storeGeneratedPlan(page, PLAN);
    await page.goto('/meal-plan');
    await expect(page.getByTestId('day-card').first()).toBeVisible();
    await hydrated(page);
    // The Näringsöversikt's table is drawn as it comes near: scroll to it, so it is measured too.
    await scrollToOverview(page);
    await expect(page.locator('[data-nutrient="fibre"]').first()).toBeVisible();
    // A phone widens its layout viewport to fit content that is too wide, which zooms the whole
    // page out: the text a person reads gets smaller and the page scrolls sideways.
    const widths = await page.evaluate(() => ({
      viewport: window.innerWidth,
      content: document.documentElement.scrollWidth,
    }));
    expect(widths).toEqual({ viewport: 390, content: 390 });
  });
});
