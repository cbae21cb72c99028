/**
 * The swap engine on its own thread: "Byt rätt" asks, the engine (`_shared/meal-plan/swap.ts`, with
 * the recipe catalogue it chooses from) answers. Loading and evaluating the catalogue and choosing
 * and portioning a dish never hold up the page's main thread, so a press paints its busy state at
 * once and the page answers input while the engine works. Says `ready` once the engine is loaded.
 */
import { swapMeal, type SwapRequest } from '@shared/meal-plan/swap.ts';

import type { SwapReply } from './swap-reply';

export interface SwapAsk {
  id: number;
  request: SwapRequest;
}
export type SwapAnswer = { ready: true } | { id: number; result: SwapReply };

/**
 * The engine's answer as it crosses back to the page: the slot's new meal and its recipe, or in
 * Swedish why nothing fits; never the whole week, which the page already has (it puts the meal in
 * its own plan). The page reads the answer as it arrives, on its main thread: a week there was
 * thirty times the meal.
 */
export function replyTo(request: SwapRequest): SwapReply {
  const result = swapMeal(request);
  return result.ok
    ? { ok: true, value: { meal: result.value.meal, recipeId: result.value.recipeId } }
    : result;
}

/** The worker's side of postMessage (the DOM typings only know a window's); absent outside a worker. */
const scope = (globalThis as { WorkerGlobalScope?: unknown }).WorkerGlobalScope
  ? (self as unknown as {
      postMessage(message: SwapAnswer): void;
      addEventListener(type: 'message', listener: (event: MessageEvent<SwapAsk>) => void): void;
    })
  : undefined;

scope?.addEventListener('message', ({ data }) => {
  scope.postMessage({ id: data.id, result: replyTo(data.request) });
});
scope?.postMessage({ ready: true });
