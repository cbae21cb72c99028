import { loadOnDemand } from '@/ui/on-demand';

/** The weigh-in's check (./actions.ts), loaded after the first paint (see loadOnDemand). */
export const loadActions = loadOnDemand(() => import('./actions'));

/** The log and the parts of the page below the form (./parts.ts), loaded after the first paint. */
export const loadParts = loadOnDemand(() => import('./parts'));
