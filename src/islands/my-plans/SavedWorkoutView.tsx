import { useEffect, useRef } from 'react';

import { mentionsPain } from '@shared/workout/specific-goals.ts';

import type { WorkoutPlanCard } from '@/lib/plans/saved-plans';
import { MY_PLANS } from '@/lib/messages/my-plans';
import { WORKOUT } from '@/lib/messages/workout';
import { Button } from '@/ui/Button';

import { CalendarExport } from '../shared/workout/CalendarExport';
import { PainCare } from '../shared/workout/PainCare';
import { WorkoutSchedule } from '../shared/workout/WorkoutSchedule';

/** A saved workout whose schedule could be read. */
export type SavedWorkout = WorkoutPlanCard & { schedule: NonNullable<WorkoutPlanCard['schedule']> };

interface Props {
  card: SavedWorkout;
  onBack: () => void;
}

/**
 * 'Visa' on a saved workout: the schedule read-only, in the same week view as a fresh one, with the
 * calendar export; back leads to the list.
 */
export function SavedWorkoutView({ card, onBack }: Props) {
  const days = card.schedule.duration === '30-days' ? 30 : 7;
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  return (
    <div>
      <WorkoutSchedule
        plan={card.schedule.plan}
        days={days}
        heading={card.name}
        headingRef={headingRef}
        actions={
          <>
            <a
              href="/training-log?start=1"
              className="inline-flex items-center rounded-md bg-brand-700 px-4 py-2 text-sm font-medium text-white hover:bg-brand-800"
            >
              {WORKOUT.startSession}
            </a>
            <Button variant="secondary" onClick={onBack}>
              {MY_PLANS.backToList}
            </Button>
            <Button variant="secondary" onClick={() => window.print()}>
              {WORKOUT.print}
            </Button>
          </>
        }
      >
        <p className="mt-1 text-sm text-muted">{card.description ?? MY_PLANS.noDescription}</p>
        <p className="mt-1 text-xs text-muted" data-print-hidden>
          {MY_PLANS.readOnly}
        </p>
        <CalendarExport plan={card.schedule.plan} days={days} name={card.name} />
        {mentionsPain(card.description ?? '') && <PainCare />}
      </WorkoutSchedule>
    </div>
  );
}
