/**
 * The workout calls: generate a schedule through the `generate-workout-plan` function
 * (open to anonymous visitors) and save one to workout_plans. Never throw: each returns a result.
 * Imports full zod through the response schema: load this module on demand only.
 */
import type { WorkoutForm } from '@shared/schemas/workout.ts';

import { workoutPlanRecord } from '@/lib/workout/plan-record';
import { workoutResponseSchema, type WorkoutResponse } from '@/lib/workout/stored-workout';

import { getSupabase } from './client';
import { SUPABASE_ANON_KEY } from './config';
import { giveHealthDataConsent, loadHealthDataConsent } from './profile';

export type GenerateResult = { ok: true; value: WorkoutResponse } | { ok: false; error: unknown };

const statusOf = (error: unknown): number | undefined => {
  const context = (error as { context?: unknown } | null)?.context;
  return context instanceof Response ? context.status : undefined;
};

/**
 * Asks the function for a schedule. A signed-in caller whose access token the function refuses
 * (401: expired or revoked) is asked again once as an anonymous visitor, which the function serves
 * the same way. An answer without a schedule text counts as a failure.
 */
export async function requestWorkoutPlan(form: WorkoutForm): Promise<GenerateResult> {
  try {
    const supabase = await getSupabase();
    const invoke = (headers?: Record<string, string>) =>
      supabase.functions.invoke<unknown>('generate-workout-plan', {
        body: form,
        ...(headers === undefined ? {} : { headers }),
      });
    let answer = await invoke();
    if (answer.error !== null && statusOf(answer.error) === 401) {
      answer = await invoke({ Authorization: `Bearer ${SUPABASE_ANON_KEY}` });
    }
    if (answer.error !== null) return { ok: false, error: answer.error };
    const parsed = workoutResponseSchema.safeParse(answer.data);
    return parsed.success ? { ok: true, value: parsed.data } : { ok: false, error: parsed.error };
  } catch (error) {
    return { ok: false, error };
  }
}

/** The auth server's answer means "no signed-in user" (not a network failure). */
function noUser(error: unknown): boolean {
  if (error === null || error === undefined) return true;
  const { name, status } = error as { name?: unknown; status?: unknown };
  return name === 'AuthSessionMissingError' || status === 401 || status === 403;
}

export type SaveResult =
  | { ok: true }
  | { ok: false; reason: 'signedOut' }
  | { ok: false; reason: 'needsConsent' }
  | { ok: false; reason: 'failed'; error: unknown };

/** How to save a schedule whose form names specific goals (health data, as allergies are). */
export interface SaveOptions {
  /** The person ticked the consent: it is recorded, then the plan saved with the goals. */
  giveConsent?: boolean;
  /** The person chose to save without the specific goals. */
  withoutSpecificGoals?: boolean;
}

/**
 * Saves a generated schedule for the signed-in user (named by its duration, described by the
 * form's choices). The user comes from the auth server (`getUser`), not the stored session: no user
 * there means 'signedOut', so the screen can ask the visitor to sign in. Specific goals ("ont i
 * knät") are health data: without the user's consent the answer is 'needsConsent' and nothing is
 * saved, unless `options` gives consent or leaves the goals out (the database holds the same rule).
 */
export async function saveWorkoutPlan(
  workoutPlan: string,
  form: WorkoutForm,
  createdAt: string,
  options: SaveOptions = {},
): Promise<SaveResult> {
  try {
    const supabase = await getSupabase();
    // Ask the server who the caller is (only a signed-in user may save): a stored session that has expired or was signed
    // out elsewhere is no user, and gets the sign-in prompt instead of a refused insert.
    const { data, error: userError } = await supabase.auth.getUser();
    const userId = data.user?.id;
    if (userId === undefined) {
      return noUser(userError)
        ? { ok: false, reason: 'signedOut' }
        : { ok: false, reason: 'failed', error: userError };
    }
    const saved = options.withoutSpecificGoals === true ? { ...form, specificGoals: '' } : form;
    if (saved.specificGoals.trim() !== '') {
      const consent =
        options.giveConsent === true
          ? await giveHealthDataConsent(userId)
          : await loadHealthDataConsent(userId);
      if (!consent.ok) return { ok: false, reason: 'failed', error: consent.error };
      if (consent.value === false) return { ok: false, reason: 'needsConsent' };
    }
    const record = workoutPlanRecord(workoutPlan, saved, createdAt);
    const { error } = await supabase.from('workout_plans').insert({
      user_id: userId,
      name: record.name,
      description: record.description,
      plan_data: record.plan_data,
    });
    return error === null ? { ok: true } : { ok: false, reason: 'failed', error };
  } catch (error) {
    return { ok: false, reason: 'failed', error };
  }
}
