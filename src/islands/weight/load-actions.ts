import { loadOnDemand } from '@/ui/on-demand';

/** This island's act-time code (./actions.ts), loaded on first use (see loadOnDemand). */
export const loadActions = loadOnDemand(() => import('./actions'));

/** The log and the parts of the page below the form (./parts.ts), loaded after the first paint. */
export const loadParts = loadOnDemand(() => import('./parts'));
