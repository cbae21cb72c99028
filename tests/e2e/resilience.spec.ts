/**
 * Sessions that go bad: a revoked refresh
 * token ends in one clean sign-out, and two tabs refreshing the same expired session both stay signed in.
 */
import { WELL_KNOWN_ANON_KEY } from '../../supabase/local/keys.ts';
import { SESSION_KEY, SUPABASE_URL, createUser, sessionFor } from './support/backend';
import { expect, test, type Page } from './support/test';

/** Stores `session` as supabase-js would, with its access token already expired. */
async function storeExpired(page: Page, session: Record<string, unknown>): Promise<void> {
  const expired = { ...session, expires_at: Math.floor(Date.now() / 1000) - 60 };
  await page.goto('/robots.txt');
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    SESSION_KEY,
    JSON.stringify(expired),
  ] as const);
}

const refreshes = (page: Page): string[] => {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/auth/v1/token') && request.url().includes('refresh_token'))
      seen.push(request.url());
  });
  return seen;
};

test('a revoked refresh token ends in one clean sign-out and the way back to My plans', async ({
  page,
  request,
  consoleErrors,
}) => {
  consoleErrors.allow(/status of 400 \(Bad Request\) \(.*grant_type=refresh_token/);
  const user = await createUser(request);
  const session = await sessionFor(request, user);
  // Signed out everywhere (e.g. a password change on another device): the refresh token is revoked.
  const logout = await request.post(`${SUPABASE_URL}/auth/v1/logout?scope=global`, {
    headers: { apikey: WELL_KNOWN_ANON_KEY, Authorization: `Bearer ${String(session.access_token)}` },
  });
  expect(logout.status()).toBe(204);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await storeExpired(page, session);
  const refreshCalls = refreshes(page);

  await page.goto('/my-plans');
  await expect(page).toHaveURL(/\/auth\?next=%2Fmy-plans$/);
  await expect(page.locator('[data-auth-corner]').getByRole('link', { name: 'Logga in' })).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY)).toBeNull();
  expect(refreshCalls.length).toBeLessThanOrEqual(1);
  expect(errors).toEqual([]);

  // Signing in again brings the user back where they were going.
  await page.getByLabel('E-postadress').fill(user.email);
  await page.getByLabel('Lösenord').fill(user.password);
  await page.getByRole('button', { name: 'Logga in' }).click();
  await expect(page).toHaveURL(/\/my-plans$/);
});

test('two tabs with the same expired session both stay signed in', async ({ page, context, request }) => {
  const user = await createUser(request);
  await storeExpired(page, await sessionFor(request, user));
  const other = await context.newPage();
  const calls = [...[page, other].map(refreshes)];
  await Promise.all([page.goto('/my-plans'), other.goto('/my-plans')]);
  for (const tab of [page, other]) {
    await expect(tab.getByRole('tab', { name: /Måltidsplaner/ })).toBeVisible();
    await expect(tab).toHaveURL(/\/my-plans$/);
  }
  // The tabs share one refresh (supabase-js's lock), or at worst one each within the reuse window.
  expect(calls.flat().length).toBeLessThanOrEqual(2);
});
