/**
 * What My plans loads after the first paint: supabase-js calls and the zod row schemas. Imported
 * dynamically so a signed-out visitor is sent to /auth without waiting for them.
 */
import {
  mealPlanCards,
  workoutPlanCards,
  type MealPlanCard,
  type WorkoutPlanCard,
} from '@/lib/plans/saved-plans';
import { listPlans } from '@/lib/supabase/plans';

export { deletePlan } from '@/lib/supabase/plans';

export type LoadedPlans = { ok: true; meal: MealPlanCard[]; workout: WorkoutPlanCard[] } | { ok: false };

/** Both lists as cards, newest first. */
export async function loadPlans(): Promise<LoadedPlans> {
  const result = await listPlans();
  if (!result.ok) return { ok: false };
  return { ok: true, meal: mealPlanCards(result.meal), workout: workoutPlanCards(result.workout) };
}
