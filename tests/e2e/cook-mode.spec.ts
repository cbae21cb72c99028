/**
 * A recipe page on a phone: cook mode ("Laga") through every step with a timer, by keys, buttons and
 * a swipe; "Lägg i min vecka" putting the recipe in the plan kept on the device, which /meal-plan
 * then shows with the day still adding up; and, with the service worker on, a recipe opened once
 * reloads offline with cook mode and "Lägg i min vecka" working.
 */
import { axeBlocking } from './support/axe';
import { expect, hydrated, test, type Page } from './support/test';

import { svNumber } from '../../supabase/functions/_shared/format/sv-number.ts';
import { keptOffline } from './support/offline';
import { scrollThroughWeek, storeGeneratedPlan } from './support/plans';

const RECIPE = 'linsbolognese-med-fullkornspasta';
const NAME = 'Linsbolognese med fullkornspasta';
const STEPS = 5;

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

/** Makes a current plan as a person does: generated, then shown (and so kept) by /meal-plan. */
async function keepPlan(page: Page) {
  const { plan } = await storeGeneratedPlan(page);
  await page.goto('/meal-plan');
  await hydrated(page);
  await scrollThroughWeek(page);
  return plan;
}

const dialog = (page: Page) => page.getByRole('dialog', { name: `Laga: ${NAME}` });

test('cook mode through every step with a timer; the recipe goes into the week, and /meal-plan adds it up', async ({
  page,
}) => {
  await page.clock.install();
  const plan = await keepPlan(page);
  // Each catalogue meal links to its recipe page.
  const first = page
    .getByTestId('day-card')
    .first()
    .locator('[data-meal="breakfast"]')
    .getByTestId('meal-name');
  await expect(first.getByRole('link')).toHaveAttribute(
    'href',
    `/recipes/${plan[0]?.breakfast.recipeId ?? ''}`,
  );

  // The screen's wake lock as the browser gives it: each request and release is logged, and a lock
  // can be let go as the browser does when the tab is hidden.
  await page.addInitScript(() => {
    const log: string[] = [];
    const w = window as unknown as { wakeLog: string[]; lastLock?: { released: boolean } };
    w.wakeLog = log;
    Object.defineProperty(navigator, 'wakeLock', {
      value: {
        request: () => {
          log.push('request');
          const lock = {
            released: false,
            release: () => {
              lock.released = true;
              log.push('release');
              return Promise.resolve();
            },
          };
          w.lastLock = lock;
          return Promise.resolve(lock);
        },
      },
    });
  });
  const wakeLog = () => page.evaluate(() => (window as unknown as { wakeLog: string[] }).wakeLog);
  await page.goto(`/recipes/${RECIPE}`);
  await page.getByLabel('Portioner').selectOption('2');
  const laga = page.getByRole('button', { name: 'Laga', exact: true });
  await laga.click();
  const cook = dialog(page);
  await expect(cook).toBeVisible();
  await expect(cook).toContainText('Steg 1 av 5 · 2 portioner');
  await expect(cook.locator('[data-cook-text]')).toHaveText('Hacka lök och vitlök och riv moroten.');
  // The step's ingredients, for 2 portions as the page shows them.
  const onion = page.locator('[data-ingredient][data-food="344"] [data-q]');
  const onionFor2 = ((await onion.getAttribute('data-q')) ?? '').split('|')[1] ?? '';
  const onionWords = ((await onion.locator('..').textContent()) ?? '')
    .replace((await onion.textContent()) ?? '', '')
    .trim();
  await expect(cook.locator('[data-cook-ingredient]').first()).toHaveText(`${onionFor2} ${onionWords}`);
  await expect(cook.locator('[data-cook-ingredient]')).toHaveCount(3);
  // The full screen of the phone.
  const box = await cook.boundingBox();
  expect(box).toMatchObject({ x: 0, y: 0, width: 360, height: 740 });
  expect(await axeBlocking(page, { include: '[data-cook-mode]', tags: 'all' })).toEqual([]);
  // The screen is kept on, taken again when the tab is shown after the browser let it go, and
  // released on close.
  await expect.poll(wakeLog).toEqual(['request']);
  await page.evaluate(() => {
    const lock = (window as unknown as { lastLock: { released: boolean } }).lastLock;
    lock.released = true;
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await expect.poll(wakeLog).toEqual(['request', 'request']);
  // Escape closes it and gives the focus back to "Laga"; it opens again where it was.
  await page.keyboard.press('Escape');
  await expect(cook).toBeHidden();
  await expect(laga).toBeFocused();
  await expect.poll(wakeLog).toEqual(['request', 'request', 'release']);
  await laga.click();
  // "Laga" opens it once its code is there (a task later, even when loaded before): a key pressed
  // sooner goes to the page, as it would for a person.
  await expect(cook).toBeVisible();
  await expect(cook).toContainText('Steg 1 av 5');

  // Step 2 by the arrow key: "i 5 minuter", timed from its end time.
  await page.keyboard.press('ArrowRight');
  await expect(cook).toContainText('Steg 2 av 5');
  const clock = cook.getByRole('timer');
  await expect(clock).toHaveText('5:00');
  await cook.getByRole('button', { name: 'Starta' }).click();
  await page.clock.runFor(60_000);
  await expect(clock).toHaveText('4:00');
  await cook.getByRole('button', { name: 'Pausa' }).click();
  await page.clock.runFor(60_000);
  await expect(clock).toHaveText('4:00');
  await cook.getByRole('button', { name: 'Fortsätt' }).click();
  await page.clock.runFor(4 * 60_000);
  await expect(clock).toHaveText('0:00');
  await expect(cook.getByRole('alert')).toHaveText('Tiden är ute!');
  await cook.getByRole('button', { name: 'Nollställ' }).click();
  await expect(clock).toHaveText('5:00');

  // Step 3 by a swipe to the left, back by the key, on by the button.
  const area = cook.locator('[data-cook-step]');
  const swipe = await area.boundingBox();
  if (swipe === null) throw new Error('no step area');
  await page.mouse.move(swipe.x + 300, swipe.y + 100);
  await page.mouse.down();
  await page.mouse.move(swipe.x + 60, swipe.y + 110, { steps: 4 });
  await page.mouse.up();
  await expect(cook).toContainText('Steg 3 av 5');
  await expect(clock).toHaveText('15:00');
  await page.keyboard.press('ArrowLeft');
  await expect(cook).toContainText('Steg 2 av 5');
  for (const step of [3, 4, 5]) {
    await cook.getByRole('button', { name: 'Nästa' }).click();
    await expect(cook).toContainText(`Steg ${String(step)} av ${String(STEPS)}`);
  }
  await cook.getByRole('button', { name: 'Klart' }).click();
  await expect(cook).toBeHidden();
  await expect(laga).toBeFocused();

  // "Lägg i min vecka": a breakfast slot says why not; a day's dinner takes it.
  const day = plan.findIndex(
    (d) => ![d.breakfast, d.lunch, d.dinner, d.snack].some((m) => m?.recipeId === RECIPE),
  );
  const dayName = plan[day]?.day ?? '';
  await page.getByRole('button', { name: 'Lägg i min vecka' }).click();
  const week = page.getByRole('dialog', { name: 'Lägg i min vecka' });
  await week.getByLabel('Dag').selectOption({ index: day });
  await expect(week.getByLabel('Måltid')).toHaveValue('dinner');
  await week.getByLabel('Måltid').selectOption({ label: 'Frukost' });
  // Said as soon as the slot is chosen, and again if pressed all the same.
  await expect(week.getByRole('alert')).toHaveText(`${NAME} är inget frukostrecept.`);
  expect(await axeBlocking(page, { include: '[data-add-to-week-dialog]', tags: 'all' })).toEqual([]);
  await week.getByRole('button', { name: 'Lägg i veckan' }).click();
  await expect(week.getByRole('alert')).toHaveText(`${NAME} är inget frukostrecept.`);
  await week.getByLabel('Måltid').selectOption({ label: 'Middag' });
  await week.getByRole('button', { name: 'Lägg i veckan' }).click();
  await expect(week.getByRole('status')).toHaveText(`Lagt i din vecka: ${dayName.toLowerCase()}, middag.`);
  await week.getByRole('link', { name: 'Öppna veckoplanen' }).click();

  await expect(page).toHaveURL(/\/meal-plan$/u);
  await scrollThroughWeek(page);
  const card = page.getByTestId('day-card').nth(day);
  await expect(card.locator('[data-meal="dinner"]').getByTestId('meal-name')).toHaveText(NAME);
  const target = plan[day]?.totalCalories ?? 0;
  await expect(card.getByTestId('calorie-breakdown')).toContainText(
    `= ${svNumber(Math.round(target), 0)} kcal`,
  );
  await expect(card.getByTestId('calorie-breakdown')).not.toContainText('Ej matchning');
  // Undone as a swap is: the dinner the plan had comes back.
  await card.getByRole('button', { name: `Ångra bytet av middag, ${dayName.toLowerCase()}` }).click();
  await expect(card.locator('[data-meal="dinner"]').getByTestId('meal-name')).toHaveText(
    plan[day]?.dinner.name ?? '',
  );
});

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });
  test.describe.configure({ timeout: 90_000 });

  test('a recipe opened once reloads offline, and cook mode and "Lägg i min vecka" work there', async ({
    page,
    context,
  }) => {
    await keepPlan(page);
    // The recipe is read under the worker, as any page after the first of a visit is (the first
    // page's HTML is kept too, but not its illustration).
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 });
    await page.goto(`/recipes/${RECIPE}`);
    // Opened once: the page and the code it loads on demand (Laga, Lägg i min vecka), which the
    // worker keeps in the background after the page has loaded.
    await keptOffline(page);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(NAME);
    await page.getByRole('button', { name: 'Laga', exact: true }).click();
    await expect(dialog(page)).toContainText('Steg 1 av 5');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Lägg i min vecka' }).click();
    await expect(page.getByRole('dialog', { name: 'Lägg i min vecka' }).getByLabel('Dag')).toBeVisible();
  });
});
