import { axeBlocking } from './support/axe';
import { expect, test, type Page } from './support/test';

import { adminRows, createUser, signInAs, signedInUser, type TestUser } from './support/backend';
import {
  deletePlanAs,
  giveHealthDataConsent,
  insertPlan,
  MEAL_PREFERENCES,
  mealPlanFor,
  workoutText,
} from './support/plans';

const card = (page: Page, name: string) =>
  page.locator('[data-plan-card]').filter({ has: page.getByRole('heading', { name, exact: true }) });

async function workoutRow(
  page: Page,
  user: TestUser,
  name = 'Träningsschema 7 dagar',
  description: string | null = 'Mål: Allmän hälsa | Frekvens: 2-3',
  text = workoutText(7),
) {
  return insertPlan(page.request, user, 'workout_plans', {
    name,
    description,
    plan_data: {
      workoutPlan: text,
      duration: '7-days',
      formData: { goals: ['Allmän hälsa'], frequency: '2-3', duration: '7-days', specificGoals: '' },
      createdAt: new Date().toISOString(),
    },
  });
}

test.describe('my plans', () => {
  test('signed out: sent to /auth, and back to My plans after login', async ({ page, request }) => {
    const user = await createUser(request);
    await page.goto('/my-plans');
    await expect(page).toHaveURL(/\/auth\?next=%2Fmy-plans$/);
    await page.getByLabel('E-postadress').fill(user.email);
    await page.getByLabel('Lösenord').fill(user.password);
    await page.getByRole('button', { name: 'Logga in' }).click();
    await expect(page).toHaveURL(/\/my-plans$/);
    await expect(page.getByRole('tab', { name: 'Måltidsplaner (0)' })).toBeVisible();
    await expect(page.getByText('Du har inga sparade måltidsplaner ännu.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Skapa en måltidsplan' })).toHaveAttribute(
      'href',
      '/meal-planning',
    );
    await page.getByRole('tab', { name: 'Träningsplaner (0)' }).click();
    await expect(page.getByRole('link', { name: 'Skapa ett träningsschema' })).toHaveAttribute(
      'href',
      '/create-workout-plan',
    );
  });

  test('meal cards show calories, diet and allergies; Visa hands the plan to /meal-plan', async ({
    page,
  }) => {
    const user = await signedInUser(page);
    const { plan } = mealPlanFor();
    // The preferences name an allergy: health data, saved only with consent (RLS refuses it otherwise).
    await giveHealthDataConsent(page.request, user);
    const row = await insertPlan(page.request, user, 'meal_plans', {
      name: 'Min medelhavsvecka',
      description: null,
      preferences: MEAL_PREFERENCES,
      plan_data: plan,
    });
    await page.goto('/my-plans');
    await expect(page.getByRole('tab', { name: 'Måltidsplaner (1)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const meal = card(page, 'Min medelhavsvecka');
    // Headings in order (h1, the tab's h2, each card's h3), as Lighthouse's heading-order audit asks.
    expect(
      await page.getByRole('heading').evaluateAll((headings) => headings.map((h) => Number(h.tagName[1]))),
    ).toEqual([1, 2, 3]);
    await expect(page.getByRole('heading', { level: 2, name: 'Måltidsplaner (1)' })).toBeAttached();
    await expect(meal).toContainText('Ingen beskrivning');
    await expect(meal).toContainText(/2\s000 kcal per dag/);
    await expect(meal).toContainText('Medelhavskost');
    await expect(meal).toContainText('nötter');
    const today = new Intl.DateTimeFormat('sv-SE', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Europe/Stockholm',
    }).format(new Date());
    await expect(meal).toContainText(`Skapad ${today}`);

    // /meal-plan reads selectedMealPlan and removes it at once: keep a copy of what it found.
    await page.addInitScript(() => {
      const handed = localStorage.getItem('selectedMealPlan');
      if (handed !== null) sessionStorage.setItem('test:selectedMealPlan', handed);
    });
    await meal.getByRole('button', { name: 'Visa' }).click();
    await expect(page).toHaveURL(/\/meal-plan$/);
    const stored = await page.evaluate(
      () => JSON.parse(sessionStorage.getItem('test:selectedMealPlan') ?? 'null') as unknown,
    );
    expect(stored).toEqual({ id: row.id, name: 'Min medelhavsvecka', preferences: MEAL_PREFERENCES, plan });
    // /meal-plan shows exactly that plan.
    await expect(page.getByText('Sparad plan: Min medelhavsvecka')).toBeVisible();
    await expect(page.getByTestId('day-card').first()).toContainText(plan[0]?.breakfast.name ?? '');
  });

  test('Visa on a workout shows the saved schedule read-only; back returns to the list', async ({ page }) => {
    const user = await signedInUser(page);
    // A row saved before the form asked for experience and place, with a run on Wednesday.
    const text = workoutText(7).replace(
      'DAG 3: Helkropp\n- Knäböj: 3 × 10',
      'DAG 3: Helkropp\n- Löpning i zon 2 (60–70 % av maxpuls): 40 min\n- Knäböj: 3 × 10',
    );
    await workoutRow(page, user, undefined, undefined, text);
    await page.goto('/my-plans');
    await page.getByRole('tab', { name: 'Träningsplaner (1)' }).click();
    const workout = card(page, 'Träningsschema 7 dagar');
    await expect(workout).toContainText('Mål: Allmän hälsa | Frekvens: 2-3');
    await workout.getByRole('button', { name: 'Visa' }).click();
    await expect(page.getByRole('heading', { name: 'Träningsschema 7 dagar', level: 2 })).toBeFocused();
    const week = page.getByRole('region', { name: 'Vecka 1' });
    await expect(week.locator('[data-day]')).toHaveCount(7);
    await expect(week.locator('[data-day="1"]')).toContainText('Knäböj: 3 × 10');
    await expect(week.locator('[data-day="2"]')).toContainText('Vila');
    // The saved plan's cardio against FYSS's 150 minutes, and what would reach it.
    await expect(week).toContainText('Veckans konditionsträning: 40 av 150 minuter');
    await expect(page.getByTestId('cardio-summary')).toContainText(
      'Lägg till 110 minuter i veckan, till exempel 30 minuter rask promenad eller cykling 4 av vilodagarna',
    );
    await expect(page.getByRole('button', { name: 'Spara till Mina planer' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Tillbaka till Mina planer' }).click();
    await expect(workout.getByRole('button', { name: 'Visa' })).toBeFocused();
  });

  test('delete asks first; cancel keeps the plan, confirm removes it at once', async ({ page }) => {
    const user = await signedInUser(page);
    await workoutRow(page, user, 'Gammal plan');
    await workoutRow(page, user, 'Att behålla');
    await page.goto('/my-plans');
    await page.getByRole('tab', { name: 'Träningsplaner (2)' }).click();
    await card(page, 'Gammal plan').getByRole('button', { name: 'Ta bort' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ta bort planen?' });
    await expect(dialog).toContainText('"Gammal plan" tas bort för alltid.');
    await dialog.getByRole('button', { name: 'Avbryt' }).click();
    await expect(dialog).toBeHidden();
    await expect(card(page, 'Gammal plan')).toBeVisible();

    await card(page, 'Gammal plan').getByRole('button', { name: 'Ta bort' }).click();
    await dialog.getByRole('button', { name: 'Ta bort' }).click();
    await expect(page.getByText('Träningsplan borttagen')).toBeVisible();
    await expect(card(page, 'Gammal plan')).toHaveCount(0);
    await expect(page.getByRole('tab', { name: 'Träningsplaner (1)' })).toBeVisible();
    // Focus goes to the open tab's list, not to the meal tab's, kept hidden in the page.
    await expect(page.locator(':focus')).toContainText('Att behålla');
    const rows = await adminRows(page.request, `workout_plans?user_id=eq.${user.id}`);
    expect(rows.map((row) => row.name)).toEqual(['Att behålla']);
  });

  test('a delete that removed no row is a failure, not a success', async ({ page }) => {
    const user = await signedInUser(page);
    const row = await workoutRow(page, user, 'Redan borta');
    await page.goto('/my-plans');
    await page.getByRole('tab', { name: 'Träningsplaner (1)' }).click();
    await deletePlanAs(page.request, user, 'workout_plans', row.id);
    await card(page, 'Redan borta').getByRole('button', { name: 'Ta bort' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Ta bort' }).click();
    await expect(page.getByText('Ett fel uppstod vid borttagning av träningsplan')).toBeVisible();
    await expect(page.getByText('Träningsplan borttagen')).toHaveCount(0);
  });

  test('a second user never sees the first user’s plans', async ({ page, request }) => {
    const first = await signedInUser(page);
    await workoutRow(page, first, 'Förstas schema');
    const second = await createUser(request);
    await signInAs(page, second);
    await page.goto('/my-plans');
    await expect(page.getByRole('tab', { name: 'Måltidsplaner (0)' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Träningsplaner (0)' })).toBeVisible();
    await page.getByRole('tab', { name: 'Träningsplaner (0)' }).click();
    await expect(page.getByText('Förstas schema')).toHaveCount(0);
  });

  test('a name with HTML renders as text; an unreadable plan says so and the rest still works', async ({
    page,
  }) => {
    const user = await signedInUser(page);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const evil = '<img src=x onerror=alert(1)>';
    await workoutRow(page, user, evil, '<b>fet</b>');
    await insertPlan(page.request, user, 'workout_plans', {
      name: 'Gammalt format',
      plan_data: { workoutPlan: 'DAG 1: Styrka' },
    });
    await insertPlan(page.request, user, 'meal_plans', {
      name: 'Trasig måltidsplan',
      preferences: {},
      plan_data: [{ day: 'Måndag' }],
    });
    await page.goto('/my-plans');
    const broken = card(page, 'Trasig måltidsplan');
    await expect(broken).toContainText('Planen kan inte öppnas');
    await expect(broken).toContainText('Allmän');
    await expect(broken.getByRole('button', { name: 'Visa' })).toHaveCount(0);

    await page.getByRole('tab', { name: 'Träningsplaner (2)' }).click();
    await expect(card(page, 'Gammalt format')).toContainText('Planen kan inte öppnas');
    const evilCard = card(page, evil);
    await expect(evilCard).toContainText('<b>fet</b>');
    await expect(page.locator('[data-plan-card] img')).toHaveCount(0);
    await expect(page.locator('[data-plan-card] b')).toHaveCount(0);
    await evilCard.getByRole('button', { name: 'Visa' }).click();
    await expect(page.getByRole('heading', { name: evil, level: 2 })).toBeVisible();
    expect(dialogs).toEqual([]);
  });

  test('load failure: a Swedish message and a retry that works', async ({ page, consoleErrors }) => {
    consoleErrors.allow(/status of 500 \(Internal Server Error\) \(.*\/rest\/v1\/meal_plans/);
    await signedInUser(page);
    let fail = true;
    await page.route('**/rest/v1/meal_plans*', (route) =>
      fail
        ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' })
        : route.continue(),
    );
    await page.goto('/my-plans');
    await expect(
      page.getByRole('alert').filter({ hasText: 'Ett fel uppstod vid hämtning av planer' }).first(),
    ).toBeVisible();
    fail = false;
    await page.getByRole('button', { name: 'Försök igen' }).click();
    await expect(page.getByRole('tab', { name: 'Måltidsplaner (0)' })).toBeVisible();
  });

  test('keyboard only: tabs with arrow keys, Visa, delete dialog with Esc; axe clean', async ({ page }) => {
    const user = await signedInUser(page);
    await workoutRow(page, user, 'Tangentbordsschema');
    await page.goto('/my-plans');
    const mealTab = page.getByRole('tab', { name: 'Måltidsplaner (0)' });
    await mealTab.focus();
    await page.keyboard.press('ArrowRight');
    const workoutTab = page.getByRole('tab', { name: 'Träningsplaner (1)' });
    await expect(workoutTab).toBeFocused();
    await expect(workoutTab).toHaveAttribute('aria-selected', 'true');
    expect(await axeBlocking(page)).toEqual([]);

    const remove = card(page, 'Tangentbordsschema').getByRole('button', { name: 'Ta bort' });
    await remove.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(remove).toBeFocused();
    await card(page, 'Tangentbordsschema').getByRole('button', { name: 'Visa' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('region', { name: 'Vecka 1' })).toBeVisible();
  });
});
