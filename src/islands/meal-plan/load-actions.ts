import { loadOnDemand } from '@/ui/on-demand';

/** This island's act-time code (./actions.ts), loaded on first use (see loadOnDemand). */
export const loadActions = loadOnDemand(() => import('./actions'));
