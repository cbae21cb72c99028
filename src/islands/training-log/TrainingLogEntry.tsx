import { useEffect, useState } from 'react';

import { HUBS } from '@/lib/messages/common';
import { TRAINING_LOG_PLAN } from '@/lib/messages/training-log-plan';
import { Button } from '@/ui/Button';
import { withIslandBoundary } from '@/ui/IslandBoundary';
import { useOnDemand } from '@/ui/useOnDemand';

import { firstFrame, type FirstFrame } from './first-frame';
import { loadApp } from './load-app';
import { NoPlanCard, PlanCard } from './PlanCard';

/**
 * /training-log: the diary. Its first load is this shell; the log, zod, the session view and the
 * progress charts load at once after it (./TrainingLogApp.tsx), so a reload in the gym shows the
 * open session as soon as they are there, also offline (the service worker keeps them). Until they
 * are, the shell shows the plan card as the diary will (./first-frame.ts), its start button not yet
 * pressable, as the diary's own is until the log has been read.
 */
function TrainingLog() {
  const app = useOnDemand(loadApp);
  // Read once hydrated (the server has no storage), in a task after hydration's own: on a slow
  // phone the two together were one long task.
  const [frame, setFrame] = useState<FirstFrame>();
  useEffect(() => setFrame(firstFrame()), []);
  // A screen high from the first paint, so the diary arriving never pushes the footer down.
  return (
    <div className="min-h-screen">
      {app === undefined ? <Waiting frame={frame} /> : <app.TrainingLogApp />}
    </div>
  );
}

function Waiting({ frame }: { frame: FirstFrame }) {
  if (frame === undefined) {
    return (
      <p role="status" className="text-muted">
        {TRAINING_LOG_PLAN.loading}
      </p>
    );
  }
  // The diary's own layout: its first section in a spaced column.
  return (
    <div className="space-y-8">
      {frame.kind === 'no-plan' ? (
        <>
          <NoPlanCard />
          <p role="status" className="text-muted">
            {TRAINING_LOG_PLAN.loading}
          </p>
        </>
      ) : (
        <PlanCard name={frame.name}>
          <p role="status" className="mt-1 text-muted">
            {TRAINING_LOG_PLAN.loading}
          </p>
          <Button className="mt-3 min-h-12 w-full px-6 text-base sm:w-auto" disabled>
            {TRAINING_LOG_PLAN.start}
          </Button>
        </PlanCard>
      )}
    </div>
  );
}

export const TrainingLogEntry = withIslandBoundary(TrainingLog, HUBS.workout);
