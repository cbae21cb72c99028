/**
 * The week on /meal-plan across visits and on a phone: a plan generated signed out stays on the
 * device (a closed tab, a new one) with its swap, its number of people and its check-offs until the
 * person removes it; the day links and folded recipes; a plan saved as it is says so instead of
 * being copied, and a swapped one is saved as a new plan.
 */
import { expect, hydrated, recordToasts, shownToasts, test, type Page } from './support/test';

import { adminRows, signedInUser } from './support/backend';
import {
  giveHealthDataConsent,
  MEAL_PREFERENCES,
  scrollThroughWeek,
  storeGeneratedPlan,
} from './support/plans';

const lunch = (page: Page, day = 0) =>
  page.getByTestId('day-card').nth(day).locator('[data-meal="lunch"]').getByTestId('meal-name');

/** One frame of the week's first show: the day cards in the page and the save button's box. */
interface WeekFrame {
  days: number;
  /** The save button's box in page coordinates (left, top, width, height), or null before it is shown. */
  save: number[] | null;
  /** Whether the cards off screen skip their work now (the week settled). */
  settled: boolean;
}

/**
 * Records, in every frame from the page's start until 30 frames after the seventh day is in, how
 * many day cards the page holds and where the save button stands; `weekFrames` returns them.
 */
async function recordWeekFrames(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const frames: { days: number; save: number[] | null; settled: boolean }[] = [];
    let afterWeek = 0;
    const frame = () => {
      const days = document.querySelectorAll('[data-testid="day-card"]').length;
      const box = document
        .querySelector('section[aria-label="Spara planen"] button')
        ?.getBoundingClientRect();
      frames.push({
        days,
        save: box === undefined ? null : [box.left + scrollX, box.top + scrollY, box.width, box.height],
        settled: document.querySelector('[data-settled]') !== null,
      });
      if (days === 7) afterWeek++;
      if (afterWeek < 30) requestAnimationFrame(frame);
      else Reflect.set(window, '__weekFrames', frames);
    };
    requestAnimationFrame(frame);
  });
}

async function weekFrames(page: Page): Promise<WeekFrame[]> {
  await expect.poll(() => page.evaluate(() => Reflect.has(window, '__weekFrames'))).toBe(true);
  return page.evaluate(() => Reflect.get(window, '__weekFrames') as WeekFrame[]);
}

/** How many day cards the page holds once 20 more frames have been drawn. */
const daysAfterFrames = (page: Page) =>
  page.evaluate(async () => {
    for (let i = 0; i < 20; i++) await new Promise((resolve) => requestAnimationFrame(resolve));
    return document.querySelectorAll('[data-testid="day-card"]').length;
  });

/** Opens the week and scrolls down through it, as a reader does, so all seven days are built. */
async function openWeek(page: Page): Promise<void> {
  await page.goto('/meal-plan');
  await hydrated(page);
  await scrollThroughWeek(page);
}

test.describe('the week stays on the device', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('signed out: closed tab, new tab: the week, the swap, the people and the check-offs; day links, folded recipes; removed on request', async ({
    page: first,
    context,
  }) => {
    test.slow();
    await storeGeneratedPlan(first);
    await openWeek(first);
    const original = (await lunch(first).textContent()) ?? '';
    await first.getByRole('button', { name: 'Byt lunch, måndag' }).click();
    await expect(lunch(first)).not.toHaveText(original);
    const swapped = (await lunch(first).textContent()) ?? '';
    await first.getByRole('tab', { name: 'Inköpslista' }).click();
    await first.getByLabel('Antal personer').fill('2');
    await first.getByTestId('shopping-group').first().getByRole('checkbox').first().check();
    await first.close();

    const page = await context.newPage();
    await recordWeekFrames(page);
    await page.goto('/meal-plan');
    await hydrated(page);
    await expect(lunch(page)).toHaveText(swapped);
    // At load the phone builds the days near its screen, not the week: the others are built as the
    // person scrolls towards them.
    expect(await daysAfterFrames(page)).toBeLessThanOrEqual(2);
    await scrollThroughWeek(page);

    // The week's first show: the summary alone, then the days one at a time from the top as they
    // come near the screen; the save button comes only with the seventh day and then never moves,
    // so a press aimed at it lands on it: not when the cards off screen start skipping their work
    // either (each keeps the height it was drawn at).
    const frames = await weekFrames(page);
    expect(frames[0]?.days).toBe(0);
    const steps = frames.slice(1).map((frame, index) => frame.days - (frames[index]?.days ?? 0));
    expect(steps.every((step) => step === 0 || step === 1)).toBe(true);
    expect(frames.at(-1)?.days).toBe(7);
    const withSave = frames.filter((frame) => frame.save !== null);
    expect(withSave.length).toBeGreaterThan(0);
    expect(withSave.every((frame) => frame.days === 7)).toBe(true);
    expect(new Set(withSave.map((frame) => JSON.stringify(frame.save))).size).toBe(1);
    expect(withSave.some((frame) => frame.settled)).toBe(true);
    expect(frames.filter((frame) => frame.settled).every((frame) => frame.days === 7)).toBe(true);
    const skipping = await page.evaluate(() =>
      [...document.querySelectorAll('[data-testid="day-card"]')].map(
        (card) => getComputedStyle(card).contentVisibility,
      ),
    );
    expect(skipping).toEqual(Array(7).fill('auto'));

    // Recipes are folded until opened; the button says whether it is open.
    const monday = page.getByTestId('day-card').first();
    const toggle = monday.getByTestId('recipe-toggle').first();
    await expect(monday.getByTestId('recipe').first()).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(monday.getByTestId('recipe').first()).toBeVisible();

    // The day links: by keyboard, to Torsdag, which is then on screen under the sticky row.
    const days = page.getByRole('navigation', { name: 'Hoppa till dag' });
    await expect(days.getByRole('link')).toHaveText(['Mån', 'Tis', 'Ons', 'Tor', 'Fre', 'Lör', 'Sön']);
    await days.getByRole('link', { name: 'Tor', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#dag-4$/);
    await expect(page.getByTestId('day-card').nth(3)).toBeInViewport();
    const below = await page.evaluate(() => {
      const nav = document.querySelector('nav[aria-label="Hoppa till dag"]')?.getBoundingClientRect();
      const heading = document.querySelector('#dag-4 h3')?.getBoundingClientRect();
      return nav !== undefined && heading !== undefined && heading.top >= nav.bottom - 1;
    });
    expect(below, 'the day heading is not under the sticky day links').toBe(true);

    await page.getByRole('tab', { name: 'Inköpslista' }).click();
    await expect(page.getByLabel('Antal personer')).toHaveValue('2');
    await expect(page.getByTestId('shopping-group').first().getByRole('checkbox').first()).toBeChecked();

    // Removing asks first; Avbryt keeps the week.
    await recordToasts(page);
    await page.getByRole('button', { name: 'Ta bort planen från enheten' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ta bort planen från enheten?' });
    await dialog.getByRole('button', { name: 'Avbryt' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('shopping-total')).toBeVisible();
    await page.getByRole('button', { name: 'Ta bort planen från enheten' }).click();
    await dialog.getByRole('button', { name: 'Ta bort' }).click();
    await expect(page.getByRole('heading', { name: 'Ingen måltidsplan hittad' })).toBeVisible();
    await expect.poll(() => shownToasts(page)).toContain('Planen är borttagen från enheten');
    expect(
      await page.evaluate(() => [
        localStorage.getItem('hp:shown-meal-plan'),
        localStorage.getItem('hp:shopping-checked'),
      ]),
    ).toEqual([null, null]);

    const next = await context.newPage();
    await next.goto('/meal-plan');
    await expect(next.getByRole('heading', { name: 'Ingen måltidsplan hittad' })).toBeVisible();
  });

  test('a swap and a check-off in one tab show in the other', async ({ page, context }) => {
    await storeGeneratedPlan(page);
    await openWeek(page);
    const other = await context.newPage();
    await openWeek(other);
    const original = (await lunch(other).textContent()) ?? '';
    await page.getByRole('button', { name: 'Byt lunch, måndag' }).click();
    await expect(lunch(page)).not.toHaveText(original);
    await expect(lunch(other)).toHaveText((await lunch(page).textContent()) ?? '');

    await other.getByRole('tab', { name: 'Inköpslista' }).click();
    const there = other.getByTestId('shopping-group').first().getByRole('checkbox').first();
    await expect(there).not.toBeChecked();
    await page.getByRole('tab', { name: 'Inköpslista' }).click();
    await page.getByTestId('shopping-group').first().getByRole('checkbox').first().check();
    await expect(there).toBeChecked();
  });
});

test('signed in: a plan saved as it is says so instead of copying it; a swapped one is saved as a new plan', async ({
  page,
}) => {
  test.slow();
  const user = await signedInUser(page);
  await storeGeneratedPlan(page, {
    calories: 2000,
    dietType: 'balanced',
    cuisine: ['swedish', 'italian'],
    goal: 'maintenance',
    restrictions: '',
    includeSnacks: true,
  });
  await openWeek(page);
  await page.getByRole('tab', { name: 'Inköpslista' }).click();
  await page.getByLabel('Antal personer').fill('3');
  await page.getByRole('button', { name: 'Spara måltidsplan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Spara måltidsplan' });
  await dialog.getByLabel('Namn').fill('Veckan');
  await dialog.getByRole('button', { name: 'Spara' }).click();
  await expect(dialog).toBeHidden();
  const saved = page.getByRole('status').filter({ hasText: 'Planen är redan sparad' });
  await expect(saved).toContainText('Du hittar den under Mina planer som ”Veckan”.');
  await expect(saved.getByRole('link', { name: 'Till Mina planer' })).toHaveAttribute('href', '/my-plans');
  await expect(page.getByRole('button', { name: 'Spara måltidsplan' })).toHaveCount(0);

  // Still saved after a reload.
  await page.reload();
  await hydrated(page);
  await scrollThroughWeek(page);
  await expect(saved).toBeVisible();

  // A swap makes it a different plan: saved again as a new one, named after the first.
  await page.getByRole('button', { name: 'Byt middag, tisdag' }).click();
  await page.getByRole('button', { name: 'Spara måltidsplan' }).click();
  await expect(dialog.getByLabel('Namn')).toHaveValue('Veckan (ändrad)');
  await dialog.getByRole('button', { name: 'Spara' }).click();
  await expect(dialog).toBeHidden();
  await expect(saved).toContainText('”Veckan (ändrad)”');
  const rows = await adminRows(
    page.request,
    `meal_plans?user_id=eq.${user.id}&select=name,preferences&order=created_at`,
  );
  expect(rows.map((row) => row.name)).toEqual(['Veckan', 'Veckan (ändrad)']);
  // The number of people is saved with the plan's choices.
  expect(rows.map((row) => (row.preferences as { people?: number }).people)).toEqual([3, 3]);
});

test('signed in: Spara pressed while the consent is still being looked up saves the plan', async ({
  page,
}) => {
  const user = await signedInUser(page);
  await giveHealthDataConsent(page.request, user);
  // The answer to "was consent given?" is held until the person has pressed Spara.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/rest/v1/profiles?*', async (route) => {
    await held;
    await route.continue();
  });
  await storeGeneratedPlan(page, MEAL_PREFERENCES);
  await openWeek(page);
  await page.getByRole('button', { name: 'Spara måltidsplan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Spara måltidsplan' });
  await dialog.getByLabel('Namn').fill('Med nötter');
  await dialog.getByRole('button', { name: 'Spara' }).click();
  release();
  await expect(page.getByRole('status').filter({ hasText: 'Planen är redan sparad' })).toBeVisible();
  const rows = await adminRows(page.request, `meal_plans?user_id=eq.${user.id}&select=name`);
  expect(rows).toEqual([{ name: 'Med nötter' }]);
});
