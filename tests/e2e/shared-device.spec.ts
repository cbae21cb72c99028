/**
 * One device, several people: nothing of one person reaches the next. Signed-in answers never stay
 * in the HTTP cache, sign-out clears every tab, a visitor's plan is offered (never taken) and its
 * health text never reaches the account signing in, and a session in a URL signs no one in.
 * (Signing out offline is in offline.spec.ts, where the service worker runs.)
 */
import { createHash } from 'node:crypto';

import { WELL_KNOWN_ANON_KEY } from '../../supabase/local/keys.ts';
import {
  adminRows,
  createUser,
  latestMail,
  SESSION_KEY,
  sessionFor,
  signInAs,
  SUPABASE_URL,
} from './support/backend';
import { insertPlan, MEAL_PREFERENCES, scrollThroughWeek, storeGeneratedPlan } from './support/plans';
import { expect, hydrated, signOutFromMenu, test, type Page } from './support/test';

const accountButton = (page: Page) => page.getByRole('button', { name: 'Mitt konto' });
const loginLink = (page: Page) => page.locator('[data-auth-corner]').getByRole('link', { name: 'Logga in' });

async function signOut(page: Page): Promise<void> {
  await signOutFromMenu(page);
  await expect(page.getByText('Du har loggats ut')).toBeVisible();
  await expect(loginLink(page)).toBeVisible();
}

/** The id of the user in the stored supabase-js session, or null. */
const storedUserId = (page: Page) =>
  page.evaluate((key) => {
    const raw = localStorage.getItem(key);
    return raw === null ? null : ((JSON.parse(raw) as { user?: { id?: string } }).user?.id ?? null);
  }, SESSION_KEY);

test('after sign-out, no signed-in answer comes back from the HTTP cache', async ({
  page,
  consoleErrors,
}) => {
  // Asked again without the token, the server refuses: that is the answer wanted.
  consoleErrors.allow(/status of 401 \(Unauthorized\) \(.*\/rest\/v1\//);
  // Signed out on My plans, the page goes to /auth at once, where the revocation is made again
  // (the first may have reached the server): the server answers that the session is gone.
  consoleErrors.allow(/status of 403 \(Forbidden\) \(.*\/auth\/v1\/logout/);
  const user = await createUser(page.request, { displayName: 'Cachad Person' });
  await insertPlan(page.request, user, 'workout_plans', {
    name: 'Hemligt schema',
    description: null,
    plan_data: {
      workoutPlan: 'Måndag: Knäböj 3x10',
      duration: '7-days',
      createdAt: new Date().toISOString(),
    },
  });
  await signInAs(page, user);
  // Every GET that carried the user's token: My plans' direct read, supabase-js's reads.
  const authorised = new Set<string>();
  page.on('request', (request) => {
    if (
      request.method() === 'GET' &&
      request.url().startsWith(SUPABASE_URL) &&
      request.headers().authorization
    )
      authorised.add(request.url());
  });
  await page.goto('/my-plans');
  await page.getByRole('tab', { name: 'Träningsplaner (1)' }).click();
  await expect(page.getByRole('heading', { name: 'Hemligt schema' })).toBeVisible();
  await accountButton(page).click();
  await page.getByRole('button', { name: 'Profil & inställningar' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Profil & inställningar' }).getByLabel('Visningsnamn'),
  ).toHaveValue('Cachad Person');
  await page.keyboard.press('Escape');
  expect(authorised.size).toBeGreaterThanOrEqual(2);
  await signOut(page);

  // The next person asks the browser for the same addresses, taking whatever the cache holds.
  const answers = await page.evaluate(
    async ([urls, anonKey]) =>
      Promise.all(
        urls.map(async (url) => {
          try {
            const response = await fetch(url, { cache: 'force-cache', headers: { apikey: anonKey } });
            return await response.text();
          } catch (error) {
            return String(error);
          }
        }),
      ),
    [[...authorised], WELL_KNOWN_ANON_KEY] as const,
  );
  for (const answer of answers) {
    expect(answer).not.toContain('Hemligt schema');
    expect(answer).not.toContain(user.email);
    expect(answer).not.toContain(user.id);
  }
});

test('sign-out clears every open tab at once: no plan, no restrictions, no signed-in view', async ({
  page,
  context,
}) => {
  const user = await createUser(page.request);
  await signInAs(page, user);
  await storeGeneratedPlan(page);
  const other = await context.newPage();
  await other.goto('/meal-plan');
  await expect(other.getByTestId('day-card').first()).toBeVisible();
  await expect(other.getByText('nötter').first()).toBeVisible();
  expect(await other.evaluate(() => localStorage.getItem('hp:shown-meal-plan'))).not.toBeNull();

  await page.goto('/');
  await signOut(page);

  await expect(other.getByRole('heading', { name: 'Ingen måltidsplan hittad' })).toBeVisible();
  await expect(loginLink(other)).toBeVisible();
  expect(
    await other.evaluate(() => [localStorage, sessionStorage].map((s) => s.getItem('hp:shown-meal-plan'))),
  ).toEqual([null, null]);
  await other.reload();
  await expect(other.getByRole('heading', { name: 'Ingen måltidsplan hittad' })).toBeVisible();
});

test('a tab that missed the sign-out drops what it kept on its next load', async ({ page }) => {
  const user = await createUser(page.request);
  await signInAs(page, user);
  await storeGeneratedPlan(page);
  await page.goto('/meal-plan');
  await expect(page.getByTestId('day-card').first()).toBeVisible();
  // The sign-out happened elsewhere while this tab was asleep (no storage event reached it): the
  // device's storage is cleared, but this tab's own sessionStorage still holds a plan (where tabs
  // kept it before plans stayed on the device).
  await page.evaluate((key) => {
    sessionStorage.setItem('hp:shown-meal-plan', localStorage.getItem('hp:shown-meal-plan') ?? '');
    localStorage.removeItem(key);
    localStorage.removeItem('hp:shown-meal-plan');
    localStorage.setItem('hp:account-mark', 'signed-out-elsewhere');
  }, SESSION_KEY);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Ingen måltidsplan hittad' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('hp:shown-meal-plan'))).toBeNull();
});

test('a visitor’s plan is offered to whoever signs in next, without the visitor’s restrictions', async ({
  page,
}) => {
  const account = await createUser(page.request);
  // Visitor B makes a plan with restrictions and goes to sign in to save it.
  await storeGeneratedPlan(page, { ...MEAL_PREFERENCES, restrictions: 'nötter, räkor' });
  await page.goto('/meal-plan');
  await hydrated(page);
  await expect(page.getByText('nötter, räkor').first()).toBeVisible();
  await scrollThroughWeek(page);
  await page.getByRole('button', { name: 'Logga in för att spara' }).click();
  await expect(page).toHaveURL(/\/auth\?next=%2Fmeal-plan$/);

  // Someone else (A) signs in on the same device.
  await hydrated(page);
  await page.getByLabel('E-postadress').fill(account.email);
  await page.getByLabel('Lösenord').fill(account.password);
  await page.getByRole('button', { name: 'Logga in' }).click();
  await expect(page).toHaveURL(/\/meal-plan$/);
  const offer = page.getByRole('region', { name: 'En plan skapad utan inloggning finns på enheten' });
  await expect(offer).toBeVisible();
  await expect(offer).toContainText('Spara den i ditt konto?');
  await expect(page.getByTestId('day-card').first()).toBeVisible();
  await expect(page.getByText('nötter, räkor')).toHaveCount(0);
  expect(await adminRows(page.request, `meal_plans?user_id=eq.${account.id}`)).toHaveLength(0);
  expect(await page.evaluate(() => localStorage.getItem('mealPreferences'))).toBeNull();

  // Saved only on A's word, and without B's health text (so no consent is asked).
  await offer.getByRole('button', { name: 'Spara' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('checkbox')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Spara', exact: true }).click();
  await expect(offer).toBeHidden();
  const rows = await adminRows(page.request, `meal_plans?user_id=eq.${account.id}`);
  expect(rows).toHaveLength(1);
  expect(JSON.stringify(rows[0])).not.toContain('nötter');

  // The meal form does not greet A with B's answers.
  await page.goto('/meal-planning');
  await hydrated(page);
  await expect(page.getByLabel('Allergier och begränsningar')).toHaveValue('');
});

test('a visitor’s plan can be thrown away by whoever signs in', async ({ page }) => {
  const account = await createUser(page.request);
  await storeGeneratedPlan(page);
  await page.goto('/meal-plan');
  await hydrated(page);
  await scrollThroughWeek(page);
  await page.getByRole('button', { name: 'Logga in för att spara' }).click();
  await hydrated(page);
  await page.getByLabel('E-postadress').fill(account.email);
  await page.getByLabel('Lösenord').fill(account.password);
  await page.getByRole('button', { name: 'Logga in' }).click();
  await page
    .getByRole('region', { name: 'En plan skapad utan inloggning finns på enheten' })
    .getByRole('button', { name: 'Släng' })
    .click();
  await expect(page.getByRole('heading', { name: 'Ingen måltidsplan hittad' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Ingen måltidsplan hittad' })).toBeVisible();
});

test('a session in the URL fragment signs no one in and replaces no one', async ({ page }) => {
  const victim = await createUser(page.request);
  const attacker = await createUser(page.request);
  const forged = await sessionFor(page.request, attacker);
  const fragment = new URLSearchParams({
    access_token: String(forged.access_token),
    refresh_token: String(forged.refresh_token),
    expires_in: '3600',
    expires_at: String(forged.expires_at),
    token_type: 'bearer',
    type: 'signup',
  }).toString();

  // Signed out: opening the link signs no one in, on a content page, a tool page or /auth.
  for (const path of ['/', '/meal-planning', '/auth']) {
    await page.goto(`${path}#${fragment}`);
    await hydrated(page);
    await expect(loginLink(page)).toBeVisible();
    expect(await storedUserId(page)).toBeNull();
  }

  // Signed in as the victim: the session stays the victim's.
  await signInAs(page, victim);
  for (const path of ['/', '/my-plans', '/auth']) {
    await page.goto(`${path}#${fragment}`);
    await hydrated(page);
    await expect(accountButton(page)).toBeVisible();
    expect(await storedUserId(page)).toBe(victim.id);
  }
  // /auth takes the tokens out of the address bar.
  await page.goto(`/auth#${fragment}`);
  await expect(page).toHaveURL(/\/$/);
  await page.evaluate((key) => localStorage.removeItem(key), SESSION_KEY);
  await page.goto(`/auth#${fragment}`);
  await hydrated(page);
  await expect(page.getByRole('button', { name: 'Logga in' })).toBeEnabled();
  expect(page.url()).not.toContain('access_token');
  expect(await storedUserId(page)).toBeNull();
});

test('an e-mail link’s code while someone is signed in asks first, and staying changes nothing', async ({
  page,
}) => {
  const user = await createUser(page.request);
  await signInAs(page, user);
  await page.goto('/auth?code=0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0');
  await expect(page.getByRole('heading', { name: 'Du är redan inloggad' })).toBeVisible();
  await expect(page.getByText(`Du är inloggad som ${user.email}.`)).toBeVisible();
  await page.getByRole('button', { name: 'Fortsätt som inloggad' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(accountButton(page)).toBeVisible();
  expect(await storedUserId(page)).toBe(user.id);
});

test('a link this browser asked for, opened while someone else is signed in: used only on their word, the other session revoked', async ({
  page,
  request,
}) => {
  const signedIn = await createUser(request);
  const owner = await createUser(request);
  await signInAs(page, signedIn);
  const before = (await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY)) ?? '';
  const replacedRefresh = (JSON.parse(before) as { refresh_token: string }).refresh_token;
  // This browser asked for a recovery link (PKCE, as supabase-js does): it keeps the verifier.
  const verifier = 'v'.repeat(20) + Math.random().toString(36).slice(2).padEnd(30, 'x');
  await page.evaluate(([key, value]) => localStorage.setItem(`${key}-code-verifier`, JSON.stringify(value)), [
    SESSION_KEY,
    `${verifier}/recovery`,
  ] as const);
  const target = encodeURIComponent(new URL('/auth', page.url()).href);
  const asked = await request.post(`${SUPABASE_URL}/auth/v1/recover?redirect_to=${target}`, {
    headers: { apikey: WELL_KNOWN_ANON_KEY, 'Content-Type': 'application/json' },
    data: {
      email: owner.email,
      code_challenge: createHash('sha256').update(verifier).digest('base64url'),
      code_challenge_method: 's256',
    },
  });
  expect(asked.ok()).toBe(true);
  const mail = await latestMail(request, owner.email, /Återställ/);

  await page.goto(mail.links[0] ?? '');
  await expect(page).toHaveURL(/\/auth\?code=/);
  await expect(page.getByRole('heading', { name: 'Du är redan inloggad' })).toBeVisible();
  expect(await storedUserId(page)).toBe(signedIn.id);
  await page.getByRole('button', { name: 'Använd länken' }).click();
  await expect(page.getByRole('heading', { name: 'Välj ett nytt lösenord' })).toBeVisible();
  expect(page.url()).not.toContain('code=');
  expect(await storedUserId(page)).toBe(owner.id);
  // The replaced session is signed out on the server.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('hp:pending-revocations')), { timeout: 15_000 })
    .toBeNull();
  const refreshed = await request.post(`${SUPABASE_URL}/auth/v1/token?grant_type=refresh_token`, {
    headers: { apikey: WELL_KNOWN_ANON_KEY, 'Content-Type': 'application/json' },
    data: { refresh_token: replacedRefresh },
  });
  expect(refreshed.status()).toBe(400);
});
