/**
 * The training log read back for one exercise and for the progress view: the sessions an exercise
 * was done in (for the suggestion and the prefill), the best set and the estimated one-rep max per
 * day, and the sessions of each week. Pure: rows in, values out.
 */
import { dayNumber } from '@shared/format/calendar-day.ts';
import { epleyOneRepMax, type ExerciseSession } from '@shared/workout/progression.ts';

import type { TrainingSessionRow, TrainingSetRow } from '@/lib/sync/log-rows';

import { readSessionTitle } from './plan-day';

export interface LogRows {
  sessions: readonly TrainingSessionRow[];
  sets: readonly TrainingSetRow[];
}

/** One session of one exercise: the session and that exercise's sets, in order. */
export interface ExerciseEntry {
  session: TrainingSessionRow;
  sets: TrainingSetRow[];
}

const byStart = (a: TrainingSessionRow, b: TrainingSessionRow) =>
  a.started_at < b.started_at ? -1 : a.started_at > b.started_at ? 1 : a.id < b.id ? -1 : 1;

/** Every session the exercise was logged in, oldest first, its sets in order. */
export function exerciseEntries(rows: LogRows, exercise: string): ExerciseEntry[] {
  const sets = new Map<string, TrainingSetRow[]>();
  for (const set of rows.sets) {
    if (set.exercise !== exercise) continue;
    sets.set(set.session_id, [...(sets.get(set.session_id) ?? []), set]);
  }
  return [...rows.sessions].sort(byStart).flatMap((session) => {
    const own = sets.get(session.id);
    return own === undefined ? [] : [{ session, sets: own.sort((a, b) => a.position - b.position) }];
  });
}

/** An entry as the progression rules read it; a set without reps counts as not done. */
export function asExerciseSession(entry: ExerciseEntry): ExerciseSession {
  const first = entry.sets[0];
  return {
    targetSets: entry.sets.length,
    targetReps: first?.target_reps ?? 1,
    suggestedKg: first?.suggested_kg ?? undefined,
    sets: entry.sets.map((set) => ({
      kg: set.kg ?? undefined,
      reps: set.reps ?? 0,
      done: set.done && set.reps !== null,
    })),
    lighterWeek: readSessionTitle(entry.session.title).lighter,
  };
}

/** The exercise's sessions for the progression rules, oldest first. */
export function exerciseHistory(rows: LogRows, exercise: string): ExerciseSession[] {
  return exerciseEntries(rows, exercise).map(asExerciseSession);
}

/** A point of the progress chart: a calendar day and a weight. */
export interface ProgressPoint {
  x: number;
  y: number;
}

export interface ExerciseProgress {
  exercise: string;
  /** The heaviest done set of each day (ties: more reps), kg. */
  best: ProgressPoint[];
  /** The highest estimated one-rep max of each day (Epley), kg. */
  oneRepMax: ProgressPoint[];
  /** The best set of the latest day, for the heading: kg and reps. */
  latest: { kg: number; reps: number } | undefined;
}

/**
 * Per exercise with weighted sets done, its progress by day: the best set and the estimated
 * one-rep max, in order of the most recently trained first.
 */
export function exerciseProgress(rows: LogRows): ExerciseProgress[] {
  const dayOf = new Map(rows.sessions.map((session) => [session.id, dayNumber(session.day)]));
  const byExercise = new Map<string, Map<number, { kg: number; reps: number; orm: number }>>();
  for (const set of rows.sets) {
    const day = dayOf.get(set.session_id);
    if (!set.done || set.kg === null || set.kg <= 0 || set.reps === null || day === undefined) continue;
    const days = byExercise.get(set.exercise) ?? new Map<number, { kg: number; reps: number; orm: number }>();
    byExercise.set(set.exercise, days);
    const seen = days.get(day);
    const orm = epleyOneRepMax(set.kg, set.reps);
    const heavier = seen === undefined || set.kg > seen.kg || (set.kg === seen.kg && set.reps > seen.reps);
    const best = heavier ? { kg: set.kg, reps: set.reps } : { kg: seen.kg, reps: seen.reps };
    days.set(day, { ...best, orm: Math.max(orm, seen?.orm ?? 0) });
  }
  return [...byExercise]
    .map(([exercise, days]) => {
      const ordered = [...days].sort(([a], [b]) => a - b);
      const last = ordered.at(-1)?.[1];
      return {
        exercise,
        best: ordered.map(([x, best]) => ({ x, y: best.kg })),
        oneRepMax: ordered.map(([x, best]) => ({ x, y: Math.round(best.orm * 10) / 10 })),
        latest: last === undefined ? undefined : { kg: last.kg, reps: last.reps },
        lastDay: ordered.at(-1)?.[0] ?? 0,
      };
    })
    .sort((a, b) => b.lastDay - a.lastDay)
    .map(({ exercise, best, oneRepMax, latest }) => ({ exercise, best, oneRepMax, latest }));
}

/** Monday's day number of the week holding `day` (1970-01-01 was a Thursday). */
export function weekStart(day: number): number {
  return day - ((day + 3) % 7);
}

/** Sessions logged in each of the `weeks` weeks up to the one holding `today`, oldest first. */
export function sessionsPerWeek(
  sessions: readonly Pick<TrainingSessionRow, 'day'>[],
  today: number,
  weeks: number,
): { week: number; count: number }[] {
  const current = weekStart(today);
  const starts = Array.from({ length: weeks }, (_, i) => current - (weeks - 1 - i) * 7);
  return starts.map((week) => ({
    week,
    count: sessions.filter((session) => weekStart(dayNumber(session.day)) === week).length,
  }));
}

/** The log's sessions, newest first, each with its sets in order. */
export function sessionList(rows: LogRows): ExerciseEntry[] {
  const sets = new Map<string, TrainingSetRow[]>();
  for (const set of rows.sets) sets.set(set.session_id, [...(sets.get(set.session_id) ?? []), set]);
  return [...rows.sessions]
    .sort(byStart)
    .reverse()
    .map((session) => ({
      session,
      sets: (sets.get(session.id) ?? []).sort((a, b) => a.position - b.position),
    }));
}
