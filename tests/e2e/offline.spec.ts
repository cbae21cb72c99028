/**
 * The installable app and what works with the network really off (`context.setOffline`),
 * with the service worker on (every other spec blocks it, playwright.config.ts). The rule: a page or
 * tool opened once with a connection works offline (the worker keeps it and its code then); one
 * never opened gives the Swedish /offline page.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';

import { expect, hydrated, signOutFromMenu, test, type Page } from './support/test';

import { builtFile, CONTENT_TYPES } from '../../scripts/lib/static-files.ts';
import { WELL_KNOWN_ANON_KEY } from '../../supabase/local/keys.ts';
import { SESSION_KEY, SUPABASE_URL, signedInUser } from './support/backend';
import { keptOffline, settled } from './support/offline';
import {
  fillWorkoutForm,
  insertPlan,
  scrollThroughWeek,
  scrollToOverview,
  storeGeneratedPlan,
  workoutText,
} from './support/plans';

test.use({ serviceWorkers: 'allow' });
// Each journey waits for the worker to keep the pages it opens on a shared, busy machine.
test.describe.configure({ timeout: 90_000 });

/** Waits until the service worker controls the page (installed, activated, claimed). */
async function controlled(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 });
}

/** Waits until one worker is left, activated: a new build's worker has taken over. */
async function onlyActiveWorker(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          return (
            registration?.installing === null &&
            registration.waiting === null &&
            registration.active?.state === 'activated'
          );
        }),
      { timeout: 60_000 },
    )
    .toBe(true);
}

/** The URLs in every cache the site has. */
const cachedUrls = (page: Page) =>
  page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    }
    return urls;
  });

async function fillMealForm(page: Page): Promise<void> {
  await hydrated(page);
  await page.getByLabel('Dagligt kalorimål (kcal)').fill('2000');
  await page.getByRole('combobox', { name: 'Kosttyp' }).selectOption({ label: 'Balanserad' });
  await page.getByRole('combobox', { name: 'Mål' }).selectOption({ label: 'Viktbalans' });
  await page.getByRole('checkbox', { name: 'Svenskt' }).check();
}

test.describe('installable', () => {
  test('every page links the Swedish manifest; its icons exist; Chromium finds nothing blocking installation', async ({
    page,
  }) => {
    for (const path of ['/', '/articles/sleep-hygiene', '/meal-plan', '/offline']) {
      await page.goto(path);
      await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
    }
    const manifest = (await (await page.request.get('/manifest.webmanifest')).json()) as {
      name: string;
      short_name: string;
      lang: string;
      start_url: string;
      display: string;
      theme_color: string;
      icons: { src: string; sizes: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({
      lang: 'sv',
      start_url: '/',
      display: 'standalone',
      theme_color: '#116749',
    });
    expect(manifest.name).toContain('Hälsoplaneraren');
    expect(manifest.short_name).toBe('Hälsoplaneraren');
    for (const purpose of ['any', 'maskable']) {
      for (const size of ['192x192', '512x512']) {
        const icon = manifest.icons.find((i) => i.purpose === purpose && i.sizes === size);
        expect(icon, `${purpose} ${size}`).toBeDefined();
        const response = await page.request.get(icon?.src ?? '');
        expect(response.headers()['content-type']).toContain('image/png');
        const png = await response.body();
        // The PNG header's width and height (IHDR) match what the manifest says.
        expect(`${String(png.readUInt32BE(16))}x${String(png.readUInt32BE(20))}`).toBe(size);
      }
    }
    await page.goto('/');
    await controlled(page);
    const cdp = await page.context().newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    // Playwright's browser contexts are incognito profiles, where Chromium never offers to install;
    // everything else (manifest, icons, start URL, worker) must pass.
    expect(installabilityErrors.filter((error) => error.errorId !== 'in-incognito')).toEqual([]);
  });
});

test.describe('Save-Data', () => {
  test.use({ extraHTTPHeaders: { 'Save-Data': 'on' } });

  test('a browser asking to save data gets no service worker: nothing is downloaded in the background', async ({
    page,
    context,
  }) => {
    /** Opens an article in `tab` with the data saver on or off; the worker registrations it asks for. */
    const registrations = async (tab: Page, saveData: boolean): Promise<string[]> => {
      await tab.addInitScript((on) => {
        Object.defineProperty(Navigator.prototype, 'connection', { get: () => ({ saveData: on }) });
        const calls: string[] = [];
        Object.assign(window, { __registered: calls });
        // Records the registration instead of making it: the question is whether it is asked for.
        ServiceWorkerContainer.prototype.register = (url: string | URL) => {
          calls.push(String(url));
          return new Promise<ServiceWorkerRegistration>(() => undefined);
        };
      }, saveData);
      // The worker is registered in the load event, which page.goto waits for.
      await tab.goto('/articles/sleep-hygiene');
      return tab.evaluate(() => (window as unknown as { __registered: string[] }).__registered);
    };
    expect(await registrations(page, true)).toEqual([]);
    // The same page without the data saver registers it.
    expect(await registrations(await context.newPage(), false)).toEqual(['/sw.js']);
  });
});

test.describe('offline after one visit', () => {
  // Every test here cuts the network on purpose: the requests that fail while it is off (the
  // connectivity probe, Supabase, an image never seen) are what the test provokes.
  test.beforeEach(({ consoleErrors }) => {
    consoleErrors.allow(/net::ERR_INTERNET_DISCONNECTED/u, /net::ERR_FAILED/u);
  });

  test('the week stays on the device: closed tab, new tab offline, the swap, the people and the check-offs are there', async ({
    page: first,
    context,
  }) => {
    test.slow();
    // A plan as the meal form leaves it (generating it is the form's own journey), signed out.
    await storeGeneratedPlan(first);
    await first.goto('/meal-plan');
    await hydrated(first);
    await scrollThroughWeek(first);
    // Opened once: the page and its code (the swap, the recipes, the shopping list) are kept.
    await keptOffline(first);
    const lunch = (page: Page) =>
      page.getByTestId('day-card').first().locator('[data-meal="lunch"]').getByTestId('meal-name');
    const original = (await lunch(first).textContent()) ?? '';
    await first.getByRole('button', { name: 'Byt lunch, måndag' }).click();
    await expect(lunch(first)).not.toHaveText(original);
    const swapped = (await lunch(first).textContent()) ?? '';
    await first.getByRole('tab', { name: 'Inköpslista' }).click();
    await first.getByLabel('Antal personer').fill('3');
    await expect(first.getByText('Inköpslista för veckan (3 personer)')).toBeAttached();
    await first.getByTestId('shopping-group').first().getByRole('checkbox').first().check();
    await first.close();

    // The tab is closed; the next visit is offline, in a new tab.
    await context.setOffline(true);
    const page = await context.newPage();
    await page.goto('/meal-plan');
    await hydrated(page);
    const day = page.getByTestId('day-card').first();
    await expect(lunch(page)).toHaveText(swapped);
    await expect(day.getByText('Ingredienser').first()).toBeHidden();
    await day.getByTestId('recipe-toggle').first().click();
    await expect(day.getByText('Ingredienser').first()).toBeVisible();
    await scrollToOverview(page);
    await expect(page.getByRole('heading', { name: 'Näringsöversikt' })).toBeVisible();
    await page.getByRole('tab', { name: 'Inköpslista' }).click();
    await expect(page.getByLabel('Antal personer')).toHaveValue('3');
    const boxes = page.getByTestId('shopping-group').first().getByRole('checkbox');
    await expect(boxes.first()).toBeChecked();
    await expect(page.getByTestId('shopping-total')).toBeVisible();
    await boxes.nth(1).check();
    await page.reload();
    await hydrated(page);
    await page.getByRole('tab', { name: 'Inköpslista' }).click();
    await expect(boxes.first()).toBeChecked();
    await expect(boxes.nth(1)).toBeChecked();
  });

  test('a new meal plan generated offline, on the browser generator, says it was made offline', async ({
    page,
    context,
  }) => {
    // Both pages of the tool opened once: the form, and the plan it leads to.
    await page.goto('/meal-plan');
    await keptOffline(page);
    await page.goto('/meal-planning');
    await keptOffline(page);
    await context.setOffline(true);
    await page.reload();
    await fillMealForm(page);
    await page.getByRole('button', { name: 'Generera måltidsplan' }).click();
    // Generating while the worker precaches, on a busy machine: wait as long as a person would.
    await expect(page).toHaveURL(/\/meal-plan$/, { timeout: 30_000 });
    await expect(page.getByTestId('day-card').first()).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText(/Planen skapades utan internetanslutning/).first()).toBeVisible();
  });

  test('the workout generator shows the last schedule offline, and it goes to the calendar as an .ics file', async ({
    page,
    context,
  }) => {
    await page.goto('/create-workout-plan');
    await fillWorkoutForm(page);
    await page.getByRole('button', { name: 'Skapa mitt träningsschema' }).click();
    await expect(page.getByRole('heading', { name: 'Ditt träningsschema för 7 dagar' })).toBeVisible({
      timeout: 30_000,
    });
    const dayOne = (await page.locator('[data-day="1"]').textContent()) ?? '';
    const trainingDays = await page.locator('[data-day]').filter({ hasText: 'Träning' }).count();
    await keptOffline(page);

    await context.setOffline(true);
    await page.reload();
    await hydrated(page);
    await expect(page.getByRole('heading', { name: 'Ditt träningsschema för 7 dagar' })).toBeVisible();
    await expect(page.locator('[data-day="1"]')).toHaveText(dayOne);

    await page.getByLabel('Tid för passen').fill('07:30');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Lägg till i kalendern' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('traningsschema.ics');
    const ics = readFileSync(await file.path(), 'utf8');
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(ics.split('BEGIN:VEVENT').length - 1).toBe(trainingDays);
    expect(ics).not.toContain('SUMMARY:Vila');
    // 07:30 in Stockholm is 05:30 or 06:30 UTC depending on the season.
    expect(ics).toMatch(/DTSTART:\d{8}T0[56]3000Z/);
  });

  test('an article and a recipe read before open offline; a page or tool never opened gives the Swedish offline page listing what is kept', async ({
    page,
    context,
  }) => {
    // The first page of the visit is loaded before the worker exists: it is kept all the same.
    await page.goto('/articles/sleep-hygiene');
    await keptOffline(page);
    // A reader's worker holds the shell and what was read, not the tools.
    const urls = await cachedUrls(page);
    expect(urls.filter((url) => /\/(meal-plan|create-workout-plan|training-log|weight)$/.test(url))).toEqual(
      [],
    );
    expect(urls.filter((url) => /\/_astro\/[^/]*Entry\.[^/]*\.js$/.test(url))).toEqual([]);
    const title = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
    // A recipe opened is kept the same way, with the code its portions, Laga and Lägg i min vecka load.
    const recipe = '/recipes/havregrynsgrot-med-blabar-och-mandel';
    await page.goto(recipe);
    await keptOffline(page);
    expect((await cachedUrls(page)).some((url) => url.endsWith(recipe))).toBe(true);

    await context.setOffline(true);
    await page.goto(recipe);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Havregrynsgröt med blåbär och mandel');
    await page.getByLabel('Portioner').selectOption('2');
    await expect(page.locator('[data-ingredient][data-food="702"] [data-q]')).toHaveText('3 dl');
    await page.goto('/articles/sleep-hygiene');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);

    await page.goto('/articles/sleep-cycles');
    await expect(page.getByRole('heading', { name: 'Du är offline', level: 1 })).toBeVisible();
    const read = page.getByRole('heading', { name: 'Artiklar och guider du har läst' });
    await expect(read).toBeVisible();
    await expect(page.getByRole('link', { name: title.trim() })).toBeVisible();
    await expect(page.locator('[data-offline-path="/articles/sleep-cycles"]')).toBeHidden();
    await expect(page.getByText('Inga verktyg är sparade ännu.', { exact: false })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Din måltidsplan med recept och inköpslista' })).toBeHidden();

    // A tool never opened is the offline page too, not the browser's error.
    await page.goto('/meal-plan');
    await expect(page.getByRole('heading', { name: 'Du är offline', level: 1 })).toBeVisible();
  });

  test('signing out offline ends the session on the device at once; the server is told when the network returns', async ({
    page,
    context,
    request,
  }) => {
    await signedInUser(page);
    await page.goto('/create-workout-plan');
    await keptOffline(page);
    const refreshToken = await page.evaluate(
      (key) => (JSON.parse(localStorage.getItem(key) ?? '{}') as { refresh_token?: string }).refresh_token,
      SESSION_KEY,
    );
    expect(refreshToken).toBeTruthy();
    await page.evaluate(() => localStorage.setItem('hp:last-workout', '{"workoutPlan":"Måndag: Knäböj"}'));

    await context.setOffline(true);
    await page.reload();
    await hydrated(page);
    await signOutFromMenu(page);
    await expect(page.getByText('Du har loggats ut')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('[data-auth-corner]').getByRole('link', { name: 'Logga in' })).toBeVisible();
    await expect(page.getByText('Ett fel uppstod vid utloggning')).toHaveCount(0);
    const kept = await page.evaluate(
      (key) => ({
        session: localStorage.getItem(key),
        lastWorkout: localStorage.getItem('hp:last-workout'),
        pending: localStorage.getItem('hp:pending-revocations'),
      }),
      SESSION_KEY,
    );
    expect(kept.session).toBeNull();
    expect(kept.lastWorkout).toBeNull();
    expect(kept.pending).toContain(refreshToken);

    // Back online: the server revokes the session, so its refresh token no longer works.
    await context.setOffline(false);
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('hp:pending-revocations')), { timeout: 15_000 })
      .toBeNull();
    const refreshed = await request.post(`${SUPABASE_URL}/auth/v1/token?grant_type=refresh_token`, {
      headers: { apikey: WELL_KNOWN_ANON_KEY, 'Content-Type': 'application/json' },
      data: { refresh_token: refreshToken },
    });
    expect(refreshed.status()).toBe(400);
  });

  test('sign in offline says so in Swedish and keeps what was typed', async ({ page, context }) => {
    await page.goto('/auth');
    await keptOffline(page);
    await context.setOffline(true);
    await page.reload();
    await hydrated(page);
    await page.getByLabel('E-postadress').fill('kim@example.com');
    await page.getByLabel('Lösenord').fill('ett-bra-losen');
    await page.getByRole('button', { name: 'Logga in' }).click();
    await expect(
      page.getByText('Kunde inte nå servern. Kontrollera din internetanslutning och försök igen.').first(),
    ).toBeVisible();
    await expect(page.getByLabel('E-postadress')).toHaveValue('kim@example.com');
    await expect(page.getByLabel('Lösenord')).toHaveValue('ett-bra-losen');
  });

  test('signed in: My plans offline says so; a workout opened there is on the generator offline; nothing from Supabase is cached', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    const user = await signedInUser(page);
    await insertPlan(page.request, user, 'workout_plans', {
      name: 'Gymschema',
      description: null,
      plan_data: { workoutPlan: workoutText(7), duration: '7-days', createdAt: new Date().toISOString() },
    });
    await page.goto('/my-plans');
    await page.getByRole('tab', { name: 'Träningsplaner (1)' }).click();
    await page.getByRole('button', { name: 'Visa' }).click();
    await expect(page.getByRole('heading', { name: 'Gymschema', level: 2 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Lägg till i kalendern' })).toBeVisible();
    await keptOffline(page);
    // The generator, opened once with the schedule shown there.
    await page.goto('/create-workout-plan');
    await expect(page.getByRole('heading', { name: 'Gymschema' })).toBeVisible();
    await keptOffline(page);

    await context.setOffline(true);
    await page.goto('/my-plans');
    await expect(
      page.getByText(
        'Du är offline. Mina planer hämtas från servern och visas när du har uppkoppling igen.',
        {
          exact: false,
        },
      ),
    ).toBeVisible({ timeout: 30_000 });
    await page.goto('/create-workout-plan');
    await expect(page.getByRole('heading', { name: 'Gymschema' })).toBeVisible();
    await expect(page.locator('[data-day="1"]')).toContainText('Knäböj: 3 × 10');
    await expect(page.getByRole('button', { name: 'Spara till Mina planer' })).toHaveCount(0);

    const urls = await cachedUrls(page);
    expect(urls.length).toBeGreaterThan(20);
    const site = new URL(page.url()).origin;
    const supabase = new URL(SUPABASE_URL).origin;
    expect(urls.filter((url) => !url.startsWith(site))).toEqual([]);
    expect(
      urls.filter((url) => url.startsWith(supabase) || /\/(auth|rest|functions)\/v1\//.test(url)),
    ).toEqual([]);
  });
});

/** A static server of one build directory at a time, so a test can deploy build B over build A. */
function staticServer(): { server: Server; serve: (dir: string) => void; origin: () => string } {
  let root = '';
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    const file = builtFile(root, path);
    if (file === undefined) {
      response.writeHead(404).end('not found');
      return;
    }
    response.writeHead(200, {
      'Content-Type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
      'Cache-Control': 'no-cache',
    });
    response.end(readFileSync(file));
  });
  return {
    server,
    serve: (dir) => {
      root = dir;
    },
    origin: () => {
      const address = server.address();
      return typeof address === 'object' && address !== null
        ? `http://127.0.0.1:${String(address.port)}`
        : '';
    },
  };
}

/**
 * Two copies of the built site in a temporary folder, A as built and B with the site's stylesheet
 * under a new hashed name (the CSS file moved; pages and sw.js are the caller's to rewrite).
 */
function twoBuilds() {
  const dist = join(import.meta.dirname, '..', '..', 'dist');
  const work = mkdtempSync(join(tmpdir(), 'hp-deploy-'));
  const buildA = join(work, 'a');
  const buildB = join(work, 'b');
  cpSync(dist, buildA, { recursive: true });
  cpSync(dist, buildB, { recursive: true });
  const swA = readFileSync(join(buildA, 'sw.js'), 'utf8');
  const cssA = /\/_astro\/[^"]+\.css/.exec(swA)?.[0] ?? '';
  expect(cssA).not.toBe('');
  const cssB = cssA.replace(/\.css$/, 'B.css');
  cpSync(join(buildA, cssA), join(buildB, cssB));
  rmSync(join(buildB, cssA));
  return { work, buildA, buildB, swA, cssA, cssB };
}

test.describe('a new deploy', () => {
  test('an article kept before a deploy opens styled offline after it; one copy per page, whatever its query', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    // Build B renames the site's stylesheet, as a rebuild with changed styles does.
    const { work, buildA, buildB, swA, cssA, cssB } = twoBuilds();
    const article = 'articles/sleep-hygiene/index.html';
    for (const page of [article, 'index.html']) {
      writeFileSync(join(buildB, page), readFileSync(join(buildB, page), 'utf8').replaceAll(cssA, cssB));
    }
    writeFileSync(join(buildB, 'sw.js'), swA.replaceAll(cssA, cssB));

    const site = staticServer();
    await new Promise<void>((resolve) => site.server.listen(0, '127.0.0.1', resolve));
    try {
      const url = `${site.origin()}/articles/sleep-hygiene`;
      const styled = async () =>
        (await page.evaluate(() => getComputedStyle(document.body).backgroundColor)) === 'rgb(247, 250, 248)';
      const pagesKept = () =>
        page.evaluate(async () =>
          (await (await caches.open('hp-pages')).keys()).map((request) => request.url),
        );

      site.serve(buildA);
      await page.goto(url);
      await keptOffline(page);
      // The worker kept the first page with its files; the pages read after it keep theirs too.
      await expect
        .poll(() => page.evaluate(async (css) => (await caches.open('hp-page-assets')).match(css), cssA))
        .toBeTruthy();
      await page.evaluate(() => caches.delete('hp-page-assets'));
      for (const query of ['?utm_source=a', '?utm_source=b', '?n=85']) await page.goto(`${url}${query}`);
      await expect
        .poll(() => page.evaluate(async (css) => (await caches.open('hp-page-assets')).match(css), cssA))
        .toBeTruthy();
      await expect
        .poll(async () => (await pagesKept()).filter((kept) => kept.includes('/articles/')))
        .toEqual([url]);
      expect((await pagesKept()).filter((kept) => kept.includes('?'))).toEqual([]);

      site.serve(buildB);
      await page.goto(`${site.origin()}/`);
      await expect
        .poll(() => page.evaluate(async (css) => (await caches.match(css)) !== undefined, cssB), {
          timeout: 60_000,
        })
        .toBe(true);
      await onlyActiveWorker(page);
      await settled(page);

      await context.setOffline(true);
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await page.locator('link[rel="stylesheet"]').first().getAttribute('href')).toBe(cssA);
      expect(await styled()).toBe(true);
    } finally {
      site.server.close();
      rmSync(work, { recursive: true, force: true });
    }
  });

  test('after a deploy the next page is the new build, whole, also offline; the old build’s files no kept page needs are dropped', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    // Build B: a changed tool page, and the site's stylesheet under a new hashed name, as a real
    // rebuild makes them; its sw.js precaches the new stylesheet, as Workbox would.
    const { work, buildA, buildB, swA, cssA, cssB } = twoBuilds();
    const pagePath = 'create-workout-plan/index.html';
    const htmlB = readFileSync(join(buildB, pagePath), 'utf8')
      .replaceAll(cssA, cssB)
      .replace('<head>', '<head><meta name="hp-build" content="B">');
    writeFileSync(join(buildB, pagePath), htmlB);
    const swB = swA.replaceAll(cssA, cssB);
    expect(swB).not.toBe(swA);
    writeFileSync(join(buildB, 'sw.js'), swB);

    const site = staticServer();
    await new Promise<void>((resolve) => site.server.listen(0, '127.0.0.1', resolve));
    try {
      const url = `${site.origin()}/create-workout-plan`;
      const build = () =>
        page
          .locator('meta[name="hp-build"]')
          .getAttribute('content', { timeout: 1000 })
          .catch(() => null);
      const stylesheet = () => page.locator('link[rel="stylesheet"]').first().getAttribute('href');
      // The site's stylesheet is applied: the body has the surface colour of the design tokens.
      const styled = async () =>
        (await page.evaluate(() => getComputedStyle(document.body).backgroundColor)) === 'rgb(247, 250, 248)';
      const kept = (file: string) =>
        page.evaluate(async (css) => (await caches.match(css)) !== undefined, file);

      site.serve(buildA);
      await page.goto(url);
      await keptOffline(page);
      expect(await kept(cssA)).toBe(true);

      // Deploy B. Pages are network first: the next navigation is B's page, with B's styles.
      site.serve(buildB);
      await page.goto(url);
      expect(await build()).toBe('B');
      expect(await stylesheet()).toBe(cssB);
      expect(await styled()).toBe(true);
      // Meanwhile the browser found B's worker; it installs (precaching B's shell) and takes over.
      const precached = (file: string) =>
        page.evaluate(async (css) => {
          const name = (await caches.keys()).find((key) => key.startsWith('workbox-precache'));
          return name !== undefined && (await (await caches.open(name)).match(css)) !== undefined;
        }, file);
      await expect.poll(() => precached(cssB), { timeout: 60_000 }).toBe(true);
      await onlyActiveWorker(page);
      await settled(page);

      // Offline, the page is B, whole.
      await context.setOffline(true);
      await page.reload();
      expect(await build()).toBe('B');
      expect(await styled()).toBe(true);
      // No kept page names A's stylesheet any more: it is gone from every cache.
      expect(await kept(cssA)).toBe(false);
    } finally {
      site.server.close();
      rmSync(work, { recursive: true, force: true });
    }
  });
});

test.describe('sharing the shopping list', () => {
  test('phones get "Dela lista" (Web Share) with the list as text; without it only "Kopiera lista"', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const shared: ShareData[] = [];
      Object.assign(window, { __shared: shared });
      Object.defineProperty(navigator, 'share', {
        value: (data: ShareData) => {
          shared.push(data);
          return Promise.resolve();
        },
      });
    });
    await storeGeneratedPlan(page);
    await page.goto('/meal-plan');
    await hydrated(page);
    await page.getByRole('tab', { name: 'Inköpslista' }).click();
    await expect(page.getByTestId('shopping-total')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Kopiera lista' })).toBeVisible();
    await page.getByRole('button', { name: 'Dela lista' }).click();
    const shared = await page.evaluate(() => (window as unknown as { __shared: ShareData[] }).__shared);
    expect(shared).toHaveLength(1);
    expect(shared[0]?.title).toBe('Inköpslista från Hälsoplaneraren');
    expect(shared[0]?.text).toContain('Inköpslista för veckan (1 person)');
    expect(shared[0]?.text).toMatch(/Uppskattad totalkostnad: [\d\s ]+ kr/);
  });

  test('a browser without Web Share shows only the copy button', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'share', { value: undefined });
    });
    await storeGeneratedPlan(page);
    await page.goto('/meal-plan');
    await hydrated(page);
    await page.getByRole('tab', { name: 'Inköpslista' }).click();
    await expect(page.getByTestId('shopping-total')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Kopiera lista' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Dela lista' })).toHaveCount(0);
  });
});
