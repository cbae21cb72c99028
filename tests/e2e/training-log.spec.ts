/**
 * Träningsdagbok on a phone in the gym: a session started from a freshly generated plan, logged set
 * by set, with the network off and a reload in the middle (every set and the rest timer still
 * right), finished into the log with "Nästa gång". The service worker is on, as in offline.spec.ts:
 * it is what opens the page again offline.
 */
import { generateWorkoutPlan } from '../../supabase/functions/_shared/workout/generate.ts';
import { WELL_KNOWN_ANON_KEY } from '../../supabase/local/keys.ts';
import { axeBlocking } from './support/axe';
import { SUPABASE_URL, sessionFor, signedInUser, type TestUser } from './support/backend';
import { keptOffline } from './support/offline';
import { fillWorkoutForm, giveHealthDataConsent, insertPlan, workoutText } from './support/plans';
import { expect, test, type Page } from './support/test';
import { STRENGTH_FORM } from '../unit/support/workout-plans';

/** A generated week of strength training, an experienced lifter at a gym. */
const STRENGTH_PLAN = generateWorkoutPlan(STRENGTH_FORM);

test.use({ serviceWorkers: 'allow', viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
test.describe.configure({ timeout: 120_000 });

const OPEN_SESSION = 'hp:open-training-session';

/** The seconds the rest timer shows ("2:05" → 125). */
async function timerSeconds(page: Page): Promise<number> {
  const text = (await page.getByRole('timer').textContent()) ?? '';
  const [minutes = 'x', seconds = 'x'] = text.trim().split(':');
  return Number(minutes) * 60 + Number(seconds);
}

/** What the stored end says is left, in whole seconds, measured in the page. */
const storedSecondsLeft = (page: Page) =>
  page.evaluate((key) => {
    const stored = JSON.parse(localStorage.getItem(key) ?? 'null') as {
      rest: { endsAt: number } | null;
    } | null;
    return stored?.rest ? Math.max(0, Math.ceil((stored.rest.endsAt - Date.now()) / 1000)) : -1;
  }, OPEN_SESSION);

const squat = (page: Page) => page.locator('li[data-exercise="Knäböj"]');
const kgField = (page: Page, set: number) =>
  squat(page)
    .locator(`li[data-set="${String(set)}"]`)
    .getByLabel('Vikt (kg)');
const done = (page: Page, set: number) =>
  page.getByRole('button', { name: `Klar: Knäböj, set ${String(set)}` });

test('a whole session on a phone: started from the plan, logged offline across a reload, finished with "Nästa gång"', async ({
  page,
  context,
}) => {
  await page.goto('/create-workout-plan');
  await fillWorkoutForm(page);
  await page.getByRole('button', { name: 'Skapa mitt träningsschema' }).click();
  await expect(page.getByRole('heading', { name: 'Ditt träningsschema för 7 dagar' })).toBeVisible();

  await page.getByRole('link', { name: 'Starta passet' }).click();
  await expect(page).toHaveURL(/\/training-log$/u);
  const heading = page.getByRole('heading', { name: /^Dag 1: Styrka/u });
  await expect(heading).toBeVisible();
  await expect(page.getByText('Uppvärmning', { exact: false }).first()).toBeVisible();
  await expect(squat(page).getByText('Mål: 3 × 5')).toBeVisible();
  await expect(squat(page).getByText(/^Första gången/u)).toBeVisible();
  // The screen must work offline after this: opened once, the worker keeps it and its code.
  await keptOffline(page);

  // A weight that cannot be gets a message at its field; nothing else typed is lost.
  await kgField(page, 1).fill('60');
  await kgField(page, 2).fill('2000');
  await expect(squat(page).getByText('Vikten måste vara mellan 0 och 600 kg.')).toBeVisible();
  await kgField(page, 2).fill('60');
  await expect(squat(page).getByText('Vikten måste vara mellan 0 och 600 kg.')).toBeHidden();
  await kgField(page, 3).fill('60');

  await done(page, 1).click();
  await expect(done(page, 1)).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('timer')).toBeVisible();
  await expect(page.getByText('Vila efter setet (tunga set om 5: 2½ min vila)')).toBeVisible();
  expect(await timerSeconds(page)).toBeGreaterThan(100);
  expect(await axeBlocking(page), 'the session view with its rest timer').toEqual([]);
  await done(page, 2).click();
  await expect(done(page, 2)).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: '+15 s' }).click();
  await expect.poll(() => timerSeconds(page)).toBeGreaterThan(150);

  // The gym's network goes, and the tab is reloaded mid-session.
  await context.setOffline(true);
  await page.reload();
  await expect(heading).toBeVisible();
  await expect(done(page, 1)).toHaveAttribute('aria-pressed', 'true');
  await expect(done(page, 2)).toHaveAttribute('aria-pressed', 'true');
  await expect(done(page, 3)).toHaveAttribute('aria-pressed', 'false');
  for (const set of [1, 2, 3]) await expect(kgField(page, set)).toHaveValue('60');
  // The timer counts from its stored end: what it shows is what is really left.
  await expect(page.getByRole('timer')).toBeVisible();
  const shown = await timerSeconds(page);
  const left = await storedSecondsLeft(page);
  expect(Math.abs(shown - left)).toBeLessThanOrEqual(1);
  expect(shown).toBeGreaterThan(100);

  await done(page, 3).click();
  await page.getByRole('button', { name: 'Hoppa över' }).click();
  await expect(page.getByRole('timer')).toBeHidden();
  await page.getByRole('button', { name: 'Avsluta passet' }).click();

  await expect(page.getByRole('heading', { name: 'Passet är sparat' })).toBeFocused();
  const summary = page.locator('section[aria-labelledby="tl-summary"]');
  await expect(summary.getByText('Gjort: 3 × 5 med 60 kg')).toBeVisible();
  await expect(summary.getByText('Nästa gång: 65 kg × 5')).toBeVisible();
  await expect(summary.getByText('I dag: 3 × 5 med 60 kg — alla set klara → nästa gång 65 kg')).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), OPEN_SESSION)).toBeNull();
  expect(await axeBlocking(page), 'the summary, progress and history').toEqual([]);
  // The progress charts (with their tables for screen readers) fit the phone's width.
  await expect(page.getByRole('img', { name: /^Knäböj: bästa set och uppskattat 1RM/u })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // Still offline, the log has the session, and the next session is the plan's next training day.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Tidigare pass' })).toBeVisible();
  await expect(page.getByText(/^Nästa pass: dag 3 – /u)).toBeVisible();
  await page.getByRole('button', { name: 'Starta passet' }).click();
  await expect(page.getByRole('heading', { name: /^Dag 3: /u })).toBeVisible();

  // Thrown away after a confirmation, the session leaves nothing; the logged one is deleted too.
  await page.getByRole('button', { name: 'Släng passet' }).click();
  await page
    .getByRole('dialog', { name: 'Släng passet?' })
    .getByRole('button', { name: 'Ja, släng passet' })
    .click();
  await expect(page.getByText(/^Nästa pass: dag 3 – /u)).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), OPEN_SESSION)).toBeNull();
  await page.getByRole('button', { name: /^Ta bort passet Styrka/u }).click();
  await page
    .getByRole('dialog', { name: 'Ta bort passet?' })
    .getByRole('button', { name: 'Ja, ta bort' })
    .click();
  await expect(page.getByText('Inga pass loggade ännu.')).toBeVisible();
  await expect(page.getByText(/^Nästa pass: dag 1 – /u)).toBeVisible();
});

test.describe('on a slow connection', () => {
  // The diary's code is held back below; no worker may answer for it in between.
  test.use({ serviceWorkers: 'block' });

  test("the plan card is on the screen before any of the page's React code has arrived, and stays where it is", async ({
    page,
  }) => {
    // Neither the island nor the diary: the card is drawn before the first paint, from storage.
    const arrived = Promise.withResolvers<undefined>();
    await page.route(/\/_astro\/(TrainingLogEntry|TrainingLogApp)\.[\w-]+\.js$/u, async (route) => {
      await arrived.promise;
      await route.continue();
    });
    const plan = STRENGTH_PLAN;
    await page.addInitScript(
      (stored) => {
        localStorage.setItem('hp:last-workout', stored);
        // When the card comes into the page.
        const seen = new MutationObserver(() => {
          if (document.getElementById('tl-plan') === null) return;
          (window as { cardAt?: number }).cardAt = performance.now();
          seen.disconnect();
        });
        seen.observe(document, { childList: true, subtree: true });
      },
      JSON.stringify({ workoutPlan: plan, duration: '7-days', createdAt: new Date().toISOString() }),
    );
    // The stylesheet comes last, once the page's HTML is in: the first paint waits for it, and must
    // then show the card, not the page's heading a frame before it.
    const styled = Promise.withResolvers<undefined>();
    await page.route(/\/_astro\/[\w.-]+\.css$/u, async (route) => {
      await styled.promise;
      await route.continue();
    });
    // A slow phone's CPU: the parser resumes after the stylesheet a while later.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto('/training-log', { waitUntil: 'commit' });
    await page.waitForFunction(() => document.getElementById('tl-first') !== null, undefined, {
      polling: 50,
    });
    styled.resolve(undefined);

    const card = page.getByRole('region', { name: 'Ditt schema: Träningsschema 7 dagar' });
    await expect(card.getByRole('status')).toHaveText('Laddar träningsdagboken…');
    await expect(card.getByRole('button', { name: 'Starta passet' })).toBeDisabled();
    const before = await card.getByRole('heading').boundingBox();
    // In the first paint: the card was in the page before it.
    const { cardAt, firstPaint } = await page.evaluate(() => ({
      cardAt: (window as { cardAt?: number }).cardAt ?? Infinity,
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
    }));
    expect(cardAt).toBeLessThanOrEqual(firstPaint);
    // Which the browser holds the paint for (a phone may resume parsing a frame after the
    // stylesheet): an element that comes after the card's script.
    expect(
      await page.evaluate(() => {
        const expected = document.querySelector('head link[rel="expect"][blocking="render"]');
        const target = document.querySelector(expected?.getAttribute('href') ?? '#none');
        const script = document.getElementById('tl-first')?.nextElementSibling;
        return (
          target !== null &&
          script?.tagName === 'SCRIPT' &&
          (script.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0
        );
      }),
    ).toBe(true);

    arrived.resolve(undefined);
    await expect(card.getByText(/^Nästa pass: dag 1 – /u)).toBeVisible();
    await expect(card.getByRole('button', { name: 'Starta passet' })).toBeEnabled();
    expect(await card.getByRole('heading').boundingBox()).toEqual(before);
  });
});

test.describe('signed in', () => {
  // Requests to the database are watched and failed here; no worker may answer in between.
  test.use({ serviceWorkers: 'block' });

  /** The user's rows of a table, read through the REST API with the user's own token (RLS applies). */
  async function ownRows(page: Page, user: TestUser, query: string): Promise<Record<string, unknown>[]> {
    const session = await sessionFor(page.request, user);
    const response = await page.request.get(`${SUPABASE_URL}/rest/v1/${query}`, {
      headers: { apikey: WELL_KNOWN_ANON_KEY, Authorization: `Bearer ${String(session.access_token)}` },
    });
    expect(response.ok(), await response.text()).toBe(true);
    return (await response.json()) as Record<string, unknown>[];
  }

  test('the finished session reaches the account with exactly one row per set, also when an answer is lost and the sets are sent again', async ({
    page,
    consoleErrors,
  }) => {
    const user = await signedInUser(page);
    await giveHealthDataConsent(page.request, user);
    const plan = STRENGTH_PLAN;
    await page.evaluate(
      (value) => localStorage.setItem('hp:last-workout', value),
      JSON.stringify({ workoutPlan: plan, duration: '7-days', createdAt: new Date().toISOString() }),
    );

    // The first batch of sets is stored, but its answer never reaches the page (a dropped
    // connection): the page must send them again, and the database must still hold one row each.
    consoleErrors.allow(/training_sets.*net::ERR_FAILED|Failed to load resource: net::ERR_FAILED/u);
    let stored = 0;
    await page.route(`${SUPABASE_URL}/rest/v1/training_sets*`, async (route) => {
      if (route.request().method() !== 'POST' || stored > 0) return route.continue();
      const response = await route.fetch();
      if (response.ok()) stored += 1;
      return route.abort('failed');
    });

    await page.goto('/training-log?start=1');
    await expect(page.getByRole('heading', { name: /^Dag 1: Styrka/u })).toBeVisible();
    for (const set of [1, 2, 3]) {
      await kgField(page, set).fill('50');
      await done(page, set).click();
    }
    const setCount = await page.locator('li[data-set]').count();
    expect(setCount).toBeGreaterThan(3);
    await page.getByRole('button', { name: 'Avsluta passet' }).click();
    await expect(page.getByText('Nästa gång: 55 kg × 5')).toBeVisible();

    await expect(page.getByText('Sparat i ditt konto.')).toBeVisible({ timeout: 30_000 });
    expect(stored).toBe(1);
    const sessions = await ownRows(page, user, 'training_sessions?select=id,title,kind');
    expect(sessions).toHaveLength(1);
    expect(sessions[0]).toMatchObject({
      kind: 'strength',
      title: expect.stringMatching(/^Dag 1 · Styrka/u),
    });
    const sets = await ownRows(
      page,
      user,
      'training_sets?select=id,exercise,position,kg,reps,done&order=position',
    );
    expect(sets).toHaveLength(setCount);
    expect(new Set(sets.map((set) => set.id)).size).toBe(setCount);
    expect(sets.slice(0, 3)).toEqual([
      expect.objectContaining({ exercise: 'Knäböj', position: 0, kg: 50, reps: 5, done: true }),
      expect.objectContaining({ exercise: 'Knäböj', position: 1, kg: 50, reps: 5, done: true }),
      expect.objectContaining({ exercise: 'Knäböj', position: 2, kg: 50, reps: 5, done: true }),
    ]);
    expect(sets.filter((set) => set.done === true)).toHaveLength(3);
  });

  test('"Starta passet" on a saved plan opened with Visa starts that plan\'s first training day', async ({
    page,
  }) => {
    const user = await signedInUser(page);
    await insertPlan(page.request, user, 'workout_plans', {
      name: 'Mitt helkroppsschema',
      description: null,
      plan_data: { workoutPlan: workoutText(7), duration: '7-days' },
    });
    await page.goto('/my-plans');
    await page.getByRole('tab', { name: 'Träningsplaner (1)' }).click();
    await page.getByRole('button', { name: 'Visa' }).click();
    await page.getByRole('link', { name: 'Starta passet' }).click();
    await expect(page.getByRole('heading', { name: 'Dag 1: Helkropp' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Klar: Armhävningar, set 1' })).toBeVisible();
    // Armhävningar is bodyweight work: reps only.
    await expect(page.locator('li[data-exercise="Armhävningar"]').getByLabel('Vikt (kg)')).toHaveCount(0);
  });
});
