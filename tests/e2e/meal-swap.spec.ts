/**
 * "Byt rätt" on /meal-plan: swap one meal signed out, keyboard only and offline; the day,
 * the summary and the shopping list follow; the swap survives a reload and can be undone; a plan
 * from My plans is swapped and saved as a new plan, the old one untouched.
 */
import { axeBlocking } from './support/axe';
import { expect, hydrated, test, type Page } from './support/test';

import { adminRows, signedInUser } from './support/backend';
import {
  MEAL_PREFERENCES,
  giveHealthDataConsent,
  insertPlan,
  mealPlanFor,
  scrollThroughWeek,
  storeGeneratedPlan,
} from './support/plans';

/**
 * A balanced plan for muscle gain with snacks (Swedish and Italian), as the meal form leaves it,
 * opened on /meal-plan: these journeys are about swapping, the form has its own.
 */
async function openPlan(page: Page): Promise<void> {
  await storeGeneratedPlan(page, {
    calories: 2000,
    dietType: 'balanced',
    cuisine: ['swedish', 'italian'],
    goal: 'muscle-gain',
    restrictions: '',
    includeSnacks: true,
  });
  await page.goto('/meal-plan');
  await hydrated(page);
  await scrollThroughWeek(page);
}

/** The name of one meal on one day card (0 = Måndag). */
function mealName(page: Page, day: number, meal: 'breakfast' | 'lunch' | 'dinner' | 'snack') {
  return page.getByTestId('day-card').nth(day).locator(`[data-meal="${meal}"]`).getByTestId('meal-name');
}

/** The shopping list as its text (lines and total), read from the Inköpslista tab. */
async function shoppingList(page: Page): Promise<string> {
  await page.getByRole('tab', { name: 'Inköpslista' }).click();
  await expect(page.getByTestId('shopping-total')).toBeVisible();
  const text = (await page.getByTestId('shopping-group').allTextContents()).join('\n');
  await page.getByRole('tab', { name: 'Måltider' }).click();
  await expect(page.getByTestId('day-card').first()).toBeVisible();
  return text;
}

test.describe('Byt rätt', () => {
  test('signed out: the dish changes and is announced, the day still adds up, the list follows, a reload keeps it, Ångra restores it', async ({
    page,
  }) => {
    // Three shopping-list round trips, axe and two reloads: long on a loaded machine.
    test.slow();
    await openPlan(page);
    const lunch = mealName(page, 0, 'lunch');
    const original = (await lunch.textContent()) ?? '';
    await expect(page.getByTestId('macro-summary')).toContainText(
      /^Balanserad styr fördelningen i stället för målet Muskeluppbyggnad: protein 30 % · kolhydrater 43 % · fett 27 % — veckan ger protein \d+ %/,
    );
    const listBefore = await shoppingList(page);

    await page.getByRole('button', { name: 'Byt lunch, måndag' }).click();
    await expect(lunch).not.toHaveText(original);
    const swapped = (await lunch.textContent()) ?? '';
    await expect(page.getByTestId('swap-announcement')).toHaveText(`Lunch måndag: ${swapped}`);
    const monday = page.getByTestId('day-card').first();
    await expect(monday.getByTestId('calorie-breakdown')).toContainText('= 2 000 kcal');
    await expect(monday.getByText('Ej matchning!')).toHaveCount(0);
    expect(await shoppingList(page)).not.toEqual(listBefore);

    await page.reload();
    await hydrated(page);
    await expect(lunch).toHaveText(swapped);
    await expect(page.getByTestId('macro-summary')).toContainText('målet Muskeluppbyggnad');
    // The swap and undo buttons: named by meal and day, the visible words in the name (axe).
    expect(await axeBlocking(page, { include: '[data-testid="day-card"]', tags: 'all' })).toEqual([]);

    await page.getByRole('button', { name: 'Ångra bytet av lunch, måndag' }).click();
    await expect(lunch).toHaveText(original);
    await expect(page.getByTestId('swap-announcement')).toHaveText(`Lunch måndag tillbaka: ${original}`);
    await expect(page.getByRole('button', { name: 'Ångra bytet av lunch, måndag' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Byt lunch, måndag' })).toBeFocused();
    expect(await shoppingList(page)).toEqual(listBefore);

    await page.reload();
    await hydrated(page);
    await expect(lunch).toHaveText(original);
  });

  test('keyboard only: Enter and Space swap, presses cycle through new dishes, focus stays on the button', async ({
    page,
  }) => {
    await openPlan(page);
    const dinner = mealName(page, 1, 'dinner');
    const seen = [(await dinner.textContent()) ?? ''];
    const button = page.getByRole('button', { name: 'Byt middag, tisdag' });
    await button.focus();
    for (const key of ['Enter', 'Space', 'Enter']) {
      const before = seen.at(-1) ?? '';
      await page.keyboard.press(key);
      await expect(dinner).not.toHaveText(before);
      seen.push((await dinner.textContent()) ?? '');
      await expect(button).toBeFocused();
    }
    // Three presses, four different dinners: it moves on rather than going back and forth.
    expect(new Set(seen).size).toBe(4);
  });

  test('offline: once the page has the swap code, a swap needs no network', async ({ page, context }) => {
    await openPlan(page);
    const breakfast = mealName(page, 2, 'breakfast');
    // A first swap online loads the code (it also loads by itself when the browser is idle).
    const first = (await breakfast.textContent()) ?? '';
    await page.getByRole('button', { name: 'Byt frukost, onsdag' }).click();
    await expect(breakfast).not.toHaveText(first);

    await context.setOffline(true);
    const lunch = mealName(page, 3, 'lunch');
    const before = (await lunch.textContent()) ?? '';
    await page.getByRole('button', { name: 'Byt lunch, torsdag' }).click();
    await expect(lunch).not.toHaveText(before);
    await expect(page.getByTestId('swap-announcement')).toHaveText(
      `Lunch torsdag: ${(await lunch.textContent()) ?? ''}`,
    );
    await expect(page.getByText('Kunde inte nå servern', { exact: false })).toHaveCount(0);
    await context.setOffline(false);
  });

  test('a plan from My plans is swapped and saved as a new plan; the old row is unchanged', async ({
    page,
  }) => {
    test.slow(); // sign-up with e-mail confirmation and two saves
    const user = await signedInUser(page);
    const { plan } = mealPlanFor();
    await giveHealthDataConsent(page.request, user);
    const row = await insertPlan(page.request, user, 'meal_plans', {
      name: 'Min medelhavsvecka',
      description: null,
      preferences: MEAL_PREFERENCES,
      plan_data: plan,
    });
    await page.goto('/my-plans');
    await page
      .locator('[data-plan-card]')
      .filter({ has: page.getByRole('heading', { name: 'Min medelhavsvecka', exact: true }) })
      .getByRole('button', { name: 'Visa' })
      .click();
    await expect(page).toHaveURL(/\/meal-plan$/, { timeout: 15_000 });
    await expect(page.getByText('Sparad plan: Min medelhavsvecka')).toBeVisible();

    const lunch = mealName(page, 0, 'lunch');
    await expect(lunch).toHaveText(plan[0]?.lunch.name ?? '');
    await page.getByRole('button', { name: 'Byt lunch, måndag' }).click();
    await expect(lunch).not.toHaveText(plan[0]?.lunch.name ?? '');
    const swapped = (await lunch.textContent()) ?? '';
    await scrollThroughWeek(page);
    await expect(page.getByTestId('swapped-saved-note')).toContainText('Spara den som en ny plan');

    await page.getByRole('button', { name: 'Spara måltidsplan' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Spara måltidsplan' });
    await expect(dialog.getByLabel('Namn')).toHaveValue('Min medelhavsvecka (ändrad)');
    await dialog.getByLabel('Namn').fill('Min medelhavsvecka, ny lunch');
    await dialog.getByRole('button', { name: 'Spara' }).click();
    await expect(page.getByText('Måltidsplan sparad!')).toBeVisible();

    const rows = await adminRows(page.request, `meal_plans?user_id=eq.${user.id}&order=created_at`);
    expect(rows).toHaveLength(2);
    const old = rows.find((r) => r.id === row.id);
    const added = rows.find((r) => r.id !== row.id);
    expect(old).toMatchObject({ name: 'Min medelhavsvecka', plan_data: plan });
    expect(added).toMatchObject({ name: 'Min medelhavsvecka, ny lunch', preferences: MEAL_PREFERENCES });
    expect((added?.plan_data as typeof plan)[0]?.lunch.name).toBe(swapped);
  });
});
