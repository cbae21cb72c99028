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
