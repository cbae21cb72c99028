import type { ReactNode } from 'react';

import { TRAINING_LOG_PLAN } from '@/lib/messages/training-log-plan';

/**
 * The current plan's card: its heading, then what comes next (the next session and "Starta
 * passet"). The diary's first frame shows it too, before the diary's code has loaded, so both draw
 * it here and the card stays where it is when the diary arrives.
 */
export function PlanCard({ name, children }: { name: string; children: ReactNode }) {
  return (
    <section aria-labelledby="tl-plan" className="rounded-lg border border-line bg-white p-4">
      <h2 id="tl-plan" className="text-lg font-semibold text-ink">
        {TRAINING_LOG_PLAN.planHeading(name)}
      </h2>
      {children}
    </section>
  );
}

/** No current plan on the device: where to make one or open a saved one. */
export function NoPlanCard() {
  return (
    <section className="rounded-lg border border-line bg-white p-4">
      <p className="text-ink">{TRAINING_LOG_PLAN.noPlan}</p>
      <p className="mt-2">
        <a href="/create-workout-plan" className="font-medium text-brand-800 underline">
          {TRAINING_LOG_PLAN.makePlan}
        </a>{' '}
        {TRAINING_LOG_PLAN.openPlan}
      </p>
    </section>
  );
}
