import { useEffect, useRef } from 'react';

import { mentionsPain } from '@shared/workout/specific-goals.ts';

import { WORKOUT } from '@/lib/messages/workout';

import { CalendarExport } from '../shared/workout/CalendarExport';
import { PainCare } from '../shared/workout/PainCare';
import type { GeneratedWorkout } from './generated';
import { SavePlanPanel } from './SavePlanPanel';
import { WorkoutSchedule } from '../shared/workout/WorkoutSchedule';

interface Props {
  result: GeneratedWorkout;
  /** Whether the visitor is signed in right now (read from the session store by the page's island). */
  signedIn: () => boolean;
}

/**
 * A fresh schedule with its save and print actions and the function's notice. Loaded on demand
 * (it only appears after a submit), which keeps it out of the page's first load. Each new result
 * takes the focus, so keyboard and screen reader users land on it.
 */
export function GeneratedResult({ result, signedIn }: Props) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, [result]);
  const { form } = result;
  const days = result.duration === '30-days' ? 30 : 7;
  return (
    <WorkoutSchedule
      plan={result.plan}
      days={days}
      {...(result.savedName === undefined ? {} : { heading: result.savedName })}
      headingRef={headingRef}
      {...(form === undefined
        ? {}
        : {
            actions: (
              <SavePlanPanel key={result.createdAt} result={{ ...result, form }} signedIn={signedIn} />
            ),
          })}
    >
      <p className="mt-3" data-print-hidden>
        <a
          href="/training-log?start=1"
          className="inline-flex min-h-12 items-center rounded-md bg-brand-700 px-5 text-base font-medium text-white hover:bg-brand-800"
        >
          {WORKOUT.startSession}
        </a>
      </p>
      <CalendarExport plan={result.plan} days={days} name={result.savedName} />
      {mentionsPain(form?.specificGoals ?? '') && <PainCare />}
      {result.notice !== undefined && (
        <p className="mt-3 rounded-md border border-line bg-white p-3 text-sm" role="note">
          <span className="font-semibold">{WORKOUT.notice}: </span>
          {result.notice}
        </p>
      )}
    </WorkoutSchedule>
  );
}
