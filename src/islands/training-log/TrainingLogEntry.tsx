import { HUBS } from '@/lib/messages/common';
import { TRAINING_LOG } from '@/lib/messages/training-log';
import { withIslandBoundary } from '@/ui/IslandBoundary';
import { useOnDemand } from '@/ui/useOnDemand';

import { loadApp } from './load-app';

/**
 * /training-log: the diary. Its first load is this shell; the log, zod, the session view and the
 * progress charts load at once after it (./TrainingLogApp.tsx), so a reload in the gym shows the
 * open session as soon as they are there, also offline (the service worker keeps them).
 */
function TrainingLog() {
  const app = useOnDemand(loadApp);
  // A screen high from the first paint, so the diary arriving never pushes the footer down.
  return (
    <div className="min-h-screen">
      {app === undefined ? (
        <p role="status" className="text-muted">
          {TRAINING_LOG.loading}
        </p>
      ) : (
        <app.TrainingLogApp />
      )}
    </div>
  );
}

export const TrainingLogEntry = withIslandBoundary(TrainingLog, HUBS.workout);
