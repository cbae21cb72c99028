import { useId, type ReactNode, type Ref } from 'react';

import type { ParsedWorkoutDay } from '@shared/schemas/workout.ts';
import { cardioWeek, type CardioWeek } from '@shared/workout/cardio.ts';
import type { ParsedWorkoutPlan } from '@shared/workout/parse.ts';

import { SCHEDULE } from '@/lib/messages/workout';

import { CardioSummary, CardioWeekLine } from './CardioMinutes';
import { WorkoutDayCard } from './WorkoutDayCard';

interface Props {
  plan: ParsedWorkoutPlan;
  days: 7 | 30;
  /** Overrides the default heading ('Ditt träningsschema för 7 dagar'). */
  heading?: string;
  /** Focus target after a plan appears, so keyboard and screen reader users land on it. */
  headingRef?: Ref<HTMLHeadingElement>;
  /** Shown under the heading: a save button on the generator, a back button on My plans. */
  actions?: ReactNode;
  /** Shown above the weeks (e.g. the function's notice). */
  children?: ReactNode;
}

function Week({
  label,
  days,
  cardio,
}: {
  label: string;
  days: readonly ParsedWorkoutDay[];
  /** The week's cardio, shown against FYSS's 150 minutes when the plan has cardio. */
  cardio?: CardioWeek | undefined;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="mt-6 break-inside-avoid-page" data-week>
      <h3 id={id} className="text-lg font-semibold text-ink">
        {label}
      </h3>
      {cardio !== undefined && <CardioWeekLine week={cardio} />}
      <ol className="mt-3 grid gap-3 @lg:grid-cols-2 @3xl:grid-cols-3 @5xl:grid-cols-4 print:grid-cols-3 print:gap-2">
        {days.map((day, index) => (
          <WorkoutDayCard key={day.day} day={day} weekday={SCHEDULE.weekDays[index % 7] ?? ''} />
        ))}
      </ol>
    </section>
  );
}

/**
 * The week view: one block per week (1 for 7 days, 4 for 30) of
 * Monday–Sunday cards, then days 29–30 of a 30-day plan, and the tip on order and rest; with cardio,
 * each week's minutes against FYSS's 150 and what the plan's cardio comes to. Serves the fresh
 * result and a saved plan alike.
 */
export function WorkoutSchedule({ plan, days, heading, headingRef, actions, children }: Props) {
  const cardio = plan.weeks.map(cardioWeek);
  const hasCardio = cardio.some((week) => week.total > 0);
  return (
    <div className="@container">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 ref={headingRef} tabIndex={-1} className="text-xl font-bold text-ink">
          {heading ?? SCHEDULE.heading(days)}
        </h2>
        {actions !== undefined && (
          <div className="flex flex-wrap gap-2" data-print-hidden>
            {actions}
          </div>
        )}
      </div>
      {children}
      <CardioSummary plan={plan} weeks={cardio} />
      <p className="mt-3 rounded-md bg-brand-50 p-3 text-sm text-brand-800">{SCHEDULE.tip}</p>
      {plan.weeks.map((week, index) => (
        <Week
          key={index}
          label={SCHEDULE.week(index + 1)}
          days={week}
          cardio={hasCardio ? cardio[index] : undefined}
        />
      ))}
      {plan.extraDays.length > 0 && <Week label={SCHEDULE.extraDays} days={plan.extraDays} />}
    </div>
  );
}
