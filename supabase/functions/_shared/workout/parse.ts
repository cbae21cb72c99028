import type { WorkoutDuration } from '../domain.ts';
import type { ParsedWorkoutDay } from '../schemas/workout.ts';

/** The parsed plan: full weeks of 7 days, and any days after the last full week (29–30). */
export interface ParsedWorkoutPlan {
  weeks: ParsedWorkoutDay[][];
  extraDays: ParsedWorkoutDay[];
}

const DAYS_PER_WEEK = 7;
const PADDING_TITLE = 'Vila';

// "DAG 3: Styrka", "Day 3 - Legs", "## Dag 3 – Vila", "**DAG 3:** Styrka" (markdown tolerated).
const DAY_LINE = /^#{0,6}\s*(?:dag|day)\s*(\d{1,3})\b\s*[:.\-–—]?\s*(.*)$/iu;
// "- x", "• x", "* x", "– x", "— x", and numbered "1. x" / "1) x".
const BULLET_LINE = /^(?:[-•*–—]|\d{1,2}[.)])\s+(.*)$/u;
const FOCUS_LINE = /^(?:fokus|focus)\s*:\s*(.*)$/iu;
const REST_WORDS = /vila|rest|återhämtning/iu;
const SKIPPED_WORDS = /uppvärmning|nedkylning/iu;

/** Removes markdown emphasis so "**DAG 1:** Styrka" reads as "DAG 1: Styrka". */
function plain(line: string): string {
  return line.replace(/\*\*|__/g, '').trim();
}

/** A day title is a rest day if it mentions vila, rest or återhämtning. */
export function isRestTitle(title: string): boolean {
  return REST_WORDS.test(title);
}

interface RawDay {
  number: number;
  day: ParsedWorkoutDay;
}

/** Reads the `DAG n` blocks of a workout text, in the order they appear. */
function readDays(text: string): RawDay[] {
  const days: RawDay[] = [];
  let current: ParsedWorkoutDay | null = null;
  for (const rawLine of text.split(/\r?\n/)) {
    const line = plain(rawLine);
    if (line === '') continue;
    const dayMatch = DAY_LINE.exec(line);
    if (dayMatch) {
      const number = Number(dayMatch[1]);
      const title = plain(dayMatch[2] ?? '') || `Dag ${number}`;
      current = { day: number, title, focus: '', exercises: [], isRestDay: isRestTitle(title) };
      days.push({ number, day: current });
      continue;
    }
    if (!current) continue;
    const focusMatch = FOCUS_LINE.exec(line);
    if (focusMatch) {
      current.focus = focusMatch[1]?.trim() ?? '';
      continue;
    }
    const bullet = BULLET_LINE.exec(line);
    const exercise = bullet?.[1]?.trim();
    if (exercise && !SKIPPED_WORDS.test(exercise)) current.exercises.push(exercise);
  }
  return days;
}

function restDay(day: number): ParsedWorkoutDay {
  return { day, title: PADDING_TITLE, focus: '', exercises: [], isRestDay: true };
}

/**
 * Parses a workout text: a line starting with `DAG n` or `Day n` (any case, optional
 * colon or dash) opens day n and the rest of the line is its title; the day is a rest day if the
 * title contains vila, rest or återhämtning. Lines starting with -, •, *, – or a number ("1.")
 * are exercises, except those mentioning uppvärmning or nedkylning; a `Fokus:` line is the
 * day's focus. When the day numbers rise (DAG 1, 3, 5 …) each day lands on its number and the
 * gaps are rest days; otherwise days are taken in order. The result has 1 week for a 7-day plan
 * and 4 for a 30-day plan, padded with rest days titled 'Vila'; days after the last full week
 * (29 and 30) are returned in `extraDays`. Never throws; empty text gives all rest days.
 */
export function parseWorkoutPlan(text: string, duration: WorkoutDuration): ParsedWorkoutPlan {
  const weekCount = duration === '30-days' ? 4 : 1;
  const totalDays = duration === '30-days' ? 30 : 7;
  const raw = readDays(text);
  const rising = raw.every((d, i) => i === 0 || d.number > (raw[i - 1]?.number ?? 0));
  const slots: (ParsedWorkoutDay | undefined)[] = [];
  raw.forEach((d, i) => {
    const at = rising ? d.number - 1 : i;
    if (at >= 0 && at < totalDays) slots[at] = { ...d.day, day: at + 1 };
  });
  const all = Array.from({ length: totalDays }, (_, i) => slots[i] ?? restDay(i + 1));
  const weeks = Array.from({ length: weekCount }, (_, w) =>
    all.slice(w * DAYS_PER_WEEK, (w + 1) * DAYS_PER_WEEK),
  );
  return { weeks, extraDays: all.slice(weekCount * DAYS_PER_WEEK) };
}
