/**
 * Every failure says what happened. The catch-all of an island, the meal function's
 * refusal, the calculator's hand-off below a plan's floor, saving a workout with a revoked session,
 * and catalogue messages no other journey shows (busy labels are held by delaying the answer).
 */
import {
  expect,
  hydrated,
  recordToasts,
  shownToasts,
  signOutFromMenu,
  test,
  type Page,
} from './support/test';

import { startFakeProvider } from '../../supabase/functions/_shared/ai/testing/fake-provider.ts';
import { aiAnswer, DISHES } from '../../supabase/functions/generate-meal-plan/test-fixtures.ts';
import { WELL_KNOWN_ANON_KEY } from '../../supabase/local/keys.ts';
import { startServer } from '../../supabase/local/server.ts';
import {
  adminRows,
  createUser,
  SESSION_KEY,
  SUPABASE_URL,
  sessionFor,
  signedInUser,
  uniqueEmail,
} from './support/backend';
import {
  fillWorkoutForm,
  giveHealthDataConsent,
  insertPlan,
  MEAL_PREFERENCES,
  mealPlanFor,
  scrollThroughWeek,
  storeGeneratedPlan,
} from './support/plans';

/** Routes `pattern` (POST only) through a gate: the request waits until the returned function is called. */
async function holdPosts(page: Page, pattern: string): Promise<() => void> {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route) => {
    if (route.request().method() === 'POST') await gate;
    await route.continue();
  });
  return release;
}

async function fillMealForm(page: Page): Promise<void> {
  await page.goto('/meal-planning');
  await hydrated(page);
  await page.getByLabel('Dagligt kalorimål (kcal)').fill('2000');
  await page.getByRole('combobox', { name: 'Kosttyp' }).selectOption({ label: 'Vegansk' });
  await page.getByRole('combobox', { name: 'Mål' }).selectOption({ label: 'Viktbalans' });
  await page.getByRole('checkbox', { name: 'Svenskt' }).check();
  await page.getByLabel('Allergier och begränsningar').fill('nötter, soja');
}

async function fillCalculator(page: Page, age: string, weight: string, height: string): Promise<void> {
  await page.goto('/calorie-calculator');
  await hydrated(page);
  await page.getByLabel('Ålder (år)').fill(age);
  await page.getByLabel('Vikt (kg)').fill(weight);
  await page.getByLabel('Längd (cm)').fill(height);
}

test.describe('catch-all of an island', () => {
  test('a result that cannot be drawn: the Swedish message, what was typed, reload and the hub', async ({
    page,
    consoleErrors,
  }) => {
    // Grouping the thousands of this one result fails (no test hook in the product code): the
    // Swedish number formatting groups digits with a regular expression replace.
    consoleErrors.allow(/formatting failed/, /Island failed to render/);
    await page.addInitScript(() => {
      // eslint-disable-next-line @typescript-eslint/unbound-method -- called with its own `this` below
      const replace = String.prototype.replace;
      String.prototype.replace = function (this: unknown, ...args: Parameters<typeof replace>) {
        // Boxed in a sloppy-mode init script: compare the text, not the object.
        if (String(this) === '2759' && args[0] instanceof RegExp) throw new Error('test: formatting failed');
        return replace.apply(String(this), args);
      } as typeof replace;
    });
    await fillCalculator(page, '30', '80', '180');
    await page.getByRole('radio', { name: 'Man' }).check();
    await page.getByRole('radio', { name: /^Måttligt aktiv/ }).check();
    await page.getByRole('button', { name: 'Beräkna' }).click();

    const alert = page.locator('[data-island-error]');
    await expect(alert.getByRole('heading', { name: 'Ett oväntat fel uppstod' })).toBeVisible();
    await expect(alert.getByText('Det du hade skrivit, så att du kan kopiera det:')).toBeVisible();
    await expect(alert.getByText('Vikt (kg):')).toBeVisible();
    await expect(alert.getByText('80', { exact: true })).toBeVisible();
    await expect(alert.getByRole('link', { name: 'Tillbaka till kost' })).toHaveAttribute(
      'href',
      '/nutrition',
    );
    // The rest of the page still works, and nothing stored was cleared.
    await expect(page.getByRole('button', { name: 'Meny' })).toBeEnabled();
    expect(await page.evaluate(() => localStorage.getItem('hp:calculator-sex'))).toContain('male');

    await alert.getByRole('button', { name: 'Ladda om sidan' }).click();
    await expect(page.getByRole('button', { name: 'Beräkna' })).toBeVisible();
    await expect(page.locator('[data-island-error]')).toHaveCount(0);
  });
});

test.describe('calculator → meal form hand-off', () => {
  test('a 70-year-old sedentary woman of 50 kg and 155 cm: why the plan starts at 1 200 kcal, no value carried', async ({
    page,
  }) => {
    await fillCalculator(page, '70', '50', '155');
    await page.getByRole('radio', { name: 'Kvinna' }).check();
    await page.getByRole('radio', { name: /^Stillasittande/ }).check();
    await page.getByRole('button', { name: 'Beräkna' }).click();
    // 10·50 + 6.25·155 − 5·70 − 161 = 957.75; × 1.2 = 1149.3
    await expect(page.getByTestId('tdee')).toContainText('1 149');
    const note = page.getByTestId('below-floor');
    await expect(note).toContainText('Våra måltidsplaner börjar på 1 200 kcal per dag');
    await expect(note).toContainText('dietist');
    await expect(note.getByRole('link', { name: '1177' })).toHaveAttribute('href', 'https://www.1177.se');
    // The weight-loss advice never goes below the floor.
    await expect(page.getByText(/Gå ner i vikt: vi föreslår inget lägre intag/)).toBeVisible();
    await expect(page.getByText(/Gå ner i vikt: \d/)).toHaveCount(0);

    // No weight-loss action; keeping the weight carries the goal only, and the person picks the calories.
    await expect(page.getByRole('link', { name: /^Gå ner i vikt/ })).toHaveCount(0);
    await page.getByRole('link', { name: /^Behålla vikten/ }).click();
    await expect(page).toHaveURL(/\/meal-planning\?goal=maintenance$/);
    await hydrated(page);
    await expect(page.getByRole('combobox', { name: 'Mål' })).toHaveValue('maintenance');
    await expect(
      page.getByText('Ifyllt från kaloriräknaren: behålla vikten. Välj ditt kalorimål.'),
    ).toBeVisible();
    await expect(page.getByLabel('Dagligt kalorimål (kcal)')).toHaveValue('');
    await expect(page.getByText('Kalorimålet måste vara mellan')).toHaveCount(0);
  });

  test('a 16-year-old of 38 kg and 165 cm: no weight-loss figure or action, kind words, 1177 and the school nurse', async ({
    page,
  }) => {
    await fillCalculator(page, '16', '38', '165');
    await page.getByRole('radio', { name: 'Kvinna' }).check();
    await page.getByRole('radio', { name: /^Lätt aktiv/ }).check();
    await page.getByRole('button', { name: 'Beräkna' }).click();
    await expect(page.getByTestId('tdee')).toBeVisible();
    await expect(page.getByText(/Gå ner i vikt: eftersom du är under 18 år/)).toBeVisible();
    await expect(page.getByText(/Gå ner i vikt: \d/)).toHaveCount(0);
    const care = page.getByTestId('care-note');
    await expect(care).toContainText('skolsköterskan');
    await expect(care.getByRole('link', { name: '1177' })).toHaveAttribute('href', 'https://www.1177.se');
    await expect(page.getByTestId('goal-actions').getByRole('link')).toHaveText([
      /^Behålla vikten/,
      /^Gå upp i vikt/,
    ]);
  });

  test('a value the form would refuse in the address is not carried; weight loss under the floor says why', async ({
    page,
  }) => {
    await page.goto('/meal-planning?goal=weight-loss&calories=1149');
    await hydrated(page);
    // The goal is carried once the address has been read; the calories are not.
    await expect(page.getByRole('combobox', { name: 'Mål' })).toHaveValue('weight-loss');
    await expect(page.getByLabel('Dagligt kalorimål (kcal)')).toHaveValue('');
    await page.getByLabel('Dagligt kalorimål (kcal)').fill('1100');
    await expect(
      page.getByText('För viktnedgång börjar våra måltidsplaner på 1 200 kcal per dag.', { exact: false }),
    ).toBeVisible();
    await page.getByRole('combobox', { name: 'Mål' }).selectOption({ label: 'Viktbalans' });
    await expect(page.getByText('Kalorimålet måste vara mellan 1200 och 5000 kcal per dag')).toBeVisible();
  });
});

test.describe('meal function answers', () => {
  test('a 422 refusal shows only its reason with the restriction words, not the AI fallback', async ({
    page,
    consoleErrors,
  }) => {
    test.slow(); // the first generation loads supabase-js and the generator
    consoleErrors.allow(/status of 422/);
    await signedInUser(page);
    const reason =
      'Det finns inget recept för frukost som passar kosttypen Vegansk och dina begränsningar (nötter, soja). Prova att ändra kosttyp eller ta bort någon begränsning.';
    await page.route('**/functions/v1/generate-meal-plan', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 422,
            contentType: 'application/json',
            body: JSON.stringify({ error: reason, unknownRestrictions: [] }),
          })
        : route.continue(),
    );
    await fillMealForm(page);
    await page.getByRole('button', { name: 'Generera måltidsplan' }).click();
    await expect(page.getByText(reason)).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(/AI-generering misslyckades/)).toHaveCount(0);
    await expect(page).toHaveURL(/\/meal-planning$/);
    await expect(page.getByRole('button', { name: 'Generera måltidsplan' })).toBeEnabled();
  });

  test("busy 'Genererar din måltidsplan...', then 'Din AI-genererade måltidsplan är redo!' from the fake AI provider", async ({
    page,
    baseURL,
  }) => {
    test.slow(); // a server of its own starts, and the first generation loads supabase-js
    // The shared e2e server has no AI provider (every other journey gets the rule plan). This one
    // gets a local server of its own whose meal function asks the fake OpenAI-compatible provider,
    // and the page's Supabase requests go there: sign-in, quota, the function's AI path, all real.
    const fake = await startFakeProvider();
    fake.answer({ kind: 'content', content: JSON.stringify(aiAnswer()) });
    const server = await startServer({
      port: 0,
      dataDir: 'memory',
      seed: false,
      siteUrl: baseURL,
      authRateLimits: false,
      enableConfirmations: false,
      functionEnv: { AI_API_KEY: 'test-key', AI_BASE_URL: fake.baseUrl, AI_MODEL: 'fake-model' },
      log: () => undefined,
    });
    try {
      let release!: () => void;
      const gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route(`${SUPABASE_URL}/**`, async (route) => {
        const request = route.request();
        // Held until the busy label has been seen, then on to the function.
        if (request.method() === 'POST' && request.url().includes('/functions/v1/generate-meal-plan'))
          await gate;
        const response = await route.fetch({ url: request.url().replace(SUPABASE_URL, server.url) });
        await route.fulfill({ response });
      });
      const headers = { apikey: WELL_KNOWN_ANON_KEY, 'Content-Type': 'application/json' };
      const credentials = { email: uniqueEmail('ai'), password: 'hemligt-losen-1' };
      const signup = await page.request.post(`${server.url}/auth/v1/signup`, { headers, data: credentials });
      expect(signup.ok(), await signup.text()).toBe(true);
      const token = await page.request.post(`${server.url}/auth/v1/token?grant_type=password`, {
        headers,
        data: credentials,
      });
      expect(token.ok(), await token.text()).toBe(true);
      const session = JSON.stringify(await token.json());
      await page.goto('/robots.txt');
      await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
        SESSION_KEY,
        session,
      ] as const);
      await recordToasts(page);

      // The fake provider's plan is for a lactose-free balanced week with snacks (test-fixtures.ts).
      await page.goto('/meal-planning');
      await hydrated(page);
      await page.getByLabel('Dagligt kalorimål (kcal)').fill('2000');
      await page.getByRole('combobox', { name: 'Kosttyp' }).selectOption({ label: 'Balanserad' });
      await page.getByRole('combobox', { name: 'Mål' }).selectOption({ label: 'Viktbalans' });
      await page.getByRole('checkbox', { name: 'Svenskt' }).check();
      await page.getByRole('checkbox', { name: 'Asiatiskt' }).check();
      await page.getByLabel('Allergier och begränsningar').fill('laktos');
      await page.getByLabel('Inkludera dagliga mellanmål').check();
      await page.getByRole('button', { name: 'Generera måltidsplan' }).click();
      await expect(page.getByRole('button', { name: 'Genererar din måltidsplan...' })).toBeDisabled();
      release();
      await expect(page).toHaveURL(/\/meal-plan$/, { timeout: 30_000 });
      await expect.poll(() => shownToasts(page)).toContain('Din AI-genererade måltidsplan är redo!');
      // The model's dish, served by the function from the provider's answer.
      await expect(page.getByTestId('day-card').first()).toContainText(DISHES.lunch.name);
      expect(fake.calls).toHaveLength(1);
    } finally {
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await server.close();
      await fake.close();
    }
  });
});

test.describe('auth busy labels', () => {
  test("'Loggar in...' while the sign-in is on its way", async ({ page }) => {
    const user = await createUser(page.request);
    const release = await holdPosts(page, '**/auth/v1/token*');
    await page.goto('/auth');
    await hydrated(page);
    await page.getByLabel('E-postadress').fill(user.email);
    await page.getByLabel('Lösenord').fill(user.password);
    await page.getByRole('button', { name: 'Logga in' }).click();
    await expect(page.getByRole('button', { name: 'Loggar in...' })).toBeDisabled();
    release();
    await expect(page.getByText('Välkommen tillbaka!')).toBeVisible();
  });

  test("'Skapar konto...' while the account is being created", async ({ page }) => {
    const release = await holdPosts(page, '**/auth/v1/signup*');
    await page.goto('/auth');
    await hydrated(page);
    await page.getByRole('button', { name: 'Har du inget konto? Skapa ett' }).click();
    await page.getByLabel('Visningsnamn').fill('Testperson');
    await page.getByLabel('E-postadress').fill(`busy-${Date.now().toString(36)}@example.com`);
    await page.getByLabel('Lösenord').fill('hemligt-losen-1');
    await page.getByRole('button', { name: 'Skapa konto', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Skapar konto...' })).toBeDisabled();
    release();
    await expect(
      page
        .getByRole('form', { name: 'Skapa konto' })
        .getByText(
          'Kolla din e-post för att bekräfta kontot. Har adressen redan ett konto får du i stället ett mejl om hur du loggar in.',
        ),
    ).toBeVisible();
  });
});

test.describe('saving a workout asks the server who the user is', () => {
  test("a session signed out elsewhere gets 'Inloggning krävs', and nothing is saved", async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(/status of 40[13]/);
    const user = await signedInUser(page);
    await page.goto('/create-workout-plan');
    await fillWorkoutForm(page);
    await page.getByRole('button', { name: 'Skapa mitt träningsschema' }).click();
    await expect(page.getByRole('heading', { name: 'Ditt träningsschema för 7 dagar' })).toBeVisible();

    // Signed out everywhere from another device: the stored session in this tab is revoked.
    const other = await sessionFor(page.request, user);
    const logout = await page.request.post(`${SUPABASE_URL}/auth/v1/logout?scope=global`, {
      headers: { apikey: WELL_KNOWN_ANON_KEY, Authorization: `Bearer ${String(other.access_token)}` },
    });
    expect(logout.status()).toBe(204);

    await page.getByRole('button', { name: 'Spara till Mina planer' }).click();
    await expect(page.getByText('Inloggning krävs')).toBeVisible();
    await expect(page.getByText('Fel vid sparning')).toHaveCount(0);
    expect(await adminRows(page.request, `workout_plans?user_id=eq.${user.id}`)).toEqual([]);
  });
});

test.describe('catalogue messages', () => {
  test("'Ej matchning!' on a stored plan whose day does not add up", async ({ page }) => {
    const { plan } = mealPlanFor();
    const [first] = plan;
    if (first === undefined) throw new Error('no day');
    first.totalCalories += 150;
    await page.goto('/robots.txt');
    await page.evaluate(
      ([preferences, stored]) => {
        localStorage.setItem('mealPreferences', JSON.stringify(preferences));
        localStorage.setItem('generatedMealPlan', JSON.stringify(stored));
      },
      [MEAL_PREFERENCES, plan] as const,
    );
    await page.goto('/meal-plan');
    const cards = page.getByTestId('day-card');
    await scrollThroughWeek(page);
    await expect(cards.first().getByText('Ej matchning!')).toBeVisible();
    await expect(cards.nth(1).getByText('Ej matchning!')).toHaveCount(0);
  });

  test('meal-plan save failure says so and keeps the dialog', async ({ page, consoleErrors }) => {
    consoleErrors.allow(/status of 500/);
    const user = await signedInUser(page);
    await storeGeneratedPlan(page, { ...MEAL_PREFERENCES, restrictions: '' });
    await page.route('**/rest/v1/meal_plans*', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' })
        : route.continue(),
    );
    await page.goto('/meal-plan');
    await scrollThroughWeek(page);
    await page.getByRole('button', { name: 'Spara måltidsplan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Spara måltidsplan' });
    await dialog.getByRole('button', { name: 'Spara' }).click();
    await expect(page.getByText('Ett fel uppstod vid sparning av måltidsplan')).toBeVisible();
    await expect(dialog).toBeVisible();
    expect(await adminRows(page.request, `meal_plans?user_id=eq.${user.id}`)).toEqual([]);
  });

  test('deleting a meal plan, and a delete the server refuses', async ({ page, consoleErrors }) => {
    consoleErrors.allow(/status of 500/);
    const user = await signedInUser(page);
    const { plan } = mealPlanFor();
    // The preferences name an allergy: health data, saved only with consent.
    await giveHealthDataConsent(page.request, user);
    for (const name of ['Veckan som går', 'Veckan som stannar']) {
      await insertPlan(page.request, user, 'meal_plans', {
        name,
        preferences: MEAL_PREFERENCES,
        plan_data: plan,
      });
    }
    await page.goto('/my-plans');
    const remove = (name: string) => page.getByRole('button', { name: `Ta bort ${name}` });
    await remove('Veckan som går').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Ta bort', exact: true }).click();
    await expect(page.getByText('Måltidsplan borttagen')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Veckan som går' })).toHaveCount(0);

    await page.route('**/rest/v1/meal_plans*', (route) =>
      route.request().method() === 'DELETE'
        ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' })
        : route.continue(),
    );
    await remove('Veckan som stannar').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Ta bort', exact: true }).click();
    await expect(page.getByText('Ett fel uppstod vid borttagning av måltidsplan')).toBeVisible();
    expect(await adminRows(page.request, `meal_plans?user_id=eq.${user.id}`)).toHaveLength(1);
  });

  test('profile load and save failures, and a sign-out the server fails', async ({ page, consoleErrors }) => {
    consoleErrors.allow(/status of 500/);
    await signedInUser(page);
    await page.route('**/rest/v1/profiles*', (route) =>
      route.request().method() === 'GET'
        ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' })
        : route.continue(),
    );
    await page.goto('/');
    await page.getByRole('button', { name: 'Mitt konto' }).click();
    await page.getByRole('button', { name: 'Profil & inställningar' }).click();
    await expect(page.getByText('Ett fel uppstod vid hämtning av profil').first()).toBeVisible();

    await page.unroute('**/rest/v1/profiles*');
    await page.route('**/rest/v1/profiles*', (route) =>
      // Saving the profile is an upsert: a POST.
      route.request().method() === 'POST'
        ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' })
        : route.continue(),
    );
    await page.reload();
    await page.getByRole('button', { name: 'Mitt konto' }).click();
    await page.getByRole('button', { name: 'Profil & inställningar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Profil & inställningar' });
    await expect(dialog.getByLabel('Vikt (kg)')).toBeVisible();
    await dialog.getByLabel('Visningsnamn').fill('Nytt namn');
    await dialog.getByRole('button', { name: 'Spara profil' }).click();
    await expect(page.getByText('Ett fel uppstod vid uppdatering av profil').first()).toBeVisible();

    await page.route('**/auth/v1/logout*', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' }),
    );
    await page.reload();
    await signOutFromMenu(page);
    // The server failing does not keep anyone signed in on the device: it is told again later.
    await expect(page.getByText('Du har loggats ut')).toBeVisible();
    await expect(page.locator('[data-auth-corner]').getByRole('link', { name: 'Logga in' })).toBeVisible();
    await expect(page.getByText('Ett fel uppstod vid utloggning')).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('hp:pending-revocations'))).not.toBeNull();
  });
});
