/**
 * Swedish calendar dates and wall-clock times for the workout calendar export (./calendar.ts). No
 * library: the export button shows the first day from here on first load; ical-generator loads on click.
 */
export const CALENDAR_TIME_ZONE = 'Europe/Stockholm';
export interface CalendarDate {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
}

const DAY_MS = 86_400_000;

/** The calendar date a moment falls on in Swedish time. */
export function stockholmDate(moment: Date): CalendarDate {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: CALENDAR_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(moment);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}

/** `date` plus `days` calendar days. */
export function addDays(date: CalendarDate, days: number): CalendarDate {
  const moved = new Date(Date.UTC(date.year, date.month - 1, date.day) + days * DAY_MS);
  return { year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() };
}

/** The schedule's day 1: today if it is a Monday in Sweden, else the next Monday. */
export function firstMonday(now: Date): CalendarDate {
  const today = stockholmDate(now);
  const weekday = new Date(Date.UTC(today.year, today.month - 1, today.day)).getUTCDay(); // 0 = Sunday
  return addDays(today, (8 - weekday) % 7);
}

/** Minutes Swedish time is ahead of UTC at a moment (60 in winter, 120 in summer). */
function stockholmOffsetMinutes(moment: Date): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: CALENDAR_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  }).formatToParts(moment);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'));
  return Math.round((asUtc - Math.floor(moment.getTime() / 60_000) * 60_000) / 60_000);
}

/** The moment a Swedish wall-clock time happens (DST-correct; a time skipped in spring moves on). */
export function stockholmTime(date: CalendarDate, hour: number, minute: number): Date {
  const wall = Date.UTC(date.year, date.month - 1, date.day, hour, minute);
  let moment = new Date(wall - stockholmOffsetMinutes(new Date(wall)) * 60_000);
  // Near a DST change the first guess used the other side's offset: correct it once.
  moment = new Date(wall - stockholmOffsetMinutes(moment) * 60_000);
  return moment;
}

/** "18:00" → [18, 0]; undefined for anything else. */
export function parseTime(value: string): [number, number] | undefined {
  const match = /^([01]?\d|2[0-3]):([0-5]\d)$/.exec(value.trim());
  if (match === null) return undefined;
  return [Number(match[1]), Number(match[2])];
}
