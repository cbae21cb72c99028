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

/**
 * Control characters (C0 except tab and line breaks, DEL, C1) and the bidi embeddings, overrides
 * and isolates (U+202A–U+202E, U+2066–U+2069) never belong in a calendar: a raw CR or LF would end
 * the content line and start a forged one, and an override reverses text on screen.
 */
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/g;

/**
 * A text fit for a calendar: unsafe characters removed, line breaks (CRLF, CR, LF, U+2028/9)
 * made LF, or a space when `multiline` is false (a name or a title is one line).
 */
export function calendarText(text: string, multiline: boolean): string {
  const lines = text.replace(UNSAFE, '').split(/\r\n|[\r\n\u2028\u2029]/);
  return multiline ? lines.join('\n') : lines.join(' ').replace(/ {2,}/g, ' ').trim();
}

/** RFC 5545 §3.3.11 TEXT: backslash, semicolon and comma escaped, a line break written as \n. */
export function escapeText(text: string): string {
  return text.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\n/g, '\\n');
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
  // ical-generator escapes SUMMARY and DESCRIPTION but writes the calendar's NAME and
  // X-WR-CALNAME raw, so the name lines are written here, escaped, after PRODID.
  const name = calendarText(options.name ?? '', false) || 'Träningsschema – Hälsoplaneraren';
  const calendar = ical({
    prodId: { company: 'Hälsoplaneraren', product: 'Träningsschema', language: 'SV' },
  });
  for (const day of days) {
    if (day.isRestDay) continue;
    const begins = stockholmTime(addDays(start, day.day - 1), time[0], time[1]);
    const description = calendarText(
      [
        ...(day.focus === '' ? [] : [calendarText(day.focus, false)]),
        ...day.exercises.map((exercise, index) => `${String(index + 1)}. ${calendarText(exercise, false)}`),
      ].join('\n'),
      true,
    );
    calendar.createEvent({
      id: `${key}-dag-${String(day.day)}@halsoplaneraren.se`,
      stamp: now,
      start: begins,
      end: new Date(begins.getTime() + SESSION_MINUTES * 60_000),
      summary: calendarText(day.title, false),
      ...(description === '' ? {} : { description }),
    });
  }
  const named = calendar
    .toString()
    .replace(
      /^(PRODID:[^\r\n]*\r\n)/m,
      (prodId) => `${prodId}NAME:${escapeText(name)}\r\nX-WR-CALNAME:${escapeText(name)}\r\n`,
    );
  return foldOctets(named);
}
