import type { ParsedWorkoutDay } from '@shared/schemas/workout.ts';

import { SCHEDULE } from '@/lib/messages/workout';
import { exerciseName, guideLink } from '@/lib/workout/guide-links';

interface Props {
  day: ParsedWorkoutDay;
  /** Monday to Sunday, from the day's place in its week. */
  weekday: string;
}

/** One day of a schedule: weekday, day number, Träning/Vila badge, title, focus, numbered exercises. */
export function WorkoutDayCard({ day, weekday }: Props) {
  const rest = day.isRestDay;
  return (
    <li
      className={`flex break-inside-avoid flex-col rounded-lg border p-3 text-sm ${
        rest ? 'border-line bg-surface' : 'border-brand-200 bg-white'
      }`}
      data-day={day.day}
    >
      <div className="flex items-center justify-between gap-2">
        <p className="font-medium text-muted">
          {weekday} <span className="text-ink">· {SCHEDULE.day(day.day)}</span>
        </p>
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-semibold ${
            rest ? 'bg-line/60 text-ink' : 'bg-brand-700 text-white'
          }`}
        >
          {rest ? SCHEDULE.rest : SCHEDULE.training}
        </span>
      </div>
      <h4 className="mt-2 font-semibold text-ink">{day.title}</h4>
      {day.focus !== '' && <p className="mt-1 text-xs text-muted">{day.focus}</p>}
      {rest || day.exercises.length === 0 ? (
        rest && <p className="mt-2 text-muted">{SCHEDULE.restMessage}</p>
      ) : (
        <ol className="mt-2 list-decimal space-y-1 pl-5" aria-label={SCHEDULE.exercises}>
          {day.exercises.map((exercise, index) => {
            const href = guideLink(exercise);
            return (
              <li key={`${String(index)}-${exercise}`}>
                {exercise}
                {href !== undefined && (
                  <>
                    {' '}
                    <a
                      href={href}
                      aria-label={`${SCHEDULE.howTo}: ${exerciseName(exercise)}`}
                      className="text-brand-800 underline underline-offset-2"
                      data-print-hidden
                    >
                      {SCHEDULE.howTo}
                    </a>
                  </>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </li>
  );
}
