/**
 * Meal plan calls (spec §7): the `generate-meal-plan` function and the `meal_plans` insert. Never
 * throw: every call returns a result. Rows are written under RLS with the user's own token.
 */
import type { Json } from './json';
import { getSupabase } from './client';

export type Result<T> = { ok: true; value: T } | { ok: false; error: unknown };

/**
 * Asks `generate-meal-plan` for a plan: body `{ preferences, savePlan: false }`. The answer's body
 * is returned unparsed (the caller checks it with zod); any failure of the call is `ok: false`.
 */
export async function requestMealPlan(preferences: unknown): Promise<Result<unknown>> {
  try {
    const supabase = await getSupabase();
    const answer: { data: unknown; error: unknown } = await supabase.functions.invoke('generate-meal-plan', {
      body: { preferences, savePlan: false },
    });
    if (answer.error !== null && answer.error !== undefined) return { ok: false, error: answer.error };
    return { ok: true, value: answer.data };
  } catch (error) {
    return { ok: false, error };
  }
}

export interface NewMealPlan {
  userId: string;
  name: string;
  description: string | null;
  preferences: Json;
  plan: Json;
}

/** Saves a meal plan for the signed-in user (spec §7 "meal_plans insert"). */
export async function insertMealPlan(plan: NewMealPlan): Promise<Result<null>> {
  try {
    const supabase = await getSupabase();
    const { error } = await supabase.from('meal_plans').insert({
      user_id: plan.userId,
      name: plan.name,
      description: plan.description,
      preferences: plan.preferences,
      plan_data: plan.plan,
    });
    return error === null ? { ok: true, value: null } : { ok: false, error };
  } catch (error) {
    return { ok: false, error };
  }
}
