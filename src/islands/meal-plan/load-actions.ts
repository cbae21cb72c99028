import { loadOnDemand } from '@/ui/on-demand';

/** This island's act-time code (./actions.ts), loaded on first use (see loadOnDemand). */
export const loadActions = loadOnDemand(() => import('./actions'));

/**
 * The Näringsöversikt (./NutrientOverview.tsx with the nutrient references and assessment), loaded
 * once the week is on screen: it stands below the seven days, and was a sixth of the page's first
 * load.
 */
export const loadOverview = loadOnDemand(() => import('./NutrientOverview'));
