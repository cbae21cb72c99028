import { useId, useState } from 'react';

import { svDate } from '@shared/format/sv-date.ts';
import type { ParsedWorkoutPlan } from '@shared/workout/parse.ts';

import { CALENDAR } from '@/lib/messages/workout';
import { firstMonday, parseTime } from '@/lib/workout/calendar-dates';
import { toast } from '@/stores/toasts';
import { Button } from '@/ui/Button';
import { loadOnDemand } from '@/ui/on-demand';

interface Props {
  plan: ParsedWorkoutPlan;
  days: 7 | 30;
  /** The calendar's name (a saved plan's name). */
  name?: string | undefined;
}

const DEFAULT_TIME = '18:00';

/** The iCalendar code (ical-generator), loaded on the first click. */
const loadCalendar = loadOnDemand(() => import('@/lib/workout/calendar'));

/** "måndag 30 november" */
const dayLabel = (date: { year: number; month: number; day: number }) =>
  svDate(new Date(Date.UTC(date.year, date.month - 1, date.day)), { utc: true, weekday: true });

/**
 * "Lägg till i kalendern": the person picks a time (default 18:00, Swedish time) and
 * gets an .ics file with one event per training day from the first Monday. The iCalendar code
 * (ical-generator) loads on click, never with the page.
 */
export function CalendarExport({ plan, days, name }: Props) {
  const id = useId();
  const [time, setTime] = useState(DEFAULT_TIME);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const start = firstMonday(new Date());

  const download = async () => {
    if (parseTime(time) === undefined) {
      setError(CALENDAR.invalidTime);
      return;
    }
    setError(undefined);
    setBusy(true);
    const calendar = await loadCalendar();
    setBusy(false);
    if (calendar === undefined) return;
    const ics = calendar.workoutCalendar({
      plan,
      days,
      time,
      start,
      ...(name === undefined ? {} : { name }),
    });
    if (ics === undefined) return;
    const url = URL.createObjectURL(new Blob([ics], { type: 'text/calendar;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = CALENDAR.fileName;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
    toast.success(CALENDAR.downloadedTitle, CALENDAR.downloadedText);
  };

  return (
    <fieldset className="mt-4 rounded-md border border-line bg-white p-3" data-print-hidden>
      <legend className="px-1 text-sm font-semibold">{CALENDAR.legend}</legend>
      <div className="flex flex-wrap items-end gap-3">
        <label className="text-sm" htmlFor={`${id}-time`}>
          {CALENDAR.time}
          <input
            id={`${id}-time`}
            type="time"
            step={300}
            value={time}
            onChange={(event) => setTime(event.currentTarget.value)}
            aria-invalid={error !== undefined || undefined}
            aria-describedby={`${id}-hint${error === undefined ? '' : ` ${id}-error`}`}
            className="mt-1 block rounded-md border border-line bg-white px-3 py-2 text-base text-ink aria-invalid:border-danger-600"
          />
        </label>
        <Button
          variant="secondary"
          busy={busy}
          busyLabel={CALENDAR.preparing}
          onClick={() => void download()}
        >
          {CALENDAR.download}
        </Button>
      </div>
      {error !== undefined && (
        <p id={`${id}-error`} className="mt-2 text-sm text-danger-600">
          {error}
        </p>
      )}
      <p id={`${id}-hint`} className="mt-2 text-xs text-muted">
        {CALENDAR.hint(dayLabel(start))}
      </p>
    </fieldset>
  );
}
