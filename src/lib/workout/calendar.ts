/**
 * "Lägg till i kalendern": a workout schedule as an iCalendar file (RFC 5545), built with
 * ical-generator. One event per training day, from the plan's first Monday, at the time the person
 * picked in Swedish time (Europe/Stockholm), written as UTC times so every calendar reads them the
 * same without a VTIMEZONE; rest days are not events. Loaded on demand (never first-load JS).
 */
import ical from 'ical-generator';

import type { ParsedWorkoutDay } from '@shared/schemas/workout.ts';
import type { ParsedWorkoutPlan } from '@shared/workout/parse.ts';

import { addDays, firstMonday, parseTime, stockholmTime, type CalendarDate } from './calendar-dates';

export {
  addDays,
  firstMonday,
  parseTime,
  stockholmDate,
  stockholmTime,
  type CalendarDate,
} from './calendar-dates';

/** How long each event is; the schedule itself does not say. */
export const SESSION_MINUTES = 60;

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
      ...(description === '' ? {} : { description }),
    });
  }
  return foldOctets(calendar.toString());
}
