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
  if (app === undefined) {
    return (
      <p role="status" className="text-muted">
        {TRAINING_LOG.loading}
      </p>
    );
  }
  const { TrainingLogApp } = app;
  return <TrainingLogApp />;
}

export const TrainingLogEntry = withIslandBoundary(TrainingLog, HUBS.workout);
