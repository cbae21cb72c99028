import type { ParsedWorkoutPlan } from '@shared/workout/parse.ts';
import { cardioGap, FYSS_WEEKLY_MINUTES, type CardioWeek } from '@shared/workout/cardio.ts';

import { CARDIO } from '@/lib/messages/workout';

/** One week's cardio against FYSS's 150 minutes: "Veckans konditionsträning: 120 av 150 minuter". */
export function CardioWeekLine({ week }: { week: CardioWeek }) {
  const reached = week.total >= FYSS_WEEKLY_MINUTES;
  return (
    <p className="mt-1 text-sm text-ink" data-cardio-week>
      <span className={reached ? 'font-semibold text-brand-800' : 'font-semibold'}>
        {CARDIO.week(week.total, FYSS_WEEKLY_MINUTES)}
      </span>
      {week.vigorous > 0 && <span className="text-muted">{CARDIO.vigorous(week.vigorous)}</span>}
    </p>
  );
}

/**
 * What a schedule's cardio comes to against FYSS: every week reaching 150 minutes, building up to it,
 * or, where the days do not hold it, how many minutes are missing and what would add them (walks or
 * rides on rest days, or more training days). Nothing for a plan without cardio.
 */
export function CardioSummary({ plan, weeks }: { plan: ParsedWorkoutPlan; weeks: readonly CardioWeek[] }) {
  const last = plan.weeks.at(-1);
  if (last === undefined || weeks.every((w) => w.total === 0)) return null;
  const gap = cardioGap(last);
  const vigorous = weeks.some((w) => w.vigorous > 0);
  return (
    <div className="mt-3 rounded-md border border-line bg-white p-3 text-sm" data-testid="cardio-summary">
      {gap.missing > 0 ? (
        <>
          <p>
            {CARDIO.short({
              total: gap.week.total,
              goal: FYSS_WEEKLY_MINUTES,
              trainingDays: gap.trainingDays,
            })}
          </p>
          <p className="mt-1">
            {CARDIO.reach({
              missing: gap.missing,
              extraDays: gap.extraDays,
              extraMinutes: gap.extraMinutes,
              fewDays: gap.trainingDays < 4,
            })}
          </p>
        </>
      ) : (
        <p>
          {weeks.every((w) => w.total >= FYSS_WEEKLY_MINUTES)
            ? CARDIO.reached(FYSS_WEEKLY_MINUTES)
            : CARDIO.buildsUp(FYSS_WEEKLY_MINUTES)}
        </p>
      )}
      {vigorous && <p className="mt-1 text-xs text-muted">{CARDIO.vigorousRule}</p>}
    </div>
  );
}
