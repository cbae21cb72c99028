import { useMemo } from 'react';

import { dayNumber } from '@shared/format/calendar-day.ts';
import { svIsoDay } from '@shared/format/sv-date.ts';
import { svNumber } from '@shared/format/sv-number.ts';

import { TRAINING_LOG } from '@/lib/messages/training-log';
import { LineChart } from '@/ui/LineChart';

import { exerciseProgress, sessionsPerWeek, type LogRows } from './history';

const WEEKS = 8;

/**
 * The log's progress: sessions per week against the plan's, and per exercise a chart of the best
 * set and the estimated one-rep max (Epley), each with its numbers in a table.
 */
export function Progress({ rows, planned }: { rows: LogRows; planned: number | undefined }) {
  const weeks = useMemo(
    () => sessionsPerWeek(rows.sessions, dayNumber(svIsoDay(new Date())), WEEKS),
    [rows.sessions],
  );
  const exercises = useMemo(() => exerciseProgress(rows), [rows]);
  if (rows.sessions.length === 0) return null;
  return (
    <section aria-labelledby="tl-progress">
      <h2 id="tl-progress" className="text-xl font-bold text-ink">
        {TRAINING_LOG.progressHeading}
      </h2>
      <h3 className="mt-4 text-lg font-semibold text-ink">{TRAINING_LOG.perWeekHeading}</h3>
      {planned !== undefined && <p className="text-sm text-muted">{TRAINING_LOG.perWeekText(planned)}</p>}
      <div className="mt-2 max-w-xl">
        <LineChart
          title={TRAINING_LOG.perWeekTable}
          summary={TRAINING_LOG.perWeekTable}
          x="day"
          unit={TRAINING_LOG.countColumn.toLowerCase()}
          xHeader={TRAINING_LOG.weekColumn}
          fractionDigits={0}
          series={[
            {
              label: TRAINING_LOG.countColumn,
              style: 'line',
              points: weeks.map((w) => ({ x: w.week, y: w.count })),
            },
            ...(planned === undefined
              ? []
              : [
                  {
                    label: TRAINING_LOG.plannedColumn,
                    style: 'dots' as const,
                    points: weeks.map((w) => ({ x: w.week, y: planned })),
                  },
                ]),
          ]}
        />
      </div>
      {exercises.length === 0 ? (
        <p className="mt-4 text-muted">{TRAINING_LOG.noProgress}</p>
      ) : (
        <>
          <p className="mt-4 text-sm text-ink">{TRAINING_LOG.epley}</p>
          <div className="mt-2 grid gap-6 md:grid-cols-2">
            {exercises.map((exercise) => {
              const best = exercise.latest;
              const orm = exercise.oneRepMax.at(-1)?.y ?? 0;
              return (
                <div key={exercise.exercise}>
                  <h3 className="text-lg font-semibold text-ink">{exercise.exercise}</h3>
                  <LineChart
                    title={TRAINING_LOG.exerciseChart(exercise.exercise)}
                    summary={TRAINING_LOG.chartSummary(
                      exercise.exercise,
                      best === undefined ? '–' : `${svNumber(best.kg, 1)} kg × ${String(best.reps)}`,
                      svNumber(orm, 1),
                    )}
                    x="day"
                    unit="kg"
                    xHeader={TRAINING_LOG.dateColumn}
                    series={[
                      { label: TRAINING_LOG.bestSeries, style: 'dots', points: exercise.best },
                      { label: TRAINING_LOG.ormSeries, style: 'line', points: exercise.oneRepMax },
                    ]}
                  />
                </div>
              );
            })}
          </div>
        </>
      )}
    </section>
  );
}
