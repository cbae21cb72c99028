import { loadOnDemand } from '@/ui/on-demand';

/**
 * The swap engine and the recipe catalogue it chooses from (`_shared/meal-plan/swap.ts`), loaded on
 * the first "Byt rätt" or earlier when the browser is idle (see prefetchSwap); never part of
 * /meal-plan's first load.
 */
export const loadSwap = loadOnDemand(() => import('@shared/meal-plan/swap.ts'));

/**
 * Starts loading the engine when the browser is idle, so a press is instant and works offline
 * once the page has loaded. A failure is silent here; a press will try again and say so.
 */
export function prefetchSwap(): () => void {
  const start = () => {
    void loadSwap({ quiet: true });
  };
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(start, { timeout: 4000 });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(start, 2000);
  return () => clearTimeout(handle);
}
