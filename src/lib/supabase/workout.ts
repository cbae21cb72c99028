/**
 * The workout calls: generate a schedule through the `generate-workout-plan` function
 * (open to anonymous visitors) and save one to workout_plans. Never throw: each returns a result.
 * Imports zod through the response schema: load this module on demand only.
 */
import { err, ok, type Result } from '@shared/result.ts';
import type { StoredWorkoutForm, WorkoutForm } from '@shared/schemas/workout.ts';

import { workoutPlanRecord } from '@/lib/workout/plan-record';
import { workoutResponseSchema, type WorkoutResponse } from '@/lib/workout/stored-workout';

import { attempt, callError, invokeFunction, settled, type CallError, type CallResult } from './call';
import { SUPABASE_ANON_KEY } from './config';
import { giveHealthDataConsent, loadHealthDataConsent } from './profile';

/**
 * Asks the function for a schedule. A signed-in caller whose access token the function refuses
 * (401: expired or revoked) is asked again once as an anonymous visitor, which the function serves
 * the same way. An answer without a schedule text counts as a failure.
 */
export function requestWorkoutPlan(form: WorkoutForm): Promise<CallResult<WorkoutResponse>> {
  return attempt(async (supabase) => {
    let answer = await invokeFunction(supabase, 'generate-workout-plan', form);
    if (!answer.ok && answer.error.status === 401) {
      answer = await invokeFunction(supabase, 'generate-workout-plan', form, {
        Authorization: `Bearer ${SUPABASE_ANON_KEY}`,
      });
    }
    if (!answer.ok) return answer;
    const parsed = workoutResponseSchema.safeParse(answer.value);
    return parsed.success ? ok(parsed.data) : err(callError(parsed.error));
  });
}

/**
 * Why a schedule was not saved: `signedOut` (the sign-in prompt), `needsConsent` (the consent
 * question), or the call's error (`planLimit`, `offline`, …).
 */
export type SaveFailure = { kind: 'needsConsent' } | CallError;

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
 * there is the error `signedOut`, so the screen can ask the visitor to sign in. Specific goals ("ont i
 * knät") are health data: without the user's consent the error is `needsConsent` and nothing is
 * saved, unless `options` gives consent or leaves the goals out (the database holds the same rule).
 */
export async function saveWorkoutPlan(
  workoutPlan: string,
  form: StoredWorkoutForm,
  createdAt: string,
  options: SaveOptions = {},
): Promise<Result<undefined, SaveFailure>> {
  return attempt<undefined, SaveFailure>(async (supabase) => {
    // Ask the server who the caller is (only a signed-in user may save): a stored session that has expired or was signed
    // out elsewhere is no user, and gets the sign-in prompt instead of a refused insert.
    const { data, error: userError } = await supabase.auth.getUser();
    const userId = data.user?.id;
    if (userId === undefined) {
      // No user and no error means no signed-in user too.
      const failed = callError(userError);
      return err(userError === null ? { ...failed, kind: 'signedOut' as const } : failed);
    }
    const saved = options.withoutSpecificGoals === true ? { ...form, specificGoals: '' } : form;
    if (saved.specificGoals.trim() !== '') {
      const consent =
        options.giveConsent === true
          ? await giveHealthDataConsent(userId)
          : await loadHealthDataConsent(userId);
      if (!consent.ok) return consent;
      if (consent.value === false) return err({ kind: 'needsConsent' });
    }
    const record = workoutPlanRecord(workoutPlan, saved, createdAt);
    const { error } = await supabase.from('workout_plans').insert({
      user_id: userId,
      name: record.name,
      description: record.description,
      plan_data: record.plan_data,
    });
    return settled(error);
  });
}
