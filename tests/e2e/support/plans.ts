/**
 * Saved plans for the workout and My plans journeys: rows inserted through the Data API with the
 * user's own token (so RLS applies, as for the app), and a real 7-day meal plan from the function.
 */
import { expect, type APIRequestContext } from '@playwright/test';

import { WELL_KNOWN_ANON_KEY } from '../../../supabase/local/keys.ts';
import { SUPABASE_URL, sessionFor, type TestUser } from './backend';

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
export const MEAL_PREFERENCES = {
  calories: 2000,
  dietType: 'mediterranean',
  cuisine: ['swedish', 'italian'],
  goal: 'maintenance',
  restrictions: 'nötter',
  includeSnacks: true,
};

/** A real 7-day meal plan from the generate-meal-plan function, generated as `user`. */
export async function generatedMealPlan(request: APIRequestContext, user: TestUser): Promise<unknown[]> {
  const response = await request.post(`${SUPABASE_URL}/functions/v1/generate-meal-plan`, {
    headers: await userHeaders(request, user),
    data: { preferences: MEAL_PREFERENCES, savePlan: false },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const { mealPlan } = (await response.json()) as { mealPlan: unknown[] };
  expect(mealPlan).toHaveLength(7);
  return mealPlan;
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
