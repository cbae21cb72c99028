/**
 * The session being logged, as pure functions of its stored value: started from a plan's day and
 * the log (targets, suggestions and the prefill from last time), changed field by field, checked as
 * typed, and turned into the log's rows when it is finished. No zod, no storage, no clock of its own.
 */
import { svIsoDay } from '@shared/format/sv-date.ts';
import {
  doneText,
  explainSuggestion,
  loadKindOf,
  outcomeOf,
  suggestNext,
  type Equipment,
  type ExerciseSession,
  type LoadKind,
} from '@shared/workout/progression.ts';
import type { Adaptations } from '@shared/workout/specific-goals.ts';

import { parseNumberText } from '@/lib/forms/number-text';
import { TRAINING_LOG_FIELDS as FIELDS } from '@/lib/messages/training-log';
import type { LogChange } from '@/lib/sync/synced-log';
import type { TrainingSessionRow, TrainingSetRow, TrainingTables } from '@/lib/sync/log-rows';
import type { OpenExercise, OpenSession, OpenSet, RestKind } from '@/lib/workout/open-session';

import { exerciseEntries, exerciseHistory, type LogRows } from './history';
import { sessionKindOf, sessionTitle, type PlanDay, type Target } from './plan-day';

/** Seconds of rest after a set: heavy fives 2½ min, hypertrophy sets 90 s, core and isolation 60 s. */
export const REST_SECONDS: Record<RestKind, number> = { heavy: 150, hypertrophy: 90, light: 60 };
/** "+15 s" on the rest timer. */
export const REST_EXTRA_SECONDS = 15;

const ISOLATION =
  /curl|sidolyft|vadpress|triceps|face pull|superman|fågelhund|plank|dead bug|höftlyft på ett ben/iu;

/** The rest a set of this exercise gets: holds and isolation work 60 s, five reps or fewer 150 s, else 90 s. */
export function restKindOf(name: string, target: Target): RestKind {
  if (target.kind !== 'reps' || ISOLATION.test(name)) return 'light';
  return target.reps <= 6 ? 'heavy' : 'hypertrophy';
}

/** Whole seconds left of a rest ending at `endsAt` (ms), never below zero. */
export function remainingSeconds(endsAt: number, now: number): number {
  return Math.max(0, Math.ceil((endsAt - now) / 1000));
}

type Planned = { kind: 'reps'; sets: number; reps: number } | { kind: 'hold'; sets: number; seconds: number };

const kgField = (kg: number | undefined) => (kg === undefined ? '' : String(kg).replace('.', ','));

/** Seconds a hold grows by once every set of its latest session was held. */
export const HOLD_STEP_SECONDS = 5;

/**
 * A hold's next time from its latest session: when every set was done, 5 s more than its shortest
 * set (and at least the plan's time), else the plan's time. `last` is that session's seconds held.
 */
export function nextHold(
  rows: LogRows,
  name: string,
  planSeconds: number,
): { seconds: number; last: number[]; up: boolean } {
  const latest = exerciseEntries(rows, name)
    .reverse()
    .find((entry) => entry.sets.some((set) => set.done && set.seconds !== null));
  const last = latest?.sets.flatMap((set) => (set.done && set.seconds !== null ? [set.seconds] : [])) ?? [];
  const all = last.length > 0 && last.length === latest?.sets.length;
  const seconds = all
    ? Math.min(14_400, Math.max(planSeconds, Math.min(...last) + HOLD_STEP_SECONDS))
    : planSeconds;
  return { seconds, last, up: all };
}

/**
 * An exercise as today's session starts it: the suggestion from its history (the weight, or reps
 * for bodyweight work) with its reason, what was done last time, and a row per set prefilled with
 * the suggestion, else what was done in that set last time. On a deload day the plan's lighter
 * sets and reps apply and the weight is held.
 */
export function prepareExercise(
  name: string,
  planned: { name: string; note: string },
  target: Planned,
  equipment: Equipment,
  rows: LogRows,
  lighter: boolean,
  newId: () => string,
): OpenExercise {
  const load: LoadKind = loadKindOf(name, equipment);
  const rest = restKindOf(name, target);
  if (target.kind === 'hold') {
    const next = nextHold(rows, name, target.seconds);
    const lastTime = next.last.length === 0 ? '' : `${next.last.map(String).join(', ')} s`;
    return {
      name,
      planned: planned.name,
      target,
      note: planned.note,
      load: 'bodyweight',
      suggestedKg: null,
      targetAmount: next.seconds,
      reason: lastTime === '' ? '' : FIELDS.holdReason(lastTime, next.up, next.seconds),
      lastTime,
      rest,
      sets: Array.from({ length: target.sets }, () => ({
        id: newId(),
        kg: '',
        reps: '',
        seconds: String(next.seconds),
        done: false,
      })),
    };
  }
  const history = exerciseHistory(rows, name);
  const suggestion = suggestNext(load, history);
  const held = lighter && suggestion.kind === 'weight' && suggestion.change === 'up';
  const suggestedKg =
    suggestion.kind !== 'weight'
      ? null
      : held
        ? (history.at(-1)?.suggestedKg ?? suggestion.kg)
        : suggestion.kg;
  const targetAmount = suggestion.kind === 'reps' && !lighter ? suggestion.reps : target.reps;
  const reason = explainSuggestion(history, suggestion, { sets: target.sets, reps: target.reps });
  const latest = [...history].reverse().find((session) => outcomeOf(session) !== 'skipped');
  const lastSets = latest?.sets.filter((set) => set.done) ?? [];
  return {
    name,
    planned: planned.name,
    target,
    note: planned.note,
    load,
    suggestedKg,
    targetAmount,
    reason: lighter ? `${FIELDS.deloadReason} ${reason}` : reason,
    lastTime: latest === undefined ? '' : doneText(latest),
    rest,
    sets: Array.from({ length: target.sets }, (_, i) => {
      const last = lastSets[i] ?? lastSets.at(-1);
      const kg = load === 'bodyweight' ? undefined : (suggestedKg ?? last?.kg);
      return { id: newId(), kg: kgField(kg), reps: String(targetAmount), seconds: '', done: false };
    }),
  };
}

export interface StartOptions {
  day: PlanDay;
  rows: LogRows;
  equipment: Equipment;
  adaptations: Pick<Adaptations, 'back' | 'knee'>;
  now: Date;
  newId: () => string;
}

/** A new session for the plan's day: its exercises prepared, cardio and other lines as notes. */
export function startSession({ day, rows, equipment, adaptations, now, newId }: StartOptions): OpenSession {
  const exercises: OpenExercise[] = [];
  const notes: string[] = [];
  for (const item of day.items) {
    if (item.target.kind === 'reps' || item.target.kind === 'hold')
      exercises.push(
        prepareExercise(
          item.name,
          { name: item.name, note: item.note },
          item.target,
          equipment,
          rows,
          day.lighter,
          newId,
        ),
      );
    else notes.push(item.line);
  }
  return {
    id: newId(),
    planDay: day.day,
    title: sessionTitle(day),
    lighter: day.lighter,
    kind: sessionKindOf(day),
    day: svIsoDay(now),
    startedAt: now.toISOString(),
    warmUp: day.warmUp.slice(0, 10),
    coolDown: day.coolDown.slice(0, 10),
    notes: notes.slice(0, 20),
    equipment,
    adaptations: { back: adaptations.back, knee: adaptations.knee },
    exercises: exercises.slice(0, 40),
    cardio: { duration: '', distance: '', rpe: '' },
    rest: null,
  };
}

/** The exercise at `index` swapped for `name`: its own history, suggestion and prefill. */
export function swapExercise(
  session: OpenSession,
  index: number,
  name: string,
  rows: LogRows,
  newId: () => string,
): OpenSession {
  const current = session.exercises[index];
  if (current === undefined) return session;
  const swapped = prepareExercise(
    name,
    { name: current.planned, note: current.note },
    current.target,
    session.equipment,
    rows,
    session.lighter,
    newId,
  );
  return {
    ...session,
    exercises: session.exercises.map((exercise, i) => (i === index ? swapped : exercise)),
  };
}

export type SetField = 'kg' | 'reps' | 'seconds';

/** The session with one set's field set to what was typed. */
export function typeInSet(
  session: OpenSession,
  exercise: number,
  set: number,
  field: SetField,
  text: string,
): OpenSession {
  return updateSet(session, exercise, set, (current) => ({ ...current, [field]: text.slice(0, 20) }));
}

function updateSet(
  session: OpenSession,
  exercise: number,
  set: number,
  update: (set: OpenSet) => OpenSet,
): OpenSession {
  return {
    ...session,
    exercises: session.exercises.map((current, i) =>
      i !== exercise
        ? current
        : { ...current, sets: current.sets.map((s, j) => (j === set ? update(s) : s)) },
    ),
  };
}

/**
 * "Klar" on a set: marked done and the rest timer started from `now` with the exercise's rest;
 * pressed again it is undone (the timer is left as it is). The exercise's later sets that are not
 * done take the set's weight, reps or time where theirs is still empty (the first time an exercise
 * is met nothing is prefilled, and the same weight is not typed three times).
 */
export function toggleSetDone(session: OpenSession, exercise: number, set: number, now: number): OpenSession {
  const current = session.exercises[exercise];
  const target = current?.sets[set];
  if (current === undefined || target === undefined) return session;
  if (target.done) return updateSet(session, exercise, set, (s) => ({ ...s, done: false }));
  const carried = (value: string, own: string) => (own.trim() === '' ? value : own);
  // A later set keeps its object when nothing is carried into it, so its row is not drawn again.
  const carry = (s: OpenSet): OpenSet => {
    const kg = carried(target.kg, s.kg);
    const reps = carried(target.reps, s.reps);
    const seconds = carried(target.seconds, s.seconds);
    return kg === s.kg && reps === s.reps && seconds === s.seconds ? s : { ...s, kg, reps, seconds };
  };
  const next: OpenSession = {
    ...session,
    exercises: session.exercises.map((ex, i) =>
      i !== exercise
        ? ex
        : {
            ...ex,
            sets: ex.sets.map((s, j) =>
              j === set ? { ...s, done: true } : j > set && !s.done ? carry(s) : s,
            ),
          },
    ),
  };
  const seconds = REST_SECONDS[current.rest];
  return { ...next, rest: { endsAt: now + seconds * 1000, seconds, kind: current.rest } };
}

/** "+15 s": the running rest ends 15 s later (or, run out, 15 s from now). */
export function extendRest(session: OpenSession, now: number): OpenSession {
  if (session.rest === null) return session;
  const from = Math.max(session.rest.endsAt, now);
  return {
    ...session,
    rest: {
      ...session.rest,
      endsAt: from + REST_EXTRA_SECONDS * 1000,
      seconds: Math.min(3600, session.rest.seconds + REST_EXTRA_SECONDS),
    },
  };
}

/** "Hoppa över": no rest timer. */
export function skipRest(session: OpenSession): OpenSession {
  return { ...session, rest: null };
}

/** An extra set at the end of an exercise, a copy of its last one, not done. */
export function addSet(session: OpenSession, exercise: number, newId: () => string): OpenSession {
  return {
    ...session,
    exercises: session.exercises.map((current, i) => {
      const last = current.sets.at(-1);
      if (i !== exercise || last === undefined || current.sets.length >= 20) return current;
      return { ...current, sets: [...current.sets, { ...last, id: newId(), done: false }] };
    }),
  };
}

// ---- Checking what was typed --------------------------------------------------------------------

/** A field's Swedish message, or undefined when its text is empty or a value that can be. */
function checkNumber(
  text: string,
  { min, max, step, integer }: { min: number; max: number; step?: number; integer?: boolean },
  messages: { notNumber: string; range: string; step?: string },
): string | undefined {
  const value = parseNumberText(text);
  if (value === undefined) return undefined;
  if (!Number.isFinite(value)) return messages.notNumber;
  if (value < min || value > max) return messages.range;
  if (integer === true && !Number.isInteger(value)) return messages.range;
  if (step !== undefined && Math.abs(value / step - Math.round(value / step)) > 1e-9) return messages.step;
  return undefined;
}

export const kgError = (text: string) => checkNumber(text, { min: 0, max: 600, step: 0.5 }, FIELDS.kg);
export const repsError = (text: string) =>
  checkNumber(text, { min: 1, max: 200, integer: true }, FIELDS.reps);
export const secondsError = (text: string) =>
  checkNumber(text, { min: 1, max: 14_400, integer: true }, FIELDS.seconds);
export const durationError = (text: string) => checkNumber(text, { min: 0.1, max: 1440 }, FIELDS.duration);
export const distanceError = (text: string) => checkNumber(text, { min: 0.01, max: 500 }, FIELDS.distance);
export const rpeError = (text: string) => checkNumber(text, { min: 1, max: 10, integer: true }, FIELDS.rpe);

/** A field of the session: `e.s.kg` for a set's weight, `cardio.duration` for the cardio fields. */
export type FieldKey = string;
export const setKey = (exercise: number, set: number, field: SetField): FieldKey =>
  `${String(exercise)}.${String(set)}.${field}`;

/** Every field's message, in the order the fields stand; a done set needs its reps (or seconds). */
export function sessionErrors(session: OpenSession): [FieldKey, string][] {
  const errors: [FieldKey, string][] = [];
  session.exercises.forEach((exercise, e) => {
    exercise.sets.forEach((set, s) => {
      if (exercise.target.kind === 'hold') {
        const message =
          secondsError(set.seconds) ??
          (set.done && set.seconds.trim() === '' ? FIELDS.seconds.missing : undefined);
        if (message !== undefined) errors.push([setKey(e, s, 'seconds'), message]);
        return;
      }
      if (exercise.load !== 'bodyweight') {
        const message = kgError(set.kg);
        if (message !== undefined) errors.push([setKey(e, s, 'kg'), message]);
      }
      const reps =
        repsError(set.reps) ?? (set.done && set.reps.trim() === '' ? FIELDS.reps.missing : undefined);
      if (reps !== undefined) errors.push([setKey(e, s, 'reps'), reps]);
    });
  });
  if (session.kind === 'cardio') {
    const duration =
      durationError(session.cardio.duration) ??
      (session.cardio.duration.trim() === '' ? FIELDS.duration.missing : undefined);
    if (duration !== undefined) errors.push(['cardio.duration', duration]);
    const distance = distanceError(session.cardio.distance);
    if (distance !== undefined) errors.push(['cardio.distance', distance]);
    const rpe = rpeError(session.cardio.rpe);
    if (rpe !== undefined) errors.push(['cardio.rpe', rpe]);
  }
  return errors;
}

// ---- Finishing ----------------------------------------------------------------------------------

const numberOrNull = (text: string, error: (text: string) => string | undefined): number | null => {
  const value = parseNumberText(text);
  return value === undefined || !Number.isFinite(value) || error(text) !== undefined ? null : value;
};

/**
 * The session and its sets as the log's rows (one change each, for ONE write): every planned set,
 * done or not, so a skipped set is known as skipped. Call after `sessionErrors` found none.
 */
export function sessionChanges(session: OpenSession, finishedAt: Date): LogChange<TrainingTables>[] {
  const cardio = session.kind === 'cardio';
  const row: TrainingSessionRow = {
    id: session.id,
    day: session.day,
    title: session.title,
    kind: session.kind,
    duration_min: cardio ? numberOrNull(session.cardio.duration, durationError) : null,
    distance_km: cardio ? numberOrNull(session.cardio.distance, distanceError) : null,
    rpe: cardio ? numberOrNull(session.cardio.rpe, rpeError) : null,
    started_at: session.startedAt,
    finished_at: new Date(Math.max(finishedAt.getTime(), Date.parse(session.startedAt))).toISOString(),
  };
  let position = 0;
  const sets: TrainingSetRow[] = session.exercises.flatMap((exercise) =>
    exercise.sets.map((set) => {
      const hold = exercise.target.kind === 'hold';
      const reps = hold ? null : numberOrNull(set.reps, repsError);
      const seconds = hold ? numberOrNull(set.seconds, secondsError) : null;
      return {
        id: set.id,
        session_id: session.id,
        exercise: exercise.name,
        position: Math.min(199, position++),
        kg: hold || exercise.load === 'bodyweight' ? null : numberOrNull(set.kg, kgError),
        reps,
        seconds,
        // A set counts as done only with what it did.
        done: set.done && (hold ? seconds !== null : reps !== null),
        suggested_kg: exercise.suggestedKg,
        target_reps: hold ? null : Math.min(200, exercise.targetAmount),
      };
    }),
  );
  return [
    { table: 'training_sessions', op: 'upsert', row },
    ...sets.map((set): LogChange<TrainingTables> => ({ table: 'training_sets', op: 'upsert', row: set })),
  ];
}

/** Deleting a logged session: the session and its sets, in one write. */
export function deleteChanges(rows: LogRows, sessionId: string): LogChange<TrainingTables>[] {
  return [
    ...rows.sets
      .filter((set) => set.session_id === sessionId)
      .map((set): LogChange<TrainingTables> => ({ table: 'training_sets', op: 'delete', key: set.id })),
    { table: 'training_sessions', op: 'delete', key: sessionId },
  ];
}

/** What the summary says of an exercise: what was done and the next time's target with its reason. */
export interface ExerciseSummary {
  name: string;
  done: string;
  next: string;
  reason: string;
}

/** The summary after finishing: per exercise what was done and "Nästa gång" from the log as it now is. */
export function summaryOf(session: OpenSession, rows: LogRows): ExerciseSummary[] {
  return session.exercises.map((exercise) => {
    if (exercise.target.kind === 'hold') {
      const next = nextHold(rows, exercise.name, exercise.target.seconds);
      const done = exercise.sets.filter((set) => set.done).map((set) => parseNumberText(set.seconds) ?? 0);
      return {
        name: exercise.name,
        done: done.length === 0 ? FIELDS.nothingDone : `${done.map(String).join(', ')} s`,
        next: FIELDS.nextHold(exercise.sets.length, next.seconds),
        reason: next.up ? FIELDS.holdUp : FIELDS.holdSame,
      };
    }
    const history: ExerciseSession[] = exerciseHistory(rows, exercise.name);
    const suggestion = suggestNext(exercise.load, history);
    const target = { sets: exercise.target.sets, reps: exercise.target.reps };
    const latest = history.at(-1);
    const next =
      suggestion.kind === 'weight'
        ? FIELDS.nextWeight(suggestion.kg, exercise.targetAmount)
        : suggestion.kind === 'reps'
          ? FIELDS.nextReps(target.sets, suggestion.reps)
          : FIELDS.nextReps(target.sets, target.reps);
    return {
      name: exercise.name,
      done: latest === undefined ? FIELDS.nothingDone : doneText(latest),
      next,
      reason: explainSuggestion(history, suggestion, target, true),
    };
  });
}
