/**
 * What the swap worker answers for one slot, and the schema the page checks it with as it arrives
 * (a value crossing from another thread is checked like one from the network): the new meal and its
 * recipe id, or the engine's Swedish reason. Only the meal is checked, not the week, since only the
 * meal crosses (see `replyTo` in ./swap-worker.ts).
 */
import { mealSchema, type Meal } from '@shared/schemas/meal-plan.ts';
import type { Result } from '@shared/result.ts';
import * as z from 'zod/mini';

/** The slot's new meal and which recipe it is, or in Swedish why the meal cannot be swapped. */
export type SwapReply = Result<{ meal: Meal; recipeId: string }, string>;

/** The worker's message for one ask: its id and the reply. */
export const swapAnswerSchema = z.object({
  id: z.int(),
  result: z.union([
    z.object({
      ok: z.literal(true),
      value: z.object({ meal: mealSchema, recipeId: z.string().check(z.minLength(1)) }),
    }),
    z.object({ ok: z.literal(false), error: z.string().check(z.minLength(1)) }),
  ]),
});
