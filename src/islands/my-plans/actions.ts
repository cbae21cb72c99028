/**
 * What My plans loads after the first paint: the plan reads and the zod row schemas (supabase-js
 * itself only when a read needs it, or to delete). Imported dynamically so a signed-out visitor is
 * sent to /auth without waiting for them. Rows become cards one per task.
 */
import { ok } from '@shared/result.ts';

import {
  mealPlanCards,
  workoutPlanCards,
  type MealPlanCard,
  type WorkoutPlanCard,
} from '@/lib/plans/saved-plans';
import type { CallResult } from '@/lib/supabase/call';
import { listPlanPage } from '@/lib/supabase/plans';

export { deletePlan } from '@/lib/supabase/plans';

/** One page of cards of a kind, and how many plans of that kind there are in all. */
export interface CardPage<Card> {
  cards: Card[];
  total: number;
}

/** The first page of both lists as cards, newest first. */
export async function loadPlans(): Promise<
  CallResult<{ meal: CardPage<MealPlanCard>; workout: CardPage<WorkoutPlanCard> }>
> {
  const [meal, workout] = await Promise.all([loadMealPage(0), loadWorkoutPage(0)]);
  if (!meal.ok) return meal;
  if (!workout.ok) return workout;
  return ok({ meal: meal.value, workout: workout.value });
}

/** The meal plans after the first `offset` ("Visa fler"). */
export async function loadMealPage(offset: number): Promise<CallResult<CardPage<MealPlanCard>>> {
  const page = await listPlanPage('meal', offset);
  return page.ok ? ok({ cards: await mealPlanCards(page.value.rows), total: page.value.total }) : page;
}

/** The workout plans after the first `offset` ("Visa fler"). */
export async function loadWorkoutPage(offset: number): Promise<CallResult<CardPage<WorkoutPlanCard>>> {
  const page = await listPlanPage('workout', offset);
  return page.ok ? ok({ cards: await workoutPlanCards(page.value.rows), total: page.value.total }) : page;
}
