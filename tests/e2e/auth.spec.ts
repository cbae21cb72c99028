import { expect, test, type Page } from './support/test';

import { adminRows, createUser, latestMail, SESSION_KEY, signInAs, uniqueEmail } from './support/backend';

const corner = (page: Page) => page.locator('[data-auth-corner]');
const accountButton = (page: Page) => page.getByRole('button', { name: 'Mitt konto' });
const loginLink = (page: Page) => corner(page).getByRole('link', { name: 'Logga in' });

test.describe('sign-up and login', () => {
  test('sign-up, confirm through the inbox, signed in with a welcome', async ({ page }) => {
    const email = uniqueEmail('signup');
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Har du inget konto? Skapa ett' }).click();
    await page.getByLabel('Visningsnamn').fill('Kim');
    await page.getByLabel('E-postadress').fill(email);
    await page.getByLabel('Lösenord').fill('ett-bra-losen');
    await page.getByRole('button', { name: 'Skapa konto' }).click();
    await expect(
      page.getByRole('status').filter({
        hasText:
          'Kolla din e-post för att bekräfta kontot. Har adressen redan ett konto får du i stället ett mejl om hur du loggar in.',
      }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/auth/);

    const mail = await latestMail(page.request, email);
    await page.goto(mail.links[0] ?? '');
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await expect(
      page.getByText('Välkommen! Din e-postadress är bekräftad och du är inloggad.'),
    ).toBeVisible();
    await expect(accountButton(page)).toBeVisible();
    await expect(loginLink(page)).toBeHidden();
  });

  test('wrong password says so in Swedish and keeps the form', async ({ page, request, consoleErrors }) => {
    consoleErrors.allow(/status of 400 \(Bad Request\) \(.*grant_type=password/);
    const user = await createUser(request);
    await page.goto('/auth');
    await page.getByLabel('E-postadress').fill(user.email);
    await page.getByLabel('Lösenord').fill('fel-losenord');
    await page.getByRole('button', { name: 'Logga in' }).click();
    await expect(page.getByText('Felaktiga inloggningsuppgifter')).toBeVisible();
    await expect(page.getByLabel('E-postadress')).toHaveValue(user.email);
    await expect(page.getByRole('button', { name: 'Logga in' })).toBeEnabled();
  });

  test('login succeeds: Välkommen tillbaka! and the start page with the user menu', async ({
    page,
    request,
  }) => {
    const user = await createUser(request);
    await page.goto('/auth');
    await page.getByLabel('E-postadress').fill(user.email);
    await page.getByLabel('Lösenord').fill(user.password);
    await page.getByRole('button', { name: 'Logga in' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Välkommen tillbaka!')).toBeVisible();
    await expect(accountButton(page)).toBeVisible();
  });

  test('a short password and an invalid e-mail never reach the server', async ({ page }) => {
    const authCalls: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/auth/v1/')) authCalls.push(req.url());
    });
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Har du inget konto? Skapa ett' }).click();
    await page.getByLabel('Visningsnamn').fill('Kort');
    await page.getByLabel('E-postadress').fill('inte-en-adress');
    // Seven characters: a new password needs eight.
    await page.getByLabel('Lösenord').fill('1234567');
    await page.getByRole('button', { name: 'Skapa konto' }).click();
    await expect(page.getByText('Ange en giltig e-postadress, t.ex. namn@exempel.se')).toBeVisible();
    await expect(page.getByText('Lösenordet måste vara minst 8 tecken')).toBeVisible();
    await expect(page.getByLabel('E-postadress')).toBeFocused();
    expect(authCalls).toEqual([]);
  });

  test('an address already registered', async ({ page, request }) => {
    const user = await createUser(request);
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Har du inget konto? Skapa ett' }).click();
    await page.getByLabel('Visningsnamn').fill('Igen');
    await page.getByLabel('E-postadress').fill(user.email);
    await page.getByLabel('Lösenord').fill('ett-annat-losen');
    await page.getByRole('button', { name: 'Skapa konto' }).click();
    // The same answer as for a new address: the owner, not the stranger, learns of it by e-mail.
    await expect(
      page.getByRole('status').filter({
        hasText:
          'Kolla din e-post för att bekräfta kontot. Har adressen redan ett konto får du i stället ett mejl om hur du loggar in.',
      }),
    ).toBeVisible();
    await expect(page.getByText('finns redan')).toHaveCount(0);
    const notice = await latestMail(page.request, user.email, /^Du har redan ett konto/);
    expect(notice.subject).toBe('Du har redan ett konto hos Hälsoplaneraren');
  });

  test('an unconfirmed login offers to send the confirmation again', async ({
    page,
    request,
    consoleErrors,
  }) => {
    consoleErrors.allow(/status of 400 \(Bad Request\) \(.*grant_type=password/);
    const user = await createUser(request, { confirm: false });
    await page.goto('/auth');
    await page.getByLabel('E-postadress').fill(user.email);
    await page.getByLabel('Lösenord').fill(user.password);
    await page.getByRole('button', { name: 'Logga in' }).click();
    await expect(page.getByText('Din e-postadress är inte bekräftad ännu.').first()).toBeVisible();
    // GoTrue sends at most one e-mail a second to an address (config.toml max_frequency).
    await page.waitForTimeout(1100);
    await page.getByRole('button', { name: 'Skicka bekräftelsen igen' }).click();
    await expect(
      page.getByText('Ett nytt bekräftelsemejl har skickats. Kontrollera din inkorg.'),
    ).toBeVisible();
  });

  test('forgotten password round trip through the inbox', async ({ page, request }) => {
    const user = await createUser(request);
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Glömt lösenordet?' }).click();
    await page.getByLabel('E-postadress').fill(user.email);
    await page.getByRole('button', { name: 'Skicka återställningslänk' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Om adressen har ett konto' })).toBeVisible();

    const mail = await latestMail(request, user.email, /Återställ/);
    await page.goto(mail.links[0] ?? '');
    await expect(page.getByRole('heading', { name: 'Välj ett nytt lösenord' })).toBeVisible();
    await page.getByLabel(/^Nytt lösenord/).fill('mitt-nya-losen');
    await page.getByRole('button', { name: 'Spara nytt lösenord' }).click();
    await expect(page.getByText('Lösenordet är bytt')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    // The new password works; the old one no longer does.
    await page.evaluate((key) => localStorage.removeItem(key), SESSION_KEY);
    await page.goto('/auth');
    await page.getByLabel('E-postadress').fill(user.email);
    await page.getByLabel('Lösenord').fill('mitt-nya-losen');
    await page.getByRole('button', { name: 'Logga in' }).click();
    await expect(accountButton(page)).toBeVisible();
  });

  test('a signed-in visitor on /auth is sent to the start page', async ({ page }) => {
    const user = await createUser(page.request);
    await signInAs(page, user);
    await page.goto('/auth');
    await expect(page).toHaveURL(/\/$/);
    await expect(accountButton(page)).toBeVisible();
    expect(await adminRows(page.request, `profiles?user_id=eq.${user.id}`)).toHaveLength(1);
  });
});
