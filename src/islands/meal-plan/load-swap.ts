import { loadOnDemand } from '@/lib/load-on-demand';

/**
 * The swap engine and the recipe catalogue it chooses from (`_shared/meal-plan/swap.ts`), loaded on
 * the first "Byt rätt", or just before it when the user points at, focuses or touches a swap button
 * (see prepareSwap); never part of /meal-plan's first load, and never evaluated while the page loads.
 */
export const loadSwap = loadOnDemand(() => import('@shared/meal-plan/swap.ts'));

/**
 * Starts loading the engine when a press is likely, so the press itself is quick. A failure is
 * silent here; the press tries again and says so. The service worker keeps the file, so a page
 * opened offline can swap too.
 */
export function prepareSwap(): void {
  void import('@shared/meal-plan/swap.ts').catch(() => undefined);
}
