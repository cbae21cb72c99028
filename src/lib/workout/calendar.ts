/**
 * "Lägg till i kalendern" (issue 24): a workout schedule as an iCalendar file (RFC 5545), built with
 * ical-generator. One event per training day, from the plan's first Monday, at the time the person
 * picked in Swedish time (Europe/Stockholm), written as UTC times so every calendar reads them the
 * same without a VTIMEZONE; rest days are not events. Loaded on demand (never first-load JS).
 */
import ical from 'ical-generator';

import type { ParsedWorkoutDay } from '@shared/schemas/workout.ts';
import type { ParsedWorkoutPlan } from '@shared/workout/parse.ts';

export const CALENDAR_TIME_ZONE = 'Europe/Stockholm';
/** How long each event is; the schedule itself does not say. */
export const SESSION_MINUTES = 60;

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

/**
 * RFC 5545 §3.1: content lines longer than 75 octets are folded (CRLF and one space), never inside
 * a UTF-8 character; every line ends with CRLF.
 */
export function foldOctets(text: string): string {
  const encoder = new TextEncoder();
  const unfolded = text.replace(/\r\n[ \t]/g, '').split(/\r?\n/);
  const lines: string[] = [];
  for (const line of unfolded) {
    if (line === '') continue;
    let current = '';
    let octets = 0;
    let limit = 75;
    for (const char of line) {
      const size = encoder.encode(char).length;
      if (octets + size > limit) {
        lines.push(current);
        current = ' ';
        octets = 1;
        limit = 75;
      }
      current += char;
      octets += size;
    }
    lines.push(current);
  }
  return `${lines.join('\r\n')}\r\n`;
}

/** Every day of the plan in order (weeks, then the days after the last full week). */
function allDays(plan: ParsedWorkoutPlan): ParsedWorkoutDay[] {
  return [...plan.weeks.flat(), ...plan.extraDays];
}

/** A short stable key for a schedule, so importing the same file twice updates instead of doubling. */
function planKey(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

export interface CalendarOptions {
  plan: ParsedWorkoutPlan;
  /** 7 or 30: days beyond it (padding) are left out. */
  days: number;
  /** "HH:MM", Swedish time. */
  time: string;
  /** Day 1 of the schedule; default the first Monday from `now`. */
  start?: CalendarDate;
  now?: Date;
  /** The calendar's name, e.g. the saved plan's name. */
  name?: string;
}

/** The .ics text of a schedule; undefined when `time` is not a valid "HH:MM". */
export function workoutCalendar(options: CalendarOptions): string | undefined {
  const time = parseTime(options.time);
  if (time === undefined) return undefined;
  const now = options.now ?? new Date();
  const start = options.start ?? firstMonday(now);
  const days = allDays(options.plan).filter((day) => day.day >= 1 && day.day <= options.days);
  const key = planKey(
    `${days.map((day) => `${day.title}|${day.exercises.join(',')}`).join(';')}@${start.year}-${start.month}-${start.day}`,
  );
  const calendar = ical({
    name: options.name ?? 'Träningsschema – Hälsoplaneraren',
    prodId: { company: 'Hälsoplaneraren', product: 'Träningsschema', language: 'SV' },
  });
  for (const day of days) {
    if (day.isRestDay) continue;
    const begins = stockholmTime(addDays(start, day.day - 1), time[0], time[1]);
    const description = [
      ...(day.focus === '' ? [] : [day.focus]),
      ...day.exercises.map((exercise, index) => `${String(index + 1)}. ${exercise}`),
    ].join('\n');
    calendar.createEvent({
      id: `${key}-dag-${String(day.day)}@halsoplaneraren.se`,
      stamp: now,
      start: begins,
      end: new Date(begins.getTime() + SESSION_MINUTES * 60_000),
      summary: day.title,
      description: description === '' ? undefined : description,
    });
  }
  return foldOctets(calendar.toString());
}
