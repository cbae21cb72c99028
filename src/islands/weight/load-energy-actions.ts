import { loadOnDemand } from '@/ui/on-demand';

/** The checks of the body details and a week's intake (./energy-actions.ts), loaded on their first send. */
export const loadEnergyActions = loadOnDemand(() => import('./energy-actions'));

/**
 * Fetches ./energy-actions.ts quietly as a person reaches one of its forms (a focus, a touch), so the
 * press finds it loaded and a form filled in before the network dropped can still be sent.
 */
export const prefetchEnergyActions = () => void loadEnergyActions({ quiet: true });
