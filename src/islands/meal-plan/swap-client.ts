/**
 * Starts "Byt rätt"'s worker and talks to it: loaded on demand by ./load-swap.ts, so the page's
 * first load carries none of it.
 */
import type { SwapRequest } from '@shared/meal-plan/swap.ts';
import type { Meal, MealPlanDay } from '@shared/schemas/meal-plan.ts';

import { swapAnswerSchema, type SwapReply } from './swap-reply';
import type { SwapAnswer, SwapAsk } from './swap-worker';

/**
 * "Byt rätt"'s engine: one swap (the slot's new meal, not the week), answered in a later task;
 * undefined when the worker's answer fails its schema. Rejects when the worker fails.
 */
export interface SwapEngine {
  swapMeal(request: SwapRequest): Promise<SwapReply | undefined>;
}

/**
 * The week as the engine reads it: each meal without its recipe text and nutrient amounts (the
 * engine weighs the week by recipe ids, calories and foods; the new meal brings its own recipe).
 * The ask is copied on the main thread as it is sent, and those two were over half of each meal.
 */
export function engineView(plan: readonly MealPlanDay[]): MealPlanDay[] {
  return plan.map((day) => ({
    ...day,
    breakfast: lean(day.breakfast),
    lunch: lean(day.lunch),
    dinner: lean(day.dinner),
    ...(day.snack === undefined ? {} : { snack: lean(day.snack) }),
  }));
}

function lean(meal: Meal): Meal {
  const kept = { ...meal };
  delete kept.recipe;
  delete kept.nutrients;
  return kept;
}

/**
 * The engine in a worker (./swap-worker.ts): resolves once the worker has loaded it, rejects when
 * the worker cannot start (offline, its file not cached).
 * A worker that fails later fails the swaps it was asked, and the next press starts a new one.
 */
function startWorker(onBroken: () => void): Promise<SwapEngine> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./swap-worker.ts', import.meta.url), {
      type: 'module',
      name: 'byt-ratt',
    });
    const waiting = new Map<
      number,
      { resolve: (result: SwapReply | undefined) => void; reject: (error: unknown) => void }
    >();
    let next = 0;
    let broken = false;
    const engine: SwapEngine = {
      swapMeal: (request) =>
        new Promise((resolveSwap, rejectSwap) => {
          if (broken) {
            rejectSwap(new Error('swap worker failed'));
            return;
          }
          const id = next++;
          waiting.set(id, { resolve: resolveSwap, reject: rejectSwap });
          worker.postMessage({
            id,
            request: { ...request, plan: engineView(request.plan) },
          } satisfies SwapAsk);
        }),
    };
    worker.addEventListener('message', ({ data }: MessageEvent<SwapAnswer>) => {
      if ('ready' in data) {
        resolve(engine);
        return;
      }
      const answer = swapAnswerSchema.safeParse(data);
      if (!answer.success) {
        // An answer that cannot be read settles the swap it belongs to (when its id can be told).
        const id = (data as { id?: unknown }).id;
        if (typeof id !== 'number') return;
        waiting.get(id)?.resolve(undefined);
        waiting.delete(id);
        return;
      }
      waiting.get(answer.data.id)?.resolve(answer.data.result);
      waiting.delete(answer.data.id);
    });
    worker.addEventListener('error', (event) => {
      event.preventDefault();
      broken = true;
      worker.terminate();
      onBroken();
      reject(new Error('swap worker failed'));
      for (const { reject: rejectSwap } of waiting.values()) rejectSwap(new Error('swap worker failed'));
      waiting.clear();
    });
  });
}

let engine: Promise<SwapEngine> | undefined;

/** The running worker's engine, started on first use and again after it failed. */
export function started(): Promise<SwapEngine> {
  engine ??= startWorker(() => (engine = undefined)).catch((error: unknown) => {
    engine = undefined;
    throw error;
  });
  return engine;
}
