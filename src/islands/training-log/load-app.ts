import { loadOnDemand } from '@/ui/on-demand';

/** The diary itself (./TrainingLogApp.tsx: the log, zod, the session view, the charts), loaded after the first paint. */
export const loadApp = loadOnDemand(() => import('./TrainingLogApp'));
