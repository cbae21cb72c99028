/**
 * Swedish (sv-SE) dates, written out instead of asked of `Intl`, for the reason in ./sv-number.ts:
 * "23 november", "23 november 2026", "måndag 23 november", "2026-11-23".
 */

const MONTHS = [
  'januari',
  'februari',
  'mars',
  'april',
  'maj',
  'juni',
  'juli',
  'augusti',
  'september',
  'oktober',
  'november',
  'december',
] as const;
const WEEKDAYS = ['söndag', 'måndag', 'tisdag', 'onsdag', 'torsdag', 'fredag', 'lördag'] as const;

/** A calendar day's parts, read either in the runtime's time zone or in UTC. */
function parts(date: Date, utc: boolean) {
  return utc
    ? {
        year: date.getUTCFullYear(),
        month: date.getUTCMonth(),
        day: date.getUTCDate(),
        weekday: date.getUTCDay(),
      }
    : { year: date.getFullYear(), month: date.getMonth(), day: date.getDate(), weekday: date.getDay() };
}

/** "23 november" (`year`: "23 november 2026"; `weekday`: "måndag 23 november"). */
export function svDate(date: Date, { utc = false, year = false, weekday = false } = {}): string {
  const p = parts(date, utc);
  const text = `${String(p.day)} ${MONTHS[p.month] ?? ''}${year ? ` ${String(p.year)}` : ''}`;
  return weekday ? `${WEEKDAYS[p.weekday] ?? ''} ${text}` : text;
}

/** "3 mar": the day and the month's first three letters, as a chart's axis writes a date. */
export function svShortDate(date: Date, { utc = false } = {}): string {
  const p = parts(date, utc);
  return `${String(p.day)} ${(MONTHS[p.month] ?? '').slice(0, 3)}`;
}

/** "2026-11-24", the calendar day in the runtime's time zone (as sv-SE writes a short date). */
export function svIsoDay(date: Date): string {
  const p = parts(date, false);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${String(p.year).padStart(4, '0')}-${pad(p.month + 1)}-${pad(p.day)}`;
}
