import { COMMON } from '@/lib/messages/common';
import { toast } from '@/stores/toasts';
import { loadOnDemand, type LoadOptions } from '@/ui/on-demand';

import type { SwapEngine } from './swap-client';

export type { SwapEngine };

const loadClient = loadOnDemand(() => import('./swap-client'));

/**
 * The swap engine and the recipe catalogue it chooses from (`_shared/meal-plan/swap.ts`), started
 * on the first "Byt rätt", or just before it when the user points at, focuses or touches a swap
 * button (see prepareSwap); never part of /meal-plan's first load. It runs in a worker (every
 * browser the site supports has module workers), so neither loading it nor a swap holds up the
 * page. Offline without the files: undefined, told in Swedish unless `quiet` (as `loadOnDemand` does),
 * and the next call tries again.
 */
export async function loadSwap({ quiet = false }: LoadOptions = {}): Promise<SwapEngine | undefined> {
  const client = await loadClient({ quiet });
  if (client === undefined) return undefined;
  try {
    return await client.started();
  } catch {
    if (!quiet) toast.error(COMMON.offline);
    return undefined;
  }
}

/**
 * Starts the engine when a press is likely, so the press itself is quick. A failure is silent here;
 * the press tries again and says so. The service worker keeps the files, so a page opened offline
 * can swap too.
 */
export function prepareSwap(): void {
  void loadSwap({ quiet: true });
}

/**
 * For a visitor whose device already keeps the engine's files (a service worker controls the page,
 * and it keeps a tool's on-demand code when the tool is first opened): starts the engine once the
 * page is idle, so even the first press is quick. A first visit, where the files are not kept yet,
 * and Save-Data load nothing until a press is likely. Returns the cancel.
 */
export function prepareSwapWhenIdle(): () => void {
  const saveData = (navigator as { connection?: { saveData?: boolean } }).connection?.saveData === true;
  if (saveData || !('serviceWorker' in navigator) || navigator.serviceWorker.controller === null)
    return () => undefined;
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(prepareSwap, { timeout: 5000 });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(prepareSwap, 2000);
  return () => clearTimeout(timer);
}
