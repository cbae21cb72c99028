/**
 * Meal plan calls: the `generate-meal-plan` function and the `meal_plans` insert. Never
 * throw: every call returns a result. Rows are written under RLS with the user's own token.
 */
import { err, ok, type Result } from '@shared/result.ts';
import { planDescriptionSchema, planNameSchema } from '@shared/schemas/saved-plan.ts';

import type { Json } from './json';
import { attempt, callError, invokeFunction, type CallError, type CallResult } from './call';

/** The function's answer when it refuses the preferences themselves (422: no recipe fits). */
export interface MealPlanRefusal {
  kind: 'refused';
  body: unknown;
}

/**
 * Asks `generate-meal-plan` for a plan: body `{ preferences }`. The answer's body
 * is returned unparsed (the caller checks it with zod); a 422 refusal is the error `refused` with
 * the function's body, any other failure of the call is the error read.
 */
export function requestMealPlan(preferences: unknown): Promise<Result<unknown, CallError | MealPlanRefusal>> {
  return attempt<unknown, MealPlanRefusal>(async (supabase) => {
    const answer = await invokeFunction(supabase, 'generate-meal-plan', { preferences });
    if (answer.ok || answer.error.status !== 422) return answer;
    return err({ kind: 'refused', body: answer.error.body });
  });
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
 * the shared schemas first (plain text, as the database requires): a bad one is the error `invalid`
 * with the schema's Swedish message, and nothing is sent.
 */
export async function insertMealPlan(plan: NewMealPlan): Promise<CallResult<{ id: string }>> {
  const name = planNameSchema.safeParse(plan.name);
  if (!name.success) return err(callError(name.error));
  const description = planDescriptionSchema.safeParse(plan.description);
  if (!description.success) return err(callError(description.error));
  return attempt(async (supabase) => {
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
    if (error !== null) return err(callError(error));
    return ok({ id: data.id });
  });
}
