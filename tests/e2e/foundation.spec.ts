import { expect, test, type Page } from './support/test';

// These journeys use addresses that do not exist (the not-found page is a plain page to try the
// menu and toasts on): its 404 answer and the path it logs are provoked on purpose.
test.beforeEach(({ consoleErrors }) => {
  consoleErrors.allow(
    /status of 404 \(Not Found\) \(http:\/\/127\.0\.0\.1:\d+\/(finns-inte|en-annan-sida)/,
    /404: sidan hittades inte: /,
  );
});

test.describe('not-found page', () => {
  test('an unknown path shows the Swedish not-found page, logs the path and leads home', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const response = await page.goto('/finns-inte/alls');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Sidan hittades inte' })).toBeVisible();
    await expect.poll(() => errors.some((text) => text.includes('/finns-inte/alls'))).toBe(true);
    await page.getByRole('link', { name: 'Till startsidan' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('Meny popover', () => {
  test('opens and closes with the keyboard and returns focus', async ({ page }) => {
    await page.goto('/finns-inte');
    const button = page.getByRole('button', { name: 'Meny' });
    const home = page.getByRole('link', { name: 'Hem', exact: true });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(home).toBeHidden();

    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(home).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(home).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Recept', exact: true })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Träningsdagbok' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Vikt och energi' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Mina sidor' })).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(home).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('opens with the mouse under its button, closes on an outside click, and its links navigate', async ({
    page,
  }) => {
    await page.goto('/finns-inte');
    const button = page.getByRole('button', { name: 'Meny' });
    await button.click();
    const myPlans = page.getByRole('link', { name: 'Mina sidor' });
    await expect(myPlans).toBeVisible();
    const buttonBox = await button.boundingBox();
    const menuBox = await page.locator('#site-menu').boundingBox();
    expect(menuBox && buttonBox && menuBox.y >= buttonBox.y + buttonBox.height).toBe(true);
    expect(menuBox && buttonBox && Math.abs(menuBox.x - buttonBox.x) < 2).toBe(true);

    await page.mouse.click(600, 500);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(myPlans).toBeHidden();

    await button.click();
    await expect(myPlans).toHaveAttribute('href', '/my-plans');
    await page.getByRole('link', { name: 'Hem', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('works by touch', async ({ browser }) => {
    const context = await browser.newContext({
      hasTouch: true,
      isMobile: true,
      viewport: { width: 390, height: 800 },
    });
    const page = await context.newPage();
    await page.goto('/finns-inte');
    await page.getByRole('button', { name: 'Meny' }).tap();
    await expect(page.getByRole('link', { name: 'Mina sidor' })).toBeVisible();
    const box = await page.getByRole('link', { name: 'Mina sidor' }).boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    await context.close();
  });

  test('marks the current page in the menu', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Meny' }).click();
    await expect(page.getByRole('link', { name: 'Hem', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByRole('link', { name: 'Mina sidor' })).not.toHaveAttribute('aria-current');
  });

  test('the corner offers sign-in', async ({ page }) => {
    await page.goto('/finns-inte');
    await expect(page.getByRole('link', { name: 'Logga in' })).toHaveAttribute('href', '/auth');
  });
});

function raiseToast(page: Page, detail: { title: string; variant?: string; description?: string }) {
  return page.evaluate((d) => window.dispatchEvent(new CustomEvent('hp:toast', { detail: d })), detail);
}

test.describe('toasts', () => {
  test('at most three are shown, newest first, and each closes after 4 seconds', async ({ page }) => {
    await page.clock.install({ time: 0 });
    await page.goto('/finns-inte');
    // Stop the page's clock so only runFor moves it.
    await page.clock.pauseAt(60_000);
    for (const title of ['Ett', 'Två', 'Tre', 'Fyra']) await raiseToast(page, { title, variant: 'success' });

    const region = page.getByRole('region', { name: 'Notiser' });
    const items = region.locator('[data-toast-id]');
    await expect(items).toHaveCount(3);
    await expect(items.first()).toContainText('Fyra');
    await expect(region).not.toContainText('Ett');
    await expect(region.locator('[aria-live="polite"]')).toHaveCount(1);

    await page.clock.runFor(3900);
    await expect(items).toHaveCount(3);
    await page.clock.runFor(200);
    await expect(items).toHaveCount(0);
  });

  test('an error toast is an alert with its description, and can be closed', async ({ page }) => {
    await page.goto('/finns-inte');
    await raiseToast(page, {
      variant: 'destructive',
      title: 'Ofullständig information',
      description: 'Vänligen fyll i alla fält innan du genererar ditt träningsschema.',
    });
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Ofullständig information');
    await expect(alert).toContainText('Vänligen fyll i alla fält');
    await alert.getByRole('button', { name: 'Stäng notis' }).click();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('a toast keeps keyboard focus on its close button and waits while focused', async ({ page }) => {
    await page.clock.install({ time: 0 });
    await page.goto('/finns-inte');
    await page.clock.pauseAt(60_000);
    await raiseToast(page, { variant: 'success', title: 'Profil uppdaterad!' });
    const close = page.getByRole('button', { name: 'Stäng notis' });
    await close.focus();
    await page.clock.runFor(6000);
    await expect(close).toBeFocused();
    await expect(page.getByRole('region', { name: 'Notiser' })).toContainText('Profil uppdaterad!');

    await page.getByRole('button', { name: 'Meny' }).focus();
    await page.clock.runFor(4100);
    await expect(page.locator('[data-toast-id]')).toHaveCount(0);
  });

  test('a toast raised just before navigating appears on the next page', async ({ page }) => {
    await page.goto('/finns-inte');
    await raiseToast(page, { variant: 'success', title: 'Din måltidsplan är genererad!' });
    await page.evaluate(() => {
      location.href = '/en-annan-sida';
    });
    await expect(page).toHaveURL(/en-annan-sida/);
    await expect(page.getByRole('region', { name: 'Notiser' })).toContainText(
      'Din måltidsplan är genererad!',
    );
    // Handed over once: a reload after it closed does not bring it back.
    await expect(page.locator('[data-toast-id]')).toHaveCount(0);
    await page.reload();
    await expect(page.locator('[data-toast-id]')).toHaveCount(0);
  });
});
