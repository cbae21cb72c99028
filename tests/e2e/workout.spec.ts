import { axeBlocking } from './support/axe';
import { expect, hydrated, recordToasts, shownToasts, test, type Page } from './support/test';

import { WELL_KNOWN_ANON_KEY } from '../../supabase/local/keys.ts';
import { adminRows, createUser, signedInUser } from './support/backend';
import { fillWorkoutForm, workoutText, type WorkoutWho } from './support/plans';

const FUNCTION_URL = '**/functions/v1/generate-workout-plan';

const weeks = (page: Page) => page.getByRole('region', { name: /^Vecka \d$/ });
const generateButton = (page: Page) => page.getByRole('button', { name: 'Skapa mitt träningsschema' });

const GYM_REGULAR: WorkoutWho = { experience: 'Van', place: 'Gym' };

/** The form for strength and fitness, 2–3 days a week: the generator's common case. */
const fillForm = (page: Page, duration: '7 dagar' | '30 dagar', specific = '', who = GYM_REGULAR) =>
  fillWorkoutForm(page, { goals: ['Ökad styrka', 'Förbättrad kondition'], duration, who, specific });

async function generate(page: Page, duration: '7 dagar' | '30 dagar', specific = '', who = GYM_REGULAR) {
  await fillForm(page, duration, specific, who);
  await recordToasts(page);
  await generateButton(page).click();
  // The toast is on screen for 4 s: a loaded machine may let it pass before this looks.
  await expect.poll(() => shownToasts(page)).toContain('Träningsschema genererat!');
}

test.describe('workout generator', () => {
  test('a visitor generates 7 days: one week of Monday–Sunday cards, rest days, the tip', async ({
    page,
  }) => {
    await page.goto('/create-workout-plan');
    await expect(page.getByRole('heading', { name: 'Ditt träningsschema visas här' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Så formar dina mål schemat' })).toBeVisible();
    await generate(page, '7 dagar');
    await expect(page.getByText('Ditt personliga träningsschema är redo.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Ditt träningsschema för 7 dagar' })).toBeFocused();
    await expect(weeks(page)).toHaveCount(1);
    const days = weeks(page).first().locator('[data-day]');
    await expect(days).toHaveCount(7);
    await expect(days.first()).toContainText('Måndag');
    await expect(days.first()).toContainText('Dag 1');
    await expect(days.last()).toContainText('Söndag');
    await expect(days.filter({ hasText: 'Vila' }).first()).toBeVisible();
    await expect(
      days.filter({ hasText: 'Träning' }).first().getByRole('list', { name: 'Övningar' }),
    ).toBeVisible();
    await expect(page.getByText('Vilodag – låt kroppen återhämta sig.').first()).toBeVisible();
    // Three days a week with strength and cardio: the week's cardio against FYSS's 150, and what would reach it.
    await expect(weeks(page).first()).toContainText(/Veckans konditionsträning: \d+ av 150 minuter/);
    const cardio = page.getByTestId('cardio-summary');
    await expect(cardio).toContainText('Med 3 träningsdagar i veckan räcker passen till');
    await expect(cardio).toContainText(/Lägg till \d+ minuter i veckan.*eller välj 4–5 gånger i veckan/);
    await expect(
      page.getByText('Gör övningarna i ordning och vila 30–60 sekunder mellan dem.'),
    ).toBeVisible();
    // The form keeps its values.
    await expect(page.getByRole('checkbox', { name: 'Ökad styrka' })).toBeChecked();
    await expect(page.getByRole('radio', { name: '7 dagar' })).toBeChecked();
    // Each lift links to its description in the strength guide, and the guide has that section.
    const howTo = page.getByRole('link', { name: 'Så gör du: Knäböj', exact: true }).first();
    await expect(howTo).toHaveAttribute('href', '/strength-exercises#knaboj');
    await howTo.click();
    await expect(page.locator('#knaboj')).toBeInViewport();
  });

  test('30 days for a new person at home with dumbbells: four weeks of seven cards, dumbbell exercises with a starting weight in words', async ({
    page,
  }) => {
    await page.goto('/create-workout-plan');
    await generate(page, '30 dagar', '', { experience: 'Ny', place: 'Hemma med hantlar' });
    const schedule = page.getByRole('region', { name: 'Resultat' });
    await expect(schedule).toContainText(
      'Gobletknäböj med hantel: 3 × 10 – välj en vikt du orkar 12 gånger, gör 10',
    );
    await expect(schedule).not.toContainText(/Marklyft:|Bänkpress|Chins|Skivstång/);
    await expect(page.locator('[data-cardio-week]')).toHaveCount(4);
    await expect(page.getByRole('heading', { name: 'Ditt träningsschema för 30 dagar' })).toBeVisible();
    await expect(weeks(page)).toHaveCount(4);
    for (let week = 0; week < 4; week++) {
      const days = weeks(page).nth(week).locator('[data-day]');
      await expect(days).toHaveCount(7);
      expect(await days.filter({ hasText: 'Vila' }).count()).toBeGreaterThan(0);
    }
    await expect(page.getByRole('region', { name: 'Dag 29–30' }).locator('[data-day]')).toHaveCount(2);
  });

  test('an incomplete form: a Swedish toast, and nothing is sent', async ({ page }) => {
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/functions/v1/')) calls.push(request.url());
    });
    await page.goto('/create-workout-plan');
    await page.getByRole('checkbox', { name: 'Allmän hälsa' }).check();
    await generateButton(page).click();
    await expect(page.getByText('Ofullständig information')).toBeVisible();
    await expect(
      page.getByText('Vänligen fyll i alla fält innan du genererar ditt träningsschema.'),
    ).toBeVisible();
    await expect(page.getByText('Välj hur ofta du vill träna')).toBeVisible();
    await expect(page.getByText('Välj hur van du är vid styrketräning')).toBeVisible();
    await expect(page.getByText('Välj var du tränar')).toBeVisible();
    // Focus moves to the first field to fix: experience stands right after the goals.
    await expect(page.getByRole('radio', { name: /^Ny / })).toBeFocused();
    expect(calls).toEqual([]);
  });

  test('the function fails: the Fel toast, the placeholder stays, the form keeps its values', async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(/status of 500 \(Internal Server Error\) \(.*\/functions\/v1\/generate-workout-plan/);
    await page.route(FUNCTION_URL, (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"boom"}' })
        : route.continue(),
    );
    await page.goto('/create-workout-plan');
    await fillForm(page, '7 dagar');
    await generateButton(page).click();
    await expect(page.getByText('Det gick inte att generera träningsschemat. Försök igen.')).toBeVisible();
    await expect(page.getByText('Fel', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Ditt träningsschema visas här' })).toBeVisible();
    await expect(generateButton(page)).toBeEnabled();
    await expect(page.getByRole('radio', { name: '2–3 gånger i veckan' })).toBeChecked();
  });

  test("the function's notice is shown with the schedule", async ({ page }) => {
    await page.route(FUNCTION_URL, (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 200,
            contentType: 'application/json',
            body: JSON.stringify({
              workoutPlan: workoutText(7),
              source: 'rules',
              notice: 'Du har använt dina AI-scheman för den här timmen. Logga in för att få fler.',
            }),
          })
        : route.continue(),
    );
    await page.goto('/create-workout-plan');
    await generate(page, '7 dagar');
    await expect(page.getByRole('note')).toContainText('Du har använt dina AI-scheman för den här timmen.');
  });

  test('an expired token (401) is retried once as a visitor', async ({ page, consoleErrors }) => {
    consoleErrors.allow(/status of 401 \(Unauthorized\) \(.*\/functions\/v1\/generate-workout-plan/);
    await signedInUser(page);
    const authorizations: string[] = [];
    await page.route(FUNCTION_URL, async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      const authorization = (await route.request().headerValue('authorization')) ?? '';
      authorizations.push(authorization);
      if (authorizations.length === 1) {
        return route.fulfill({
          status: 401,
          contentType: 'application/json',
          body: '{"error":"Logga in igen"}',
        });
      }
      return route.continue();
    });
    await page.goto('/create-workout-plan');
    await generate(page, '7 dagar');
    expect(authorizations).toHaveLength(2);
    expect(authorizations[0]).not.toBe(`Bearer ${WELL_KNOWN_ANON_KEY}`);
    expect(authorizations[1]).toBe(`Bearer ${WELL_KNOWN_ANON_KEY}`);
  });

  test('signed out: saving asks to sign in, and the plan survives the login round trip', async ({
    page,
    request,
  }) => {
    const user = await createUser(request);
    await page.goto('/create-workout-plan');
    await generate(page, '7 dagar', 'springa 5 km');
    await expect(page.getByTestId('pain-care')).toHaveCount(0);
    const firstDay = (await page.locator('[data-day="1"]').textContent()) ?? '';
    await page.getByRole('button', { name: 'Spara till Mina planer' }).click();
    await expect(page.getByText('Inloggning krävs')).toBeVisible();
    await expect(
      page.getByText('Du måste vara inloggad för att spara träningsplaner.').first(),
    ).toBeVisible();
    expect(await adminRows(request, `workout_plans?user_id=eq.${user.id}`)).toEqual([]);

    await page.getByRole('link', { name: 'Logga in för att spara' }).click();
    await expect(page).toHaveURL(/\/auth\?next=%2Fcreate-workout-plan$/);
    await page.getByLabel('E-postadress').fill(user.email);
    await page.getByLabel('Lösenord').fill(user.password);
    await page.getByRole('button', { name: 'Logga in' }).click();
    await expect(page).toHaveURL(/\/create-workout-plan$/);
    await expect(page.getByRole('heading', { name: 'Ditt träningsschema för 7 dagar' })).toBeVisible();
    await expect(page.locator('[data-day="1"]')).toHaveText(firstDay);
    // Free text typed signed out may be someone else's health text ("ont i knät"): it stays behind.
    await expect(page.getByLabel('Specifika mål (valfritt)')).toHaveValue('');

    // The draft left its specific goals behind, so there is no health data to ask consent for.
    await page.getByRole('button', { name: 'Spara till Mina planer' }).click();
    await expect(page.getByText('Träningsschema sparat!')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Spara utan specifika mål' })).toHaveCount(0);
    const rows = await adminRows(request, `workout_plans?user_id=eq.${user.id}`);
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows[0])).not.toContain('springa 5 km');
    expect(await page.evaluate(() => localStorage.getItem('hp:workout-draft'))).toBeNull();
  });

  test('signed in: the saved row is named by duration, described by the form, holds the plan, and is in My plans', async ({
    page,
    request,
  }) => {
    const user = await signedInUser(page);
    await page.goto('/create-workout-plan');
    await generate(page, '30 dagar', 'ont i ena knät');
    // Pain in the specific goals: when to stop, when to see a physiotherapist or a doctor, and 1177.
    const care = page.getByTestId('pain-care');
    await expect(care).toContainText('Avbryt en övning som gör ont');
    await expect(care).toContainText('Tala med en fysioterapeut eller läkare om det inte går över');
    await expect(care.getByRole('link', { name: '1177' })).toHaveAttribute('href', 'https://www.1177.se');
    await page.getByRole('button', { name: 'Spara till Mina planer' }).click();
    // Specific goals are health data: consent is asked first, and nothing is saved before it.
    await page.getByRole('button', { name: 'Spara med mina mål' }).click();
    await expect(
      page.getByText(
        'Kryssa i samtycket för att spara schemat med dina specifika mål, eller spara utan dem.',
      ),
    ).toBeVisible();
    expect(await adminRows(request, `workout_plans?user_id=eq.${user.id}`)).toEqual([]);
    await page
      .getByLabel(
        'Jag samtycker till att mina specifika mål (ont i ena knät) sparas med schemat på mitt konto.',
      )
      .check();
    await page.getByRole('button', { name: 'Spara med mina mål' }).click();
    await expect(page.getByText('Träningsschema sparat!')).toBeVisible();
    await expect(page.getByText('Du hittar det under Mina planer.')).toBeVisible();

    const [row] = await adminRows(request, `workout_plans?user_id=eq.${user.id}`);
    expect(row?.name).toBe('Träningsschema 30 dagar');
    expect(row?.description).toBe(
      'Mål: Ökad styrka, Förbättrad kondition | Frekvens: 2-3 | Specifika mål: ont i ena knät',
    );
    const data = row?.plan_data as Record<string, unknown>;
    expect(data.duration).toBe('30-days');
    expect(typeof data.workoutPlan).toBe('string');
    expect(data.formData).toEqual({
      goals: ['Ökad styrka', 'Förbättrad kondition'],
      frequency: '2-3',
      duration: '30-days',
      experience: 'experienced',
      equipment: 'gym',
      specificGoals: 'ont i ena knät',
    });
    expect(Number.isNaN(Date.parse(String(data.createdAt)))).toBe(false);

    await page.getByRole('link', { name: 'Till Mina planer' }).click();
    await expect(page).toHaveURL(/\/my-plans$/);
    await page.getByRole('tab', { name: 'Träningsplaner (1)' }).click();
    await expect(page.getByRole('heading', { name: 'Träningsschema 30 dagar' })).toBeVisible();
    await expect(
      page.getByText(
        'Mål: Ökad styrka, Förbättrad kondition | Frekvens: 2-3 | Specifika mål: ont i ena knät',
      ),
    ).toBeVisible();
  });

  test('a failed save says so and saves nothing', async ({ page, request, consoleErrors }) => {
    consoleErrors.allow(/status of 500 \(Internal Server Error\) \(.*\/rest\/v1\/workout_plans/);
    const user = await signedInUser(page);
    await page.route('**/rest/v1/workout_plans*', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' })
        : route.continue(),
    );
    await page.goto('/create-workout-plan');
    await generate(page, '7 dagar');
    await page.getByRole('button', { name: 'Spara till Mina planer' }).click();
    await expect(page.getByText('Fel vid sparning')).toBeVisible();
    await expect(page.getByText('Det gick inte att spara träningsschemat. Försök igen.')).toBeVisible();
    expect(await adminRows(request, `workout_plans?user_id=eq.${user.id}`)).toEqual([]);
  });

  test('a corrupt stored draft is discarded with a notice', async ({ page }) => {
    await page.goto('/robots.txt');
    await page.evaluate(() => localStorage.setItem('hp:workout-draft', '{"form":{"goals":[]}}'));
    await page.goto('/create-workout-plan');
    await expect(page.getByText('En sparad uppgift i webbläsaren var skadad')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Ditt träningsschema visas här' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('hp:workout-draft'))).toBeNull();
  });

  test('keyboard only: fill in, generate and reach the save button', async ({ page }) => {
    await page.goto('/create-workout-plan');
    await hydrated(page);
    const goal = page.getByRole('checkbox', { name: 'Viktminskning' });
    await goal.focus();
    await page.keyboard.press('Space');
    await expect(goal).toBeChecked();
    await page.getByRole('radio', { name: /^Ny / }).focus();
    await page.keyboard.press('Space');
    await expect(page.getByRole('radio', { name: /^Ny / })).toBeChecked();
    await page.getByRole('radio', { name: /^Bara kroppsvikt / }).focus();
    await page.keyboard.press('Space');
    await page.getByRole('radio', { name: '2–3 gånger i veckan' }).focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('radio', { name: '4–5 gånger i veckan' })).toBeChecked();
    await page.getByRole('radio', { name: '7 dagar' }).focus();
    await page.keyboard.press('Space');
    await page.getByLabel('Specifika mål (valfritt)').focus();
    await page.keyboard.press('Tab');
    await expect(generateButton(page)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Ditt träningsschema för 7 dagar' })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Spara till Mina planer' })).toBeFocused();
  });

  test('axe: the generator with a schedule shown', async ({ page }) => {
    await page.goto('/create-workout-plan');
    await generate(page, '7 dagar');
    expect(await axeBlocking(page)).toEqual([]);
  });
});
