import { axeBlocking } from './support/axe';
import { expect, signOutFromMenu, test, type Page } from './support/test';

import { adminInsert, adminRows, createUser, SESSION_KEY, signedInUser } from './support/backend';

const ARTICLE = '/articles/sleep-hygiene';
const accountButton = (page: Page) => page.getByRole('button', { name: 'Mitt konto' });
const loginLink = (page: Page) => page.locator('[data-auth-corner]').getByRole('link', { name: 'Logga in' });
const isSupabaseChunk = (url: string) => /\/_astro\/.*\.js/.test(url);

/** WCAG 2.2 A/AA without axe's best practices (this journey's sweep since it was written). */
async function seriousAxe(page: Page, include?: string): Promise<string[]> {
  const findings = await axeBlocking(page, {
    ...(include === undefined ? {} : { include }),
    tags: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'],
  });
  return findings.map((finding) => `${finding.rule}: ${finding.targets.join(', ')}`);
}

async function openProfile(page: Page) {
  await accountButton(page).click();
  await page.getByRole('button', { name: 'Profil & inställningar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Profil & inställningar' });
  await expect(dialog.getByLabel('Vikt (kg)')).toBeVisible();
  return dialog;
}

test.describe('header corner on a static page', () => {
  test('signed out: Logga in, no page error', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(ARTICLE);
    await expect(loginLink(page)).toBeVisible();
    await expect(accountButton(page)).toBeHidden();
    expect(errors).toEqual([]);
  });

  test('signed in: the user menu at once, and supabase-js only after Logga ut is picked', async ({
    page,
  }) => {
    const user = await signedInUser(page);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto(ARTICLE);
    // Decided before the first paint: the corner never showed 'Logga in' to a signed-in reader.
    expect(await page.evaluate(() => document.documentElement.dataset.auth)).toBe('in');
    await expect(accountButton(page)).toBeVisible();
    await expect(loginLink(page)).toBeHidden();
    const beforeMenu = [...scripts];
    await page.waitForLoadState('networkidle');
    const loaded = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => entry.name),
    );
    const bodies = await Promise.all(
      loaded.filter(isSupabaseChunk).map(async (url) => (await page.request.get(url)).text()),
    );
    expect(bodies.some((body) => /GoTrueClient|PostgrestClient/.test(body))).toBe(false);
    expect(beforeMenu.length).toBeGreaterThan(0);

    await accountButton(page).click();
    await expect(page.getByText(user.email)).toBeVisible();
    await signOutFromMenu(page);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Du har loggats ut')).toBeVisible();
    await expect(loginLink(page)).toBeVisible();
    expect(await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY)).toBeNull();
  });

  test('signing out clears every key the app stored on the device', async ({ page }) => {
    await signedInUser(page);
    const keys = [
      'mealPreferences',
      'generatedMealPlan',
      'selectedMealPlan',
      'hp:shopping-checked',
      'hp:workout-draft',
      'hp:last-workout',
    ];
    await page.evaluate((names) => {
      for (const name of names) localStorage.setItem(name, '{"x":1}');
    }, keys);
    await page.goto(ARTICLE);
    await signOutFromMenu(page);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Du har loggats ut')).toBeVisible();
    // Once the server has been told (the sign-out's revocation record goes then), only the mark that
    // the account changed (for the other tabs) stays: nothing of the user.
    await expect.poll(() => page.evaluate(() => Object.keys(localStorage))).toEqual(['hp:account-mark']);
  });

  test('a corrupt or expired stored session reads as signed out without a page error', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/robots.txt');
    await page.evaluate((key) => localStorage.setItem(key, '{"access_token": 42, broken'), SESSION_KEY);
    await page.goto(ARTICLE);
    await expect(loginLink(page)).toBeVisible();
    const expired = {
      access_token: 'x',
      refresh_token: 'y',
      expires_at: 1_000_000,
      user: { id: 'u', email: 'a@b.se' },
    };
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
      SESSION_KEY,
      JSON.stringify(expired),
    ] as const);
    await page.goto(ARTICLE);
    await expect(loginLink(page)).toBeVisible();
    await expect(accountButton(page)).toBeHidden();
    expect(errors).toEqual([]);
  });

  test('signing out in one tab shows signed out in the other', async ({ page, context }) => {
    await signedInUser(page);
    await page.goto(ARTICLE);
    const other = await context.newPage();
    await other.goto('/nutrition');
    await expect(accountButton(other)).toBeVisible();
    await signOutFromMenu(page);
    await expect(page.getByText('Du har loggats ut')).toBeVisible();
    await expect(loginLink(other)).toBeVisible();
    await expect(accountButton(other)).toBeHidden();
  });

  test('keyboard only: the user menu opens, moves and closes', async ({ page }) => {
    await signedInUser(page);
    await page.goto(ARTICLE);
    await accountButton(page).focus();
    await page.keyboard.press('Enter');
    await expect(accountButton(page)).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Mina planer' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Profil & inställningar' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(accountButton(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(accountButton(page)).toBeFocused();
  });
});

test.describe('login with the keyboard', () => {
  test('Tab through the form and Enter signs in', async ({ page, request }) => {
    const user = await createUser(request);
    await page.goto('/auth');
    await expect(page.getByRole('button', { name: 'Logga in' })).toBeEnabled();
    await page.getByLabel('E-postadress').focus();
    await page.keyboard.type(user.email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(user.password);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/$/);
    await expect(accountButton(page)).toBeVisible();
  });
});

test.describe('profile dialog', () => {
  test('edit round trip, bounds, and axe on the open dialog', async ({ page }) => {
    const user = await signedInUser(page);
    await page.goto('/nutrition');
    let dialog = await openProfile(page);
    expect(await seriousAxe(page, 'dialog[open]')).toEqual([]);
    await expect(dialog.getByLabel('Visningsnamn')).toHaveValue(user.displayName);

    await dialog.getByLabel('Vikt (kg)').fill('1000');
    await dialog.getByLabel('Längd (cm)').fill('40');
    await dialog.getByRole('button', { name: 'Spara profil' }).click();
    await expect(dialog.getByText('Ange en vikt mellan 1 och 999 kg (högst en decimal)')).toBeVisible();
    await expect(dialog.getByText('Ange en längd mellan 50 och 300 cm')).toBeVisible();

    await dialog.getByLabel('Visningsnamn').fill('');
    await dialog.getByLabel('Vikt (kg)').fill('72.5');
    await dialog.getByLabel('Längd (cm)').fill('');
    await dialog.getByRole('button', { name: 'Spara profil' }).click();
    // Weight is health data: not saved without explicit consent.
    await expect(
      dialog.getByText('Kryssa i samtycket för att spara vikt och längd, eller lämna fälten tomma.'),
    ).toBeVisible();
    expect((await adminRows(page.request, `profiles?user_id=eq.${user.id}`))[0]?.weight).toBeNull();
    await dialog.getByRole('checkbox', { name: /Jag samtycker/ }).check();
    await dialog.getByRole('button', { name: 'Spara profil' }).click();
    await expect(page.getByText('Profil uppdaterad!')).toBeVisible();
    await expect(dialog).toBeHidden();
    const [row] = await adminRows(page.request, `profiles?user_id=eq.${user.id}`);
    expect(row).toMatchObject({ display_name: user.email.split('@')[0], height: null });
    expect(Number(row?.weight)).toBe(72.5);
    expect(row?.health_data_consent_at).toEqual(expect.any(String));

    dialog = await openProfile(page);
    await expect(dialog.getByLabel('Vikt (kg)')).toHaveValue('72.5');
    await expect(dialog.getByText(/Du samtyckte till att vi sparar hälsouppgifter/)).toBeVisible();

    // Withdrawing consent clears the health data in the database.
    await dialog.getByRole('button', { name: 'Återkalla samtycke' }).click();
    await dialog.getByRole('button', { name: 'Återkalla och radera' }).click();
    await expect(
      page.getByText(
        'Samtycket är återkallat. Vikt, längd, sparade allergier och specifika mål är raderade.',
      ),
    ).toBeVisible();
    await expect(dialog.getByLabel('Vikt (kg)')).toHaveValue('');
    const [withdrawn] = await adminRows(page.request, `profiles?user_id=eq.${user.id}`);
    expect(withdrawn).toMatchObject({ weight: null, height: null, health_data_consent_at: null });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('export holds exactly the user’s rows; deleting the account removes every row', async ({
    page,
    request,
    consoleErrors,
  }) => {
    // The deleted account's session is gone, so the sign-out that follows is refused (403).
    consoleErrors.allow(/403 \(Forbidden\) \(.*\/auth\/v1\/logout/);
    const user = await signedInUser(page);
    const other = await createUser(request);
    await adminInsert(request, 'workout_plans', {
      user_id: user.id,
      name: 'Mitt schema',
      plan_data: { workoutPlan: 'DAG 1: Vila' },
    });
    await adminInsert(request, 'workout_plans', {
      user_id: other.id,
      name: 'Någon annans',
      plan_data: { workoutPlan: 'DAG 1: Vila' },
    });

    await page.goto('/nutrition');
    const dialog = await openProfile(page);
    const downloadPromise = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Ladda ner mina data' }).click();
    const download = await downloadPromise;
    const exported = JSON.parse(
      await (await download.createReadStream()).toArray().then((c) => Buffer.concat(c).toString()),
    ) as {
      konto: { id: string };
      traningsplaner: { user_id: string; name: string }[];
      maltidsplaner: unknown[];
    };
    expect(exported.konto.id).toBe(user.id);
    expect(exported.traningsplaner.map((plan) => [plan.user_id, plan.name])).toEqual([
      [user.id, 'Mitt schema'],
    ]);
    expect(exported.maltidsplaner).toEqual([]);

    await dialog.getByRole('button', { name: 'Radera mitt konto' }).click();
    await dialog.getByLabel('Din e-postadress').fill('fel@example.com');
    await dialog.getByRole('button', { name: 'Radera kontot för alltid' }).click();
    await expect(dialog.getByText('Skriv exakt den e-postadress du är inloggad med.')).toBeVisible();
    await dialog.getByLabel('Din e-postadress').fill(user.email);
    await dialog.getByRole('button', { name: 'Radera kontot för alltid' }).click();
    await expect(page.getByText('Ditt konto och alla dina uppgifter är raderade.')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(loginLink(page)).toBeVisible();
    for (const table of ['profiles', 'workout_plans', 'meal_plans']) {
      expect(await adminRows(page.request, `${table}?user_id=eq.${user.id}`)).toEqual([]);
    }
    // The other user's data is untouched.
    expect(await adminRows(page.request, `workout_plans?user_id=eq.${other.id}`)).toHaveLength(1);
  });
});

test.describe('auth page', () => {
  test('axe on /auth in both modes', async ({ page }) => {
    await page.goto('/auth');
    expect(await seriousAxe(page)).toEqual([]);
    await page.getByRole('button', { name: 'Har du inget konto? Skapa ett' }).click();
    expect(await seriousAxe(page)).toEqual([]);
  });

  test('a server that is down: Swedish message, the form keeps what was typed, the button comes back', async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(/ERR_CONNECTION_REFUSED/);
    await page.route('**/auth/v1/token**', (route) => route.abort('connectionrefused'));
    await page.goto('/auth');
    await page.getByLabel('E-postadress').fill('nagon@example.com');
    await page.getByLabel('Lösenord').fill('hemligt-losen');
    await page.getByRole('button', { name: 'Logga in' }).click();
    await expect(
      page.getByText('Kunde inte nå servern. Kontrollera din internetanslutning och försök igen.'),
    ).toBeVisible();
    await expect(page.getByLabel('E-postadress')).toHaveValue('nagon@example.com');
    await expect(page.getByLabel('Lösenord')).toHaveValue('hemligt-losen');
    await expect(page.getByRole('button', { name: 'Logga in' })).toBeEnabled();
  });
});
