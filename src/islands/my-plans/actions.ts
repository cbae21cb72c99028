/**
 * What My plans loads after the first paint: the plan reads and the zod row schemas (supabase-js
 * itself only when a read needs it, or to delete). Imported dynamically so a signed-out visitor is
 * sent to /auth without waiting for them. Rows become cards one per task.
 */
import {
  mealPlanCards,
  workoutPlanCards,
  type MealPlanCard,
  type WorkoutPlanCard,
} from '@/lib/plans/saved-plans';
import { listPlanPage } from '@/lib/supabase/plans';

export { deletePlan } from '@/lib/supabase/plans';

/** One page of cards of a kind, and how many plans of that kind there are in all. */
export interface CardPage<Card> {
  cards: Card[];
  total: number;
}

export type LoadedPlans =
  { ok: true; meal: CardPage<MealPlanCard>; workout: CardPage<WorkoutPlanCard> } | { ok: false };

/** The first page of both lists as cards, newest first. */
export async function loadPlans(): Promise<LoadedPlans> {
  const [meal, workout] = await Promise.all([loadMealPage(0), loadWorkoutPage(0)]);
  if (meal === undefined || workout === undefined) return { ok: false };
  return { ok: true, meal, workout };
}

/** The meal plans after the first `offset` ("Visa fler"); undefined when the call failed. */
export async function loadMealPage(offset: number): Promise<CardPage<MealPlanCard> | undefined> {
  const page = await listPlanPage('meal', offset);
  return page.ok ? { cards: await mealPlanCards(page.rows), total: page.total } : undefined;
}

/** The workout plans after the first `offset` ("Visa fler"); undefined when the call failed. */
export async function loadWorkoutPage(offset: number): Promise<CardPage<WorkoutPlanCard> | undefined> {
  const page = await listPlanPage('workout', offset);
  return page.ok ? { cards: await workoutPlanCards(page.rows), total: page.total } : undefined;
}
