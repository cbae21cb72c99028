/**
 * The swap engine on its own thread: "Byt rätt" asks, the engine (`_shared/meal-plan/swap.ts`, with
 * the recipe catalogue it chooses from) answers. Loading and evaluating the catalogue and choosing
 * and portioning a dish never hold up the page's main thread, so a press paints its busy state at
 * once and the page answers input while the engine works. Says `ready` once the engine is loaded.
 */
import { swapMeal, type SwapRequest, type SwapResult } from '@shared/meal-plan/swap.ts';

export interface SwapAsk {
  id: number;
  request: SwapRequest;
}
export type SwapAnswer = { ready: true } | { id: number; result: SwapResult };

/** The worker's side of postMessage (the DOM typings only know a window's). */
const scope = self as unknown as {
  postMessage(message: SwapAnswer): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<SwapAsk>) => void): void;
};

scope.addEventListener('message', ({ data }) => {
  scope.postMessage({ id: data.id, result: swapMeal(data.request) });
});
scope.postMessage({ ready: true });
