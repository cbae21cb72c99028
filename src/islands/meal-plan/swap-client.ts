/**
 * Starts "Byt rätt"'s worker and talks to it: loaded on demand by ./load-swap.ts, so the page's
 * first load carries none of it.
 */
import type { SwapRequest, SwapResult } from '@shared/meal-plan/swap.ts';

import type { SwapAnswer, SwapAsk } from './swap-worker';

/** "Byt rätt"'s engine: one swap, answered in a later task. */
export interface SwapEngine {
  swapMeal(request: SwapRequest): Promise<SwapResult>;
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
      { resolve: (result: SwapResult) => void; reject: (error: unknown) => void }
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
          worker.postMessage({ id, request } satisfies SwapAsk);
        }),
    };
    worker.addEventListener('message', ({ data }: MessageEvent<SwapAnswer>) => {
      if ('ready' in data) {
        resolve(engine);
        return;
      }
      waiting.get(data.id)?.resolve(data.result);
      waiting.delete(data.id);
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
