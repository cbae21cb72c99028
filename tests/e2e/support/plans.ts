/**
 * Plans for the journeys: rows inserted through the Data API with the user's own token (so RLS
 * applies, as for the app), and real 7-day meal plans from the shared generator — the code the
 * browser and the function run — made here in Node, once per worker, and stored where the meal form
 * leaves a plan, for the journeys that only read one (generating through the form is tested by
 * the journeys that are about the form).
 */
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

import { generateMealPlan } from '../../../supabase/functions/_shared/meal-plan/generate.ts';
import type { MealPlanDay } from '../../../supabase/functions/_shared/schemas/meal-plan.ts';
import type { MealPreferences } from '../../../supabase/functions/_shared/schemas/meal-preferences.ts';
import { WELL_KNOWN_ANON_KEY } from '../../../supabase/local/keys.ts';
import { SUPABASE_URL, sessionFor, type TestUser } from './backend';
import { hydrated } from './test';

async function userHeaders(request: APIRequestContext, user: TestUser): Promise<Record<string, string>> {
  const session = await sessionFor(request, user);
  return {
    apikey: WELL_KNOWN_ANON_KEY,
    Authorization: `Bearer ${String(session.access_token)}`,
    'Content-Type': 'application/json',
  };
}

/** Inserts a row as `user` and returns it. */
export async function insertPlan(
  request: APIRequestContext,
  user: TestUser,
  table: 'meal_plans' | 'workout_plans',
  row: Record<string, unknown>,
): Promise<Record<string, unknown> & { id: string }> {
  const response = await request.post(`${SUPABASE_URL}/rest/v1/${table}`, {
    headers: { ...(await userHeaders(request, user)), Prefer: 'return=representation' },
    data: { user_id: user.id, ...row },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const [inserted] = (await response.json()) as (Record<string, unknown> & { id: string })[];
  if (inserted === undefined) throw new Error('insert returned no row');
  return inserted;
}

/** Records `user`'s consent to health data, as the profile dialog does (needed to save allergies). */
export async function giveHealthDataConsent(request: APIRequestContext, user: TestUser): Promise<void> {
  const response = await request.patch(`${SUPABASE_URL}/rest/v1/profiles?user_id=eq.${user.id}`, {
    headers: await userHeaders(request, user),
    data: { health_data_consent_at: new Date().toISOString() },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** Deletes a row as `user` (e.g. to make the app's own delete find nothing). */
export async function deletePlanAs(
  request: APIRequestContext,
  user: TestUser,
  table: 'meal_plans' | 'workout_plans',
  id: string,
): Promise<void> {
  const response = await request.delete(`${SUPABASE_URL}/rest/v1/${table}?id=eq.${id}`, {
    headers: await userHeaders(request, user),
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** The preferences a saved meal plan row holds (as /meal-planning stores them). */
export const MEAL_PREFERENCES: MealPreferences = {
  calories: 2000,
  dietType: 'mediterranean',
  cuisine: ['swedish', 'italian'],
  goal: 'maintenance',
  restrictions: 'nötter',
  includeSnacks: true,
};

export interface GeneratedPlan {
  plan: MealPlanDay[];
  notices: string[];
  unknownRestrictions: string[];
}

const generated = new Map<string, GeneratedPlan>();

/**
 * A real 7-day meal plan for `preferences` (default MEAL_PREFERENCES), from the rule generator as
 * the function runs it (this week, Stockholm time; a fixed seed). Made once per worker and
 * preferences; each call returns its own copy, so a test may change it.
 */
export function mealPlanFor(preferences: MealPreferences = MEAL_PREFERENCES): GeneratedPlan {
  const key = JSON.stringify(preferences);
  let result = generated.get(key);
  if (result === undefined) {
    const made = generateMealPlan(preferences, {
      startDate: new Date(),
      seed: 20_261_125,
      timeZone: 'Europe/Stockholm',
    });
    if (!made.ok) throw new Error(`no plan for ${key}: ${made.error.message}`);
    result = {
      plan: made.value.plan,
      notices: made.value.notices,
      unknownRestrictions: made.value.unknownRestrictions,
    };
    generated.set(key, result);
  }
  return structuredClone(result);
}

/**
 * Leaves a generated plan where the meal form leaves one (`mealPreferences`, `generatedMealPlan`
 * and the notes), so the next visit to /meal-plan shows it as just generated. Call on a page of the
 * site (it goes to /robots.txt first when the page is still blank). Returns the plan.
 */
export async function storeGeneratedPlan(
  page: Page,
  preferences: MealPreferences = MEAL_PREFERENCES,
): Promise<GeneratedPlan> {
  const result = mealPlanFor(preferences);
  if (!page.url().startsWith('http')) await page.goto('/robots.txt');
  await page.evaluate(
    ([prefs, { plan, notices, unknownRestrictions }]) => {
      localStorage.setItem('mealPreferences', JSON.stringify(prefs));
      localStorage.setItem('generatedMealPlan', JSON.stringify(plan));
      localStorage.setItem('hp:generation-notes', JSON.stringify({ notices, unknownRestrictions }));
    },
    [preferences, result] as const,
  );
  return result;
}

/**
 * Scrolls /meal-plan down through the week, as a reader does, until all seven days are built (each
 * is built as it comes within a screen of view; at load only the first one or two are), then back
 * to the top.
 */
export async function scrollThroughWeek(page: Page): Promise<void> {
  const cards = page.getByTestId('day-card');
  await expect(cards.first()).toBeVisible();
  await expect(async () => {
    await page.evaluate(() => scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
    await expect(cards).toHaveCount(7, { timeout: 1_000 });
  }).toPass();
  await page.evaluate(() => scrollTo({ top: 0, behavior: 'instant' }));
}

/**
 * Scrolls /meal-plan down to the Näringsöversikt, as a person does to read it: it comes after the
 * seven days, and is drawn as it comes within a screen of view (or for printing), not with the
 * week. Returns its container.
 */
export async function scrollToOverview(page: Page): Promise<Locator> {
  await scrollThroughWeek(page);
  const overview = page.getByTestId('nutrient-overview');
  await overview.scrollIntoViewIfNeeded();
  return overview;
}

/** A short schedule in the function's DAG format: training Monday, Wednesday, Friday. */
export function workoutText(days: 7 | 30): string {
  const lines: string[] = [];
  for (let day = 1; day <= days; day++) {
    const training = [0, 2, 4].includes((day - 1) % 7);
    lines.push(
      `DAG ${String(day)}: ${training ? 'Helkropp' : 'Vila och återhämtning'}`,
      ...(training ? ['- Knäböj: 3 × 10', '- Armhävningar: 3 × 8'] : []),
      '',
    );
  }
  return lines.join('\n');
}

/** Who the generator is asked for: experience and place, as the form's choices name them. */
export interface WorkoutWho {
  experience: 'Ny' | 'Van';
  place: 'Gym' | 'Hemma med hantlar' | 'Bara kroppsvikt';
}

/**
 * Fills the workout form as a person would, once the island has hydrated (a field typed before
 * would be reset): the goals, experience and place (a choice's name is its label and the line under
 * it, "Van Jag har …"), 2–3 days a week, the duration and the specific goals.
 */
export async function fillWorkoutForm(
  page: Page,
  {
    goals = ['Ökad styrka'],
    duration = '7 dagar',
    who = { experience: 'Van', place: 'Gym' },
    specific = '',
  }: {
    goals?: readonly string[];
    duration?: '7 dagar' | '30 dagar';
    who?: WorkoutWho;
    specific?: string;
  } = {},
): Promise<void> {
  await hydrated(page);
  for (const goal of goals) await page.getByRole('checkbox', { name: goal }).check();
  await page.getByRole('radio', { name: new RegExp(`^${who.experience} `) }).check();
  await page.getByRole('radio', { name: new RegExp(`^${who.place} `) }).check();
  await page.getByRole('radio', { name: '2–3 gånger i veckan' }).check();
  await page.getByRole('radio', { name: duration }).check();
  if (specific !== '') await page.getByLabel('Specifika mål (valfritt)').fill(specific);
}
