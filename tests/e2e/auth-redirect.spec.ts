import { expect, test } from './support/test';

import { signedInUser } from './support/backend';

// /auth sends a signed-in visitor on to `next` at once; it must never be another site.
test.describe('no open redirect from /auth?next=', () => {
  for (const next of ['//example.com', '/./..//example.com', '/%2e%2e//example.com', '/\\example.com']) {
    test(`a signed-in user opening /auth?next=${next} stays on the site`, async ({ page }) => {
      await signedInUser(page);
      const site = new URL(page.url()).origin;
      await page.goto(`/auth?next=${encodeURIComponent(next)}`);
      await expect(page).toHaveURL(`${site}/`, { timeout: 15_000 });
      await expect(page.getByRole('button', { name: 'Mitt konto' })).toBeVisible();
    });
  }

  test('a same-site next is still followed', async ({ page }) => {
    await signedInUser(page);
    const site = new URL(page.url()).origin;
    await page.goto(`/auth?next=${encodeURIComponent('/my-plans')}`);
    await expect(page).toHaveURL(`${site}/my-plans`, { timeout: 15_000 });
  });
});
