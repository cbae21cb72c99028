/**
 * Vikt och energi (/weight) on a phone, signed out: a weigh-in logged with the network off is there
 * after a reload; four weeks imported from a CSV teach the expenditure and a calorie goal, which
 * "Använd i måltidsplanen" carries into a meal plan made at that goal. Signed in, the weigh-ins reach
 * the database once each, after consent to keep health data.
 */
import { WELL_KNOWN_ANON_KEY } from '../../supabase/local/keys.ts';
import { axeBlocking } from './support/axe';
import { SUPABASE_URL, sessionFor, signedInUser } from './support/backend';
import { keptOffline } from './support/offline';
import { expect, hydrated, recordToasts, shownToasts, test, type Page } from './support/test';

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

/** Today in the browser's time zone, as the page reads it (YYYY-MM-DD). */
const todayIn = (page: Page) =>
  page.evaluate(() => {
    const now = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${String(now.getFullYear())}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  });

/** The YYYY-MM-DD date `days` before `today`. */
const daysBefore = (today: string, days: number) =>
  new Date(Date.parse(`${today}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

async function openWeight(page: Page): Promise<void> {
  await page.goto('/weight');
  await hydrated(page);
  // The log has been read when the page shows it: the trend under the form, or the empty log's words.
  await expect(page.getByTestId('trend').or(page.getByTestId('empty-log'))).toBeVisible();
}

/**
 * Scrolls to the end of /weight and back, as a person does to read it: the parts below the trend
 * (the energy, the weigh-ins, the CSV part) are built as they come within half a screen of view.
 */
async function scrollThroughParts(page: Page): Promise<void> {
  await expect(async () => {
    await page.evaluate(() => scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
    await expect(page.getByTestId('csv')).toBeAttached({ timeout: 1_000 });
  }).toPass();
  await page.evaluate(() => scrollTo({ top: 0, behavior: 'instant' }));
}

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });
  test.describe.configure({ timeout: 90_000 });

  test('a weigh-in logged with the network off is kept, and is there after a reload', async ({
    page,
    context,
  }) => {
    await openWeight(page);
    await keptOffline(page);
    await context.setOffline(true);
    await page.reload();
    await hydrated(page);
    await expect(page.getByTestId('empty-log')).toBeVisible();

    await recordToasts(page);
    const kg = page.getByLabel('Vikt (kg)');
    await kg.fill('72,45');
    await expect(page.getByText('Ange högst en decimal, till exempel 72,4')).toBeVisible();
    await kg.fill('72,4');
    await expect(page.getByLabel('Datum')).toHaveValue(await todayIn(page));
    await page.getByRole('button', { name: 'Spara', exact: true }).click();
    await expect.poll(() => shownToasts(page)).toContain('Vägningen är sparad');
    await expect(page.getByTestId('weigh-ins')).toContainText('72,4 kg');

    await page.reload();
    await hydrated(page);
    await scrollThroughParts(page);
    await expect(page.getByTestId('weigh-ins')).toContainText('72,4 kg');
    // The next weigh-in is two taps: the last weight and today are filled in.
    await expect(page.getByLabel('Vikt (kg)')).toHaveValue('72,4');
    await page.getByLabel('Vikt (kg)').fill('72,1');
    await expect(page.getByTestId('same-day-note')).toContainText('72,4 kg');
    await page.getByRole('button', { name: 'Spara', exact: true }).click();
    await expect
      .poll(() => shownToasts(page))
      .toContainEqual(expect.stringMatching(/^Vägningen för .* ersattes/u));
    await expect(page.getByRole('heading', { name: 'Dina vägningar (1)' })).toBeVisible();
    await expect(page.getByTestId('weigh-ins')).toContainText('72,1 kg');

    // A weigh-in deleted by mistake can be put back.
    await page.getByRole('button', { name: /^Ta bort vägningen / }).click();
    await expect(page.getByTestId('empty-log')).toBeVisible();
    await page.getByRole('button', { name: 'Ångra' }).click();
    await expect(page.getByTestId('weigh-ins')).toContainText('72,1 kg');
  });
});

test('four weeks from a CSV teach the expenditure and a goal, which makes a meal plan at that goal', async ({
  page,
}) => {
  test.setTimeout(90_000);
  // The person made a meal plan at 2 000 kcal to lose weight (the meal form's stored answers).
  await page.goto('/robots.txt');
  await page.evaluate(() => {
    localStorage.setItem(
      'mealPreferences',
      JSON.stringify({
        calories: 2000,
        dietType: 'balanced',
        cuisine: ['swedish'],
        goal: 'weight-loss',
        restrictions: '',
        includeSnacks: false,
      }),
    );
  });
  await openWeight(page);
  const today = await todayIn(page);

  // A refused line imports nothing and is named.
  const input = page.getByLabel('Välj en CSV-fil att importera');
  await input.setInputFiles({
    name: 'fel.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`datum;vikt\n${daysBefore(today, 1)};80,2\n${daysBefore(today, 0)};åttio\n`),
  });
  await expect(page.getByTestId('csv-refused')).toContainText('Rad 3');
  await expect(page.getByTestId('empty-log')).toBeVisible();

  // 28 days losing 0.08 kg a day, with a day-to-day swing of up to ±0.4 kg, as `date,weight`.
  const lines = ['date,weight'];
  for (let n = 27; n >= 0; n -= 1) {
    const swing = [0.3, -0.2, 0.1, -0.4, 0.2, 0, -0.1][n % 7] ?? 0;
    lines.push(`${daysBefore(today, n)},${(82 - 0.08 * (27 - n) + swing).toFixed(1)}`);
  }
  await input.setInputFiles({
    name: 'vikt.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(lines.join('\n')),
  });
  await expect(page.getByRole('heading', { name: 'Dina vägningar (28)' })).toBeVisible();
  await expect(page.getByTestId('csv-refused')).toBeHidden();

  // Eating the plan's 2 000 kcal while losing about 0.56 kg a week: about 2 000 + 616 burnt.
  const expenditure = page.getByTestId('expenditure');
  await expect(expenditure).toContainText('Uppskattad förbrukning:');
  const burnt = Number((await expenditure.textContent())?.replace(/\D/gu, ''));
  expect(burnt).toBeGreaterThan(2450);
  expect(burnt).toBeLessThan(2800);
  await expect(page.getByTestId('uncertainty')).toContainText('Osäkerhet: ungefär ±');
  await expect(page.getByTestId('estimate')).toContainText('7 700 kcal (Wishnofsky');
  await expect(page.getByTestId('weekly-rate')).toContainText('kg per vecka');
  expect(await axeBlocking(page)).toEqual([]);

  await expect(page.getByTestId('formula')).toContainText('Fyll i dina uppgifter');
  await expect(page.getByTestId('suggested-goal')).toContainText('Föreslaget kalorimål:');

  // The calculator takes the trend weight as its weight, offers it again after a change, and its
  // "Beräkna" leaves age, sex, height and activity for the weight page's formula estimate.
  const trendKg = /(\d+,\d) kg/u.exec((await page.getByTestId('trend-weight').textContent()) ?? '')?.[1];
  expect(trendKg).toBeDefined();
  await page.goto('/calorie-calculator');
  await hydrated(page);
  await expect(page.getByLabel('Vikt (kg)')).toHaveValue(trendKg ?? '');
  await expect(page.getByTestId('trend-weight-note')).toBeVisible();
  await page.getByLabel('Vikt (kg)').fill('90');
  await page.getByRole('button', { name: `Använd trendvikten ${trendKg ?? ''} kg` }).click();
  await expect(page.getByLabel('Vikt (kg)')).toHaveValue(trendKg ?? '');
  await page.getByLabel('Ålder (år)').fill('40');
  await page.getByLabel('Längd (cm)').fill('170');
  await page.getByRole('radio', { name: 'Kvinna' }).check();
  await page.getByRole('radio', { name: /^Stillasittande/u }).check();
  await page.getByRole('button', { name: 'Beräkna' }).click();
  const tdee = Number((await page.getByTestId('tdee').textContent())?.replace(/\D/gu, ''));

  await openWeight(page);
  await scrollThroughParts(page);
  await expect(page.getByTestId('body-details')).toContainText('40 år, kvinna, 170 cm, stillasittande');
  await expect(page.getByTestId('formula')).toContainText('kcal/dag');
  const formula = Number((await page.getByTestId('formula').textContent())?.replace(/\D/gu, ''));
  // The formula at the trend weight (the calculator's figure at the rounded trend weight, give or take).
  expect(Math.abs(formula - tdee)).toBeLessThan(15);

  // The last week "följde planen delvis": halfway between the plan's 2 000 and the formula.
  const weeks = page.getByTestId('weeks').getByRole('listitem');
  await weeks
    .last()
    .getByRole('button', { name: /^Ändra intaget vecka/u })
    .click();
  await page.getByRole('radio', { name: 'Följde planen delvis' }).check();
  await page.getByTestId('week-form').getByRole('button', { name: 'Spara', exact: true }).click();
  const halfway = Math.round((2000 + formula) / 2).toLocaleString('sv-SE');
  await expect(weeks.last()).toContainText(`${halfway} kcal/dag (följde planen delvis)`);

  // "Visa bara trenden" leaves the weigh-ins' own numbers out.
  await expect(page.getByTestId('weigh-ins')).toContainText(/\d,\d kg · trend/u);
  await page.getByRole('checkbox', { name: 'Visa bara trenden' }).check();
  await expect(page.getByTestId('weigh-ins')).not.toContainText(/kg · trend/u);
  await expect(
    page
      .getByTestId('weigh-ins')
      .getByText(/^Trend \d+,\d kg$/u)
      .first(),
  ).toBeVisible();

  const suggested = page.getByTestId('suggested-goal');
  const goal = Number((await suggested.textContent())?.replace(/\D/gu, ''));
  expect(goal).toBeLessThan(burnt + 200);
  expect(goal).toBeGreaterThanOrEqual(1200);

  await page.getByRole('link', { name: 'Använd i måltidsplanen' }).click();
  await expect(page).toHaveURL(
    new RegExp(`/meal-planning\\?goal=weight-loss&calories=${String(goal)}$`, 'u'),
  );
  await hydrated(page);
  await expect(page.getByLabel('Dagligt kalorimål (kcal)')).toHaveValue(String(goal));
  await expect(page.getByRole('combobox', { name: 'Mål' })).toHaveValue('weight-loss');
  await page.getByRole('button', { name: 'Generera måltidsplan' }).click();
  await expect(page).toHaveURL(/\/meal-plan$/u, { timeout: 30_000 });
  await expect(page.getByTestId('day-card').first().getByTestId('calorie-breakdown')).toContainText(
    `= ${goal.toLocaleString('sv-SE')} kcal`,
  );
});

test('signed in: after consent the weigh-ins reach the account once each, a day’s second one replacing the first', async ({
  page,
  consoleErrors,
}) => {
  // Before consent the database refuses the weigh-in (403), which the browser logs.
  consoleErrors.allow(/status of 403 \(Forbidden\) \(.*\/rest\/v1\/weight_entries/u);
  const user = await signedInUser(page);
  await openWeight(page);
  const today = await todayIn(page);
  const status = page.getByTestId('log-sync-status');

  await page.getByLabel('Vikt (kg)').fill('72,4');
  await page.getByRole('button', { name: 'Spara', exact: true }).click();
  await expect(page.getByTestId('weigh-ins')).toContainText('72,4 kg');
  // Weight is health data: the account keeps it only with consent; until then it waits on the device.
  await page.getByRole('button', { name: 'Jag samtycker – spara i mitt konto' }).click();
  await expect(status).toContainText('Sparat i ditt konto.');

  await page.getByLabel('Datum').fill(daysBefore(today, 1));
  await page.getByLabel('Vikt (kg)').fill('72,8');
  await page.getByLabel('Midjemått (cm)').fill('84,5');
  await page.getByRole('button', { name: 'Spara', exact: true }).click();
  await page.getByLabel('Datum').fill(today);
  await page.getByLabel('Vikt (kg)').fill('72,2');
  await page.getByRole('button', { name: 'Spara', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Dina vägningar (2)' })).toBeVisible();
  await expect(status).toContainText('Sparat i ditt konto.');

  // What the account holds, read with the person's own token (RLS).
  const session = (await sessionFor(page.request, user)) as { access_token: string };
  const response = await page.request.get(
    `${SUPABASE_URL}/rest/v1/weight_entries?select=day,kg,waist_cm&order=day`,
    { headers: { apikey: WELL_KNOWN_ANON_KEY, Authorization: `Bearer ${session.access_token}` } },
  );
  expect(response.ok(), await response.text()).toBe(true);
  expect(await response.json()).toEqual([
    { day: daysBefore(today, 1), kg: 72.8, waist_cm: 84.5 },
    { day: today, kg: 72.2, waist_cm: null },
  ]);

  // A reload shows the account's log.
  await openWeight(page);
  await scrollThroughParts(page);
  await expect(page.getByRole('heading', { name: 'Dina vägningar (2)' })).toBeVisible();
  await expect(page.getByLabel('Vikt (kg)')).toHaveValue('72,2');
});

test.describe('on Lighthouse’s phone screen (412 × 823)', () => {
  test.use({ viewport: { width: 412, height: 823 } });

  test('a log of 90 weigh-ins: the trend arrives under the form, the rest as one scrolls, nothing moves', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const today = Date.parse(new Date().toISOString().slice(0, 10));
      const rows = Array.from({ length: 90 }, (_, n) => ({
        day: new Date(today - (90 - n) * 86_400_000).toISOString().slice(0, 10),
        kg: Math.round((84 - 0.06 * n) * 10) / 10,
        waist_cm: null,
      }));
      localStorage.setItem('hp:weight-log:device', JSON.stringify({ rows: { weight_entries: rows } }));
      const shifts: number[] = [];
      Reflect.set(window, '__shifts', shifts);
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // A phone's slower CPU: the parts below the form then arrive in more than one frame.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await openWeight(page);
    await expect(page.getByTestId('trend')).toBeVisible();
    // At load the phone builds the trend, not the parts below it that it cannot see: ten frames
    // later the energy part (some 700 px below the fold) is still not in the page.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          let frames = 0;
          const next = () => (++frames === 10 ? resolve() : requestAnimationFrame(next));
          requestAnimationFrame(next);
        }),
    );
    await expect(page.getByTestId('energy')).toHaveCount(0);
    // Scrolled as a reader does, 400 px every two frames: each part is built before it comes into view.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          let frame = 0;
          const step = () => {
            frame += 1;
            if (frame % 2 === 0) scrollBy({ top: 400, behavior: 'instant' });
            const end = innerHeight + scrollY >= document.documentElement.scrollHeight - 1;
            if (end && document.querySelector('[data-testid="csv"]') !== null) resolve();
            else requestAnimationFrame(step);
          };
          requestAnimationFrame(step);
        }),
    );
    await expect(page.getByRole('heading', { name: 'Dina vägningar (90)' })).toBeAttached();
    // Measured before the list waited for the chart above it: 0.146 (the list pushed down, the footer too).
    const shift = await page.evaluate(() =>
      (Reflect.get(window, '__shifts') as number[]).reduce((sum, value) => sum + value, 0),
    );
    expect(shift).toBeLessThan(0.02);
  });
});
