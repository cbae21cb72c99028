import { expect, test } from './support/test';

test.describe('article search', () => {
  test('Pagefind loads only when search opens and finds the sleep article for "sömnhygien"', async ({
    page,
  }) => {
    const pagefindRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/pagefind/')) pagefindRequests.push(request.url());
    });
    await page.goto('/', { waitUntil: 'networkidle' });
    expect(pagefindRequests, 'nothing of Pagefind on first load').toEqual([]);

    await page.getByRole('button', { name: 'Sök bland artiklar och recept' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sök bland artiklar och recept' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Stäng' }).click();
    await expect(dialog).toBeHidden();
    expect(pagefindRequests, 'opening and closing costs nothing').toEqual([]);

    await page.getByRole('button', { name: 'Sök bland artiklar och recept' }).click();
    await page.keyboard.type('sömnhygien');
    const first = dialog.getByRole('listitem').first().getByRole('link');
    await expect(first).toHaveAttribute('href', /\/articles\/sleep-hygiene\/?$/u);
    await expect(first).toContainText('Sömnhygien');
    expect(pagefindRequests.some((url) => url.endsWith('/pagefind/pagefind.js'))).toBe(true);

    await first.click();
    await expect(page).toHaveURL(/\/articles\/sleep-hygiene\/?$/u);
  });

  test('works with the keyboard alone and says so when nothing matches', async ({ page }) => {
    await page.goto('/nutrition');
    const open = page.getByRole('button', { name: 'Sök bland artiklar och recept' });
    await open.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Sök bland artiklar och recept' });
    await expect(dialog.getByRole('searchbox')).toBeFocused();
    await page.keyboard.type('xyzzyplugh');
    await expect(dialog.getByRole('status')).toHaveText('Inga träffar för ”xyzzyplugh”');

    await dialog.getByRole('searchbox').fill('protein');
    await expect(dialog.getByRole('link', { name: /Protein och fiber/u })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('link').first()).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();
  });
});

test.describe('home and hubs', () => {
  test('home has the three hero cards and the Kost, Träning and Sömn columns', async ({ page }) => {
    await page.goto('/');
    for (const [name, href] of [
      ['Måltidsplanering', '/meal-planning'],
      ['Träningsschema', '/create-workout-plan'],
      ['Mina planer', '/my-plans'],
    ] as const) {
      await expect(page.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    for (const column of ['Kost', 'Träning', 'Sömn']) {
      await expect(page.getByRole('heading', { level: 3, name: column, exact: true })).toBeVisible();
    }
    await expect(
      page.getByRole('region', { name: 'Sömn' }).getByRole('link', { name: /Sömnhygien/u }),
    ).toHaveAttribute('href', '/articles/sleep-hygiene');
  });

  test('the training hub links the tools and guides and shows the guideline beside the schedule numbers', async ({
    page,
  }) => {
    await page.goto('/workout-plan');
    for (const href of ['/create-workout-plan', '/strength-exercises', '/cardio-training', '/my-plans']) {
      await expect(page.locator(`main a[href="${href}"]`)).toHaveCount(1);
    }
    const advice = page.getByRole('region', { name: 'Hur mycket träning rekommenderas?' });
    await expect(advice).toContainText('2–3 styrkepass');
    await expect(advice).toContainText('150–300 minuter');
    await expect(advice).toContainText('minst 2 gånger i veckan');
  });

  test('the nutrition hub links the calculator, the meal form and saved plans', async ({ page }) => {
    await page.goto('/nutrition');
    for (const href of ['/calorie-calculator', '/meal-planning', '/my-plans']) {
      await expect(page.locator(`main a[href="${href}"]`)).toHaveCount(1);
    }
    await expect(
      page.getByRole('region', { name: 'Artiklar om kost' }).getByRole('listitem'),
    ).not.toHaveCount(0);
  });
});
