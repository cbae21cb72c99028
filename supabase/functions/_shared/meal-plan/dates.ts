import { svDate } from '../format/sv-date.ts';
import { DAY_NAMES, type DayName } from '../schemas/plan-days.ts';

const MS_PER_DAY = 86_400_000;

/** The calendar date (year, month 1–12, day) of `now`, in `timeZone` or the runtime's own zone. */
function calendarDate(now: Date, timeZone?: string): [number, number, number] {
  if (timeZone === undefined) return [now.getFullYear(), now.getMonth() + 1, now.getDate()];
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return [get('year'), get('month'), get('day')];
}

function isoOf(utcMs: number): string {
  return new Date(utcMs).toISOString().slice(0, 10);
}

/**
 * The plan's first day: the coming Monday, or today if today is a
 * Monday, as an ISO date (YYYY-MM-DD). "Today" is `now`'s calendar date in `timeZone`
 * (e.g. 'Europe/Stockholm' on a server), or in the runtime's zone when none is given.
 */
export function planStartDate(now: Date, timeZone?: string): string {
  const [y, m, d] = calendarDate(now, timeZone);
  const today = Date.UTC(y, m - 1, d);
  const weekday = new Date(today).getUTCDay(); // 0 = Sunday … 6 = Saturday
  const daysToMonday = (8 - weekday) % 7;
  return isoOf(today + daysToMonday * MS_PER_DAY);
}

/** The seven days from a Monday (ISO date): Swedish day name and ISO date of each. */
export function planDays(mondayIso: string): { day: DayName; date: string }[] {
  const start = Date.parse(`${mondayIso}T00:00:00Z`);
  return DAY_NAMES.map((day, i) => ({ day, date: isoOf(start + i * MS_PER_DAY) }));
}

/**
 * A plan date for display: "måndag 23 november" in sv-SE. The ISO date is read as a calendar
 * date, so the result never shifts with the viewer's time zone.
 */
export function formatPlanDate(iso: string): string {
  return svDate(new Date(`${iso}T00:00:00Z`), { utc: true, weekday: true });
}
