/**
 * A workout plan's days as the training log reads them: each exercise line with its target (sets ×
 * reps, sets × seconds for a hold, or minutes and intervals for cardio), the warm-up and cool-down
 * lines (shown, never logged), and which day comes next. Pure: no zod, no storage.
 */
import type { WorkoutDuration } from '@shared/domain.ts';
import { parseWorkoutPlan } from '@shared/workout/parse.ts';
import type { Equipment } from '@shared/workout/progression.ts';
import { recogniseSpecificGoals, type Adaptations } from '@shared/workout/specific-goals.ts';

/** What a plan line asks for. `cardio` keeps the line's own words ("25 min", "4 × 3 min"). */
export type Target =
  | { kind: 'reps'; sets: number; reps: number }
  | { kind: 'hold'; sets: number; seconds: number }
  | { kind: 'cardio'; text: string }
  | { kind: 'free' };

export interface PlanItem {
  /** The exercise's name: the line before its dose ("Utfall (per ben)"). */
  name: string;
  /** The whole line as the plan wrote it. */
  line: string;
  target: Target;
  /** What the line says after its dose ("välj en vikt du orkar 12 gånger, gör 10"), else empty. */
  note: string;
}

export type SessionKind = 'strength' | 'cardio' | 'mobility';

export interface PlanDay {
  /** 1-based, as in "DAG 3". */
  day: number;
  title: string;
  focus: string;
  rest: boolean;
  warmUp: string[];
  coolDown: string[];
  items: PlanItem[];
  /** A day of the plan's deload week: lighter by design, so it neither raises nor lowers a weight. */
  lighter: boolean;
}

const MAX_SETS = 20;
const MAX_REPS = 200;
const MAX_SECONDS = 14_400;

// "3 × 10", "3x10", "3 X 30 s", "4 × 3 min": the first sets × amount of a line, with its unit.
const SETS_DOSE = /(\d{1,3})\s*[×xX]\s*(\d{1,5})\s*(s\b|sek\w*|min\w*)?/u;
const MINUTES_DOSE = /(\d{1,4})\s*min/u;
const INTERVALS = /intervall/iu;
const NAME_END = /[\s:–—-]+$/u;
const NOTE_START = /^[\s:–—-]+/u;

/** The words after the dose, without the dash that joins them. */
const noteAfter = (text: string, end: number) => text.slice(end).replace(NOTE_START, '').trim().slice(0, 300);

/** The target a plan line sets, and the exercise's name (the text before its dose). */
export function readPlanLine(line: string): PlanItem {
  const text = line.trim();
  const sets = SETS_DOSE.exec(text);
  if (sets !== null) {
    const name = text.slice(0, sets.index).replace(NAME_END, '').trim() || text;
    const count = Number(sets[1]);
    const amount = Number(sets[2]);
    const unit = sets[3] ?? '';
    const note = noteAfter(text, sets.index + sets[0].length);
    if (unit.startsWith('min') || INTERVALS.test(name))
      return { name, line: text, target: { kind: 'cardio', text: sets[0].trim() }, note };
    const sane = count >= 1 && count <= MAX_SETS && amount >= 1;
    if (sane && unit !== '' && amount <= MAX_SECONDS)
      return { name, line: text, target: { kind: 'hold', sets: count, seconds: amount }, note };
    if (sane && unit === '' && amount <= MAX_REPS)
      return { name, line: text, target: { kind: 'reps', sets: count, reps: amount }, note };
  }
  const minutes = MINUTES_DOSE.exec(text);
  if (minutes !== null) {
    const name = text.slice(0, minutes.index).replace(NAME_END, '').trim() || text;
    const note = noteAfter(text, minutes.index + minutes[0].length);
    return { name, line: text, target: { kind: 'cardio', text: minutes[0] }, note };
  }
  return { name: text, line: text, target: { kind: 'free' }, note: '' };
}

// The same day and bullet lines the parser reads (parse.ts), for the warm-up and cool-down lines
// it leaves out.
const DAY_LINE = /^#{0,6}\s*(?:dag|day)\s*(\d{1,3})\b/iu;
const BULLET_LINE = /^(?:[-•*–—]|\d{1,2}[.)])\s+(.*)$/u;
const WARM_UP = /uppvärmning/iu;
const COOL_DOWN = /nedkylning/iu;
const DELOAD = /avlastningsvecka|deload/iu;

interface Extras {
  number: number;
  warmUp: string[];
  coolDown: string[];
}

/** Each day block's warm-up and cool-down lines, in the order the blocks appear. */
function extrasOf(text: string): Extras[] {
  const blocks: Extras[] = [];
  for (const raw of text.split(/\r?\n/u)) {
    const line = raw.replace(/\*\*|__/gu, '').trim();
    const day = DAY_LINE.exec(line);
    if (day !== null) {
      blocks.push({ number: Number(day[1]), warmUp: [], coolDown: [] });
      continue;
    }
    const current = blocks.at(-1);
    const bullet = BULLET_LINE.exec(line)?.[1]?.trim();
    if (current === undefined || bullet === undefined) continue;
    if (WARM_UP.test(bullet)) current.warmUp.push(bullet);
    else if (COOL_DOWN.test(bullet)) current.coolDown.push(bullet);
  }
  return blocks;
}

/** Every day of the plan, 7 or 30, rest days included. */
export function readPlanDays(text: string, duration: WorkoutDuration): PlanDay[] {
  const parsed = parseWorkoutPlan(text, duration);
  const days = [...parsed.weeks.flat(), ...parsed.extraDays];
  const extras = extrasOf(text);
  // Placed as the parser places days: on their numbers when they rise, else in order.
  const rising = extras.every((block, i) => i === 0 || block.number > (extras[i - 1]?.number ?? 0));
  const extraFor = (day: number) => (rising ? extras.find((block) => block.number === day) : extras[day - 1]);
  // A 30-day plan's fourth week is lighter when the plan says so (our generator's deload heading).
  const deload = duration === '30-days' && DELOAD.test(text);
  return days.map((day) => ({
    day: day.day,
    title: day.title,
    focus: day.focus,
    rest: day.isRestDay || day.exercises.length === 0,
    warmUp: day.isRestDay ? [] : (extraFor(day.day)?.warmUp ?? []),
    coolDown: day.isRestDay ? [] : (extraFor(day.day)?.coolDown ?? []),
    items: day.isRestDay ? [] : day.exercises.map(readPlanLine),
    lighter: deload && day.day >= 22 && day.day <= 28,
  }));
}

/** Cardio when the day has cardio lines, mobility when its work is holds only, else strength. */
export function sessionKindOf(day: Pick<PlanDay, 'items'>): SessionKind {
  const kinds = new Set(day.items.map((item) => item.target.kind));
  if (kinds.has('cardio')) return 'cardio';
  if (!kinds.has('reps') && kinds.has('hold')) return 'mobility';
  return 'strength';
}

const TITLE_SEPARATOR = ' · ';
const LIGHTER_MARK = 'avlastningsvecka';

/**
 * A logged session's title: the plan's day and title, and the deload week's mark, so that the
 * log itself says which day of which plan a session was ("Dag 3 · Styrka – helkropp").
 */
export function sessionTitle(day: Pick<PlanDay, 'day' | 'title' | 'lighter'>): string {
  const title = `Dag ${String(day.day)}${TITLE_SEPARATOR}${day.title}`.slice(0, 170);
  return day.lighter ? `${title}${TITLE_SEPARATOR}${LIGHTER_MARK}` : title;
}

/** A logged session's title read back: its plan day, the day's title and the deload mark. */
export function readSessionTitle(title: string): {
  day: number | undefined;
  title: string;
  lighter: boolean;
} {
  const lighter = title.endsWith(`${TITLE_SEPARATOR}${LIGHTER_MARK}`);
  const rest = lighter ? title.slice(0, -(TITLE_SEPARATOR.length + LIGHTER_MARK.length)) : title;
  const match = /^Dag (\d{1,3}) · (.*)$/u.exec(rest);
  return match === null
    ? { day: undefined, title: rest, lighter }
    : { day: Number(match[1]), title: match[2] ?? '', lighter };
}

/** A logged session as the next day needs it. */
export interface LoggedSessionRef {
  title: string;
  started_at: string;
}

/**
 * The day to train next: the first training day after the latest logged session of this plan (a
 * session whose title names one of the plan's days with that day's title), or the plan's first
 * training day when none was logged or the last one has been done. Undefined for a plan of rest only.
 */
export function nextTrainingDay(
  days: readonly PlanDay[],
  sessions: readonly LoggedSessionRef[],
): PlanDay | undefined {
  const training = days.filter((day) => !day.rest);
  const ofPlan = sessions
    .map((session) => ({ at: session.started_at, read: readSessionTitle(session.title) }))
    .filter(({ read }) => read.day !== undefined && days[read.day - 1]?.title === read.title)
    .sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
  const latest = ofPlan.at(-1)?.read.day;
  if (latest === undefined) return training[0];
  return training.find((day) => day.day > latest) ?? training[0];
}

/** Planned training sessions per week: the training days of the plan's first week. */
export function plannedPerWeek(days: readonly PlanDay[]): number {
  return days.slice(0, 7).filter((day) => !day.rest).length;
}

/**
 * What the plan was adapted to (back, knee): from the form's specific goals when the plan
 * kept them, and from the plan's own "Anpassat efter:" line.
 */
export function adaptationsOf(text: string, specificGoals = ''): Adaptations {
  const header = /^Anpassat efter:.*$/imu.exec(text)?.[0] ?? '';
  return recogniseSpecificGoals(`${specificGoals} ${header}`);
}

/**
 * Where the plan is done: the form's place when the plan kept its form, else the plan's
 * "Utgångsläge:" line ("tränar hemma med hantlar", "tränar med kroppsvikt"), else bodyweight for an
 * older plan adapted to "hemmaträning utan utrustning", else a gym.
 */
export function equipmentOf(text: string, formEquipment?: Equipment): Equipment {
  if (formEquipment !== undefined) return formEquipment;
  const start = /^Utgångsläge:.*$/imu.exec(text)?.[0] ?? '';
  if (/hantlar/iu.test(start)) return 'dumbbells';
  const header = /^Anpassat efter:.*$/imu.exec(text)?.[0] ?? '';
  if (/kroppsvikt|utan redskap/iu.test(start) || /utan utrustning/iu.test(header)) return 'bodyweight';
  return 'gym';
}
