/**
 * Meal plan calls: the `generate-meal-plan` function and the `meal_plans` insert. Never
 * throw: every call returns a result. Rows are written under RLS with the user's own token.
 */
import { planDescriptionSchema, planNameSchema } from '@shared/schemas/saved-plan.ts';

import type { Json } from './json';
import { getSupabase } from './client';

export type Result<T> = { ok: true; value: T } | { ok: false; error: unknown };

/** The function's answer when it refuses the preferences themselves (422: no recipe fits). */
export interface MealPlanRefusal {
  status: 422;
  body: unknown;
}

/**
 * Asks `generate-meal-plan` for a plan: body `{ preferences }`. The answer's body
 * is returned unparsed (the caller checks it with zod); a 422 refusal comes back with its body
 * (`refusal`), any other failure of the call is `ok: false` with the error.
 */
export async function requestMealPlan(
  preferences: unknown,
): Promise<Result<unknown> | { ok: false; refusal: MealPlanRefusal }> {
  try {
    const supabase = await getSupabase();
    const answer: { data: unknown; error: unknown } = await supabase.functions.invoke('generate-meal-plan', {
      body: { preferences },
    });
    if (answer.error !== null && answer.error !== undefined) {
      const context = (answer.error as { context?: unknown }).context;
      if (context instanceof Response && context.status === 422) {
        const body: unknown = await context.json().catch(() => undefined);
        return { ok: false, refusal: { status: 422, body } };
      }
      return { ok: false, error: answer.error };
    }
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

/**
 * Saves a meal plan for the signed-in user (an insert into meal_plans; RLS makes it theirs) and
 * answers the new row's id, so the page can tell the plan is saved. The name and description pass
 * the shared schemas first (plain text, as the database requires): a bad one is `ok: false` with the
 * ZodError and its Swedish message, and nothing is sent.
 */
export async function insertMealPlan(plan: NewMealPlan): Promise<Result<{ id: string }>> {
  const name = planNameSchema.safeParse(plan.name);
  if (!name.success) return { ok: false, error: name.error };
  const description = planDescriptionSchema.safeParse(plan.description);
  if (!description.success) return { ok: false, error: description.error };
  try {
    const supabase = await getSupabase();
    const { data, error } = await supabase
      .from('meal_plans')
      .insert({
        user_id: plan.userId,
        name: name.data,
        description: description.data,
        preferences: plan.preferences,
        plan_data: plan.plan,
      })
      .select('id')
      .single();
    if (error !== null) return { ok: false, error };
    return { ok: true, value: { id: data.id } };
  } catch (error) {
    return { ok: false, error };
  }
}
