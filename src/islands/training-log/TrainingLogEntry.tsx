import { useLayoutEffect } from 'react';

import { HUBS } from '@/lib/messages/common';
import { FIRST_FRAME_ID } from '@/lib/workout/first-frame-id';
import { withIslandBoundary } from '@/ui/IslandBoundary';
import { useOnDemand } from '@/ui/useOnDemand';

import { loadApp } from './load-app';

/**
 * /training-log: the diary. Its first load is this shell; the log, zod, the session view and the
 * progress charts load at once after it (./TrainingLogApp.tsx), so a reload in the gym shows the
 * open session as soon as they are there, also offline (the service worker keeps them). Until they
 * are, the page shows the first frame its inline script drew before the first paint (the plan card
 * as the diary draws it, its start button not yet pressable; src/lib/workout/first-frame.ts), and
 * the diary replaces it in the commit that shows the diary: never both, never a frame without either.
 */
function TrainingLog() {
  const app = useOnDemand(loadApp);
  useLayoutEffect(() => {
    if (app !== undefined) removeFirstFrame();
    // Also when the catch-all's message takes this shell's place (the diary failed to render).
    return removeFirstFrame;
  }, [app]);
  return app === undefined ? null : <app.TrainingLogApp />;
}

const removeFirstFrame = () => document.getElementById(FIRST_FRAME_ID)?.remove();

export const TrainingLogEntry = withIslandBoundary(TrainingLog, HUBS.workout);
