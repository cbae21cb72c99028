import { describe, expect, it } from 'vitest';

import { generateWorkoutPlan } from '@shared/workout/generate.ts';
import { alternativesFor } from '@shared/workout/library.ts';

import { STRENGTH_FORM } from '../support/workout-plans';

import { exerciseProgress, sessionsPerWeek, weekStart, type LogRows } from '@/islands/training-log/history';
import {
  adaptationsOf,
  equipmentOf,
  nextTrainingDay,
  readPlanDays,
  readPlanLine,
  readSessionTitle,
  sessionTitle,
  type PlanDay,
} from '@/islands/training-log/plan-day';
import {
  REST_SECONDS,
  deleteChanges,
  extendRest,
  kgError,
  remainingSeconds,
  repsError,
  restKindOf,
  sessionChanges,
  sessionErrors,
  skipRest,
  startSession,
  summaryOf,
  swapExercise,
  toggleSetDone,
  typeInSet,
} from '@/islands/training-log/session';
import type { TrainingSessionRow, TrainingSetRow } from '@/lib/sync/log-rows';
import type { OpenSession } from '@/lib/workout/open-session';

const STRENGTH_PLAN = generateWorkoutPlan(STRENGTH_FORM);
const MONTH_PLAN = generateWorkoutPlan({ ...STRENGTH_FORM, duration: '30-days' });
const NO_ADAPTATIONS = { back: false, knee: false };
const GYM = { equipment: 'gym', adaptations: NO_ADAPTATIONS } as const;

/** Ids in order (UUIDs, as the stored session's schema wants). */
function ids() {
  let n = 0;
  return () => {
    n += 1;
    return `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
  };
}

const EMPTY: LogRows = { sessions: [], sets: [] };

function dayOf(days: readonly PlanDay[], n: number): PlanDay {
  const day = days[n - 1];
  if (day === undefined) throw new Error(`no day ${String(n)}`);
  return day;
}

/** A finished session of `exercise`: `reps` per set at `kg`, suggested at `suggested`. */
function logged(
  exercise: string,
  kg: number | null,
  reps: number[],
  {
    suggested = null,
    target = 10,
    started = '2026-11-02T17:00:00.000Z',
    title = 'Dag 1 · Styrka',
  }: { suggested?: number | null; target?: number; started?: string; title?: string } = {},
): LogRows {
  const id = `s-${started}`;
  const session: TrainingSessionRow = {
    id,
    day: started.slice(0, 10),
    title,
    kind: 'strength',
    duration_min: null,
    distance_km: null,
    rpe: null,
    started_at: started,
    finished_at: started,
  };
  const sets: TrainingSetRow[] = reps.map((n, position) => ({
    id: `${id}-${String(position)}`,
    session_id: id,
    exercise,
    position,
    kg,
    reps: n,
    seconds: null,
    done: true,
    suggested_kg: suggested,
    target_reps: target,
  }));
  return { sessions: [session], sets };
}

const merge = (...logs: LogRows[]): LogRows => ({
  sessions: logs.flatMap((log) => log.sessions),
  sets: logs.flatMap((log) => log.sets),
});

describe("a plan's days", () => {
  it('reads each line: sets × reps, a hold in seconds, cardio minutes and intervals, and free text', () => {
    expect(readPlanLine('Knäböj: 3 × 5')).toEqual({
      name: 'Knäböj',
      line: 'Knäböj: 3 × 5',
      target: { kind: 'reps', sets: 3, reps: 5 },
      note: '',
    });
    expect(
      readPlanLine('Gobletknäböj med hantel: 3 × 10 – välj en vikt du orkar 12 gånger, gör 10'),
    ).toMatchObject({
      name: 'Gobletknäböj med hantel',
      target: { kind: 'reps', sets: 3, reps: 10 },
      note: 'välj en vikt du orkar 12 gånger, gör 10',
    });
    expect(readPlanLine('Utfall (per ben): 3 × 10').name).toBe('Utfall (per ben)');
    expect(readPlanLine('Plankan: 3 × 30 s').target).toEqual({ kind: 'hold', sets: 3, seconds: 30 });
    expect(readPlanLine('Bänkpress 4x8').target).toEqual({ kind: 'reps', sets: 4, reps: 8 });
    expect(readPlanLine('Löpning i zon 2 (60–70 % av maxpuls): 25 min').target).toEqual({
      kind: 'cardio',
      text: '25 min',
    });
    expect(
      readPlanLine('Intervaller, löpning, i zon 4 (80–90 % av maxpuls): 4 × 3 min med 2 min lugnt').target
        .kind,
    ).toBe('cardio');
    expect(
      readPlanLine('Korta intervaller, löpning, i zon 5: 6 × 30 s med 90 s lugnt emellan').target.kind,
    ).toBe('cardio');
    expect(readPlanLine('Stretcha det som känns stelt')).toMatchObject({
      target: { kind: 'free' },
      note: '',
    });
  });

  it('keeps the warm-up and cool-down lines of a training day, and marks the deload week', () => {
    const days = readPlanDays(STRENGTH_PLAN, '7-days');
    expect(days).toHaveLength(7);
    const first = dayOf(days, 1);
    expect(first.rest).toBe(false);
    expect(first.warmUp[0]).toMatch(/^Uppvärmning/u);
    expect(first.coolDown[0]).toMatch(/^Nedkylning/u);
    expect(first.items.map((item) => item.name)).toContain('Knäböj');
    expect(first.items.find((item) => item.name === 'Knäböj')?.target).toEqual({
      kind: 'reps',
      sets: 3,
      reps: 5,
    });
    expect(dayOf(days, 2).rest).toBe(true);
    expect(dayOf(days, 2).warmUp).toEqual([]);

    const month = readPlanDays(MONTH_PLAN, '30-days');
    expect(month.filter((day) => day.lighter).map((day) => day.day)).toEqual([22, 23, 24, 25, 26, 27, 28]);
    expect(sessionTitle(dayOf(month, 22))).toMatch(/ · avlastningsvecka$/u);
    expect(readSessionTitle(sessionTitle(dayOf(month, 22)))).toEqual({
      day: 22,
      title: dayOf(month, 22).title,
      lighter: true,
    });
  });

  it('next training day: day 1 at first, the first training day after the latest of this plan, then round again', () => {
    const days = readPlanDays(STRENGTH_PLAN, '7-days');
    const training = days.filter((day) => !day.rest).map((day) => day.day);
    expect(training).toEqual([1, 3, 5]);
    const session = (day: number, at: string) => ({ title: sessionTitle(dayOf(days, day)), started_at: at });
    expect(nextTrainingDay(days, [])?.day).toBe(1);
    expect(nextTrainingDay(days, [session(1, '2026-11-02T17:00:00Z')])?.day).toBe(3);
    // The latest session decides, whatever order the log holds them in.
    expect(
      nextTrainingDay(days, [session(3, '2026-11-04T17:00:00Z'), session(1, '2026-11-02T17:00:00Z')])?.day,
    ).toBe(5);
    expect(nextTrainingDay(days, [session(5, '2026-11-06T17:00:00Z')])?.day).toBe(1);
    // A session of another plan (another title for that day) is not this plan's.
    expect(
      nextTrainingDay(days, [{ title: 'Dag 3 · Löpning', started_at: '2026-11-09T17:00:00Z' }])?.day,
    ).toBe(1);
  });
});

describe('starting a session', () => {
  const days = readPlanDays(STRENGTH_PLAN, '7-days');
  const now = new Date('2026-11-09T17:00:00.000Z');

  it('prefills the suggestion and says why: "Förra gången: 3 × 10 med 40 kg — alla set klara → i dag 42,5 kg"', () => {
    const history = logged('Bänkpress', 40, [10, 10, 10], { suggested: 40 });
    const day: PlanDay = {
      ...dayOf(days, 1),
      items: [readPlanLine('Bänkpress: 3 × 10')],
    };
    const session = startSession({ day, rows: history, ...GYM, now, newId: ids() });
    const bench = session.exercises[0];
    expect(bench?.suggestedKg).toBe(42.5);
    expect(bench?.reason).toBe('Förra gången: 3 × 10 med 40 kg — alla set klara → i dag 42,5 kg');
    expect(bench?.sets.map((set) => [set.kg, set.reps, set.done])).toEqual([
      ['42,5', '10', false],
      ['42,5', '10', false],
      ['42,5', '10', false],
    ]);
    expect(bench?.rest).toBe('hypertrophy');
  });

  it('the first time: no weight, only the target; bodyweight work has no weight at all', () => {
    const session = startSession({
      day: dayOf(days, 1),
      rows: EMPTY,
      ...GYM,
      now,
      newId: ids(),
    });
    const squat = session.exercises.find((exercise) => exercise.name === 'Knäböj');
    expect(squat?.suggestedKg).toBeNull();
    expect(squat?.sets.every((set) => set.kg === '' && set.reps === '5')).toBe(true);
    expect(squat?.reason).toMatch(/^Första gången/u);
    expect(squat?.rest).toBe('heavy');
    const plank = session.exercises.find((exercise) => exercise.name === 'Plankan');
    expect(plank?.target).toEqual({ kind: 'hold', sets: 3, seconds: 30 });
    expect(plank?.sets[0]?.seconds).toBe('30');
    expect(plank?.rest).toBe('light');
    expect(session.warmUp).toHaveLength(1);
    expect(session.title).toBe(`Dag 1 · ${dayOf(days, 1).title}`);
    expect(session.day).toBe('2026-11-09');

    const home = startSession({
      day: { ...dayOf(days, 1), items: [readPlanLine('Armhävningar: 3 × 10')] },
      rows: logged('Armhävningar', null, [10, 10, 10]),
      equipment: 'bodyweight',
      adaptations: NO_ADAPTATIONS,
      now,
      newId: ids(),
    });
    expect(home.exercises[0]?.load).toBe('bodyweight');
    expect(home.exercises[0]?.sets.map((set) => [set.kg, set.reps])).toEqual([
      ['', '11'],
      ['', '11'],
      ['', '11'],
    ]);
  });

  it('"Byt övning" brings the new exercise\'s own history and suggestion', () => {
    const rows = merge(
      logged('Bänkpress', 60, [10, 10, 10], { suggested: 60 }),
      logged('Hantelpress på bänk', 20, [10, 10, 8], { suggested: 20, started: '2026-11-03T17:00:00.000Z' }),
    );
    const day: PlanDay = { ...dayOf(days, 1), items: [readPlanLine('Bänkpress: 3 × 10')] };
    const session = startSession({ day, rows, ...GYM, now, newId: ids() });
    expect(alternativesFor('Bänkpress', GYM)).toContain('Hantelpress på bänk');
    const swapped = swapExercise(session, 0, 'Hantelpress på bänk', rows, ids());
    expect(swapped.exercises[0]).toMatchObject({
      name: 'Hantelpress på bänk',
      planned: 'Bänkpress',
      suggestedKg: 20,
      load: 'dumbbell',
    });
    expect(swapped.exercises[0]?.reason).toMatch(/inte alla repetitioner/u);
  });
});

describe('where the plan is done', () => {
  it("the form's place, else the plan's starting point, else an old home plan means bodyweight, else a gym", () => {
    expect(equipmentOf(STRENGTH_PLAN, 'dumbbells')).toBe('dumbbells');
    expect(equipmentOf('Utgångsläge: ny vid styrketräning, tränar hemma med hantlar')).toBe('dumbbells');
    expect(equipmentOf('Utgångsläge: van vid styrketräning, tränar med kroppsvikt, utan redskap')).toBe(
      'bodyweight',
    );
    expect(equipmentOf('Anpassat efter: knäbesvär, hemmaträning utan utrustning')).toBe('bodyweight');
    expect(equipmentOf(STRENGTH_PLAN)).toBe('gym');
    const home = generateWorkoutPlan({
      ...STRENGTH_FORM,
      specificGoals: 'ont i knät',
      experience: 'new',
      equipment: 'bodyweight',
    });
    expect(adaptationsOf(home)).toMatchObject({ knee: true, back: false });
    expect(equipmentOf(home)).toBe('bodyweight');
  });
});

describe('the rest timer', () => {
  it('defaults by kind: heavy fives 150 s, hypertrophy 90 s, core and isolation 60 s', () => {
    expect(restKindOf('Knäböj', { kind: 'reps', sets: 5, reps: 5 })).toBe('heavy');
    expect(restKindOf('Rodd', { kind: 'reps', sets: 3, reps: 10 })).toBe('hypertrophy');
    expect(restKindOf('Hantelcurl', { kind: 'reps', sets: 3, reps: 10 })).toBe('light');
    expect(restKindOf('Plankan', { kind: 'hold', sets: 3, seconds: 30 })).toBe('light');
    expect(REST_SECONDS).toEqual({ heavy: 150, hypertrophy: 90, light: 60 });
  });

  it('counts from the stored end, so a reload (a later clock, the same end) shows the right time', () => {
    const days = readPlanDays(STRENGTH_PLAN, '7-days');
    const start = startSession({
      day: dayOf(days, 1),
      rows: EMPTY,
      ...GYM,
      now: new Date(1_000_000),
      newId: ids(),
    });
    const done = toggleSetDone(start, 0, 0, 1_000_000);
    expect(done.exercises[0]?.sets[0]?.done).toBe(true);
    expect(done.rest).toEqual({ endsAt: 1_000_000 + 150_000, seconds: 150, kind: 'heavy' });
    const reloaded = JSON.parse(JSON.stringify(done)) as OpenSession;
    expect(remainingSeconds(reloaded.rest?.endsAt ?? 0, 1_000_000 + 40_500)).toBe(110);
    expect(remainingSeconds(reloaded.rest?.endsAt ?? 0, 1_000_000 + 200_000)).toBe(0);
    const more = extendRest(reloaded, 1_000_000 + 40_500);
    expect(remainingSeconds(more.rest?.endsAt ?? 0, 1_000_000 + 40_500)).toBe(125);
    // Run out, +15 s counts from now.
    expect(extendRest(reloaded, 1_000_000 + 200_000).rest?.endsAt).toBe(1_000_000 + 215_000);
    expect(skipRest(more).rest).toBeNull();
    // Undoing a set leaves the timer as it is.
    expect(toggleSetDone(done, 0, 0, 1_010_000).rest).toEqual(done.rest);
  });

  it('carries a done set’s weight and reps to the exercise’s later sets still empty, never over what was typed', () => {
    const days = readPlanDays(STRENGTH_PLAN, '7-days');
    let session = startSession({ day: dayOf(days, 1), rows: EMPTY, ...GYM, now: new Date(0), newId: ids() });
    // The first time: nothing prefilled.
    expect(session.exercises[0]?.sets.map((set) => set.kg)).toEqual(['', '', '']);
    session = typeInSet(session, 0, 0, 'kg', '60');
    session = typeInSet(session, 0, 0, 'reps', '5');
    session = typeInSet(session, 0, 2, 'kg', '57,5');
    session = toggleSetDone(session, 0, 0, 0);
    const sets = session.exercises[0]?.sets ?? [];
    expect(sets.map((set) => [set.kg, set.reps, set.done])).toEqual([
      ['60', '5', true],
      ['60', '5', false],
      ['57,5', '5', false],
    ]);
    // Another exercise is left alone.
    expect(session.exercises[1]?.sets.every((set) => set.kg === '')).toBe(true);
    // Set 2 done with its values: set 3 already has both (nothing carried), so it is the same
    // object and its row is not drawn again.
    const third = session.exercises[0]?.sets[2];
    session = toggleSetDone(session, 0, 1, 0);
    expect(session.exercises[0]?.sets[2]).toBe(third);
    expect(session.exercises[1]).toBe(toggleSetDone(session, 0, 2, 0).exercises[1]);
  });
});

describe('fields, checked as typed', () => {
  it('gives a Swedish message for a weight or reps that cannot be', () => {
    expect(kgError('-5')).toBe('Vikten måste vara mellan 0 och 600 kg.');
    expect(kgError('2 000')).toBe('Vikten måste vara mellan 0 och 600 kg.');
    expect(kgError(',')).toBe('Skriv vikten som ett tal, till exempel 42,5.');
    expect(kgError('42,3')).toBe('Vikten går i steg om 0,5 kg, till exempel 42,5.');
    expect(kgError('42,5')).toBeUndefined();
    expect(kgError('')).toBeUndefined();
    expect(repsError('0')).toMatch(/mellan 1 och 200/u);
    expect(repsError('500')).toMatch(/mellan 1 och 200/u);
    expect(repsError('10,5')).toMatch(/heltal/u);
    expect(repsError('tio')).toMatch(/^Skriv antalet/u);
  });

  it('a done set needs its reps before the session can be finished; the other fields stay as typed', () => {
    const days = readPlanDays(STRENGTH_PLAN, '7-days');
    let session = startSession({
      day: dayOf(days, 1),
      rows: EMPTY,
      ...GYM,
      now: new Date(),
      newId: ids(),
    });
    session = typeInSet(session, 0, 0, 'kg', '2000');
    session = typeInSet(session, 0, 1, 'kg', '60');
    session = typeInSet(session, 0, 1, 'reps', '');
    session = toggleSetDone(session, 0, 1, 0);
    expect(sessionErrors(session)).toEqual([
      ['0.0.kg', 'Vikten måste vara mellan 0 och 600 kg.'],
      ['0.1.reps', 'Skriv hur många repetitioner du gjorde.'],
    ]);
    expect(session.exercises[0]?.sets[1]?.kg).toBe('60');
  });
});

describe('finishing', () => {
  const days = readPlanDays(STRENGTH_PLAN, '7-days');

  it('writes the session and exactly one row per set, done or not, and the summary says "Nästa gång"', () => {
    const day: PlanDay = {
      ...dayOf(days, 1),
      items: [readPlanLine('Bänkpress: 3 × 10'), readPlanLine('Plankan: 2 × 30 s')],
    };
    let session = startSession({
      day,
      rows: logged('Bänkpress', 40, [10, 10, 10], { suggested: 40 }),
      ...GYM,
      now: new Date('2026-11-09T17:00:00.000Z'),
      newId: ids(),
    });
    session = toggleSetDone(session, 0, 0, 0);
    session = toggleSetDone(session, 0, 1, 0);
    session = toggleSetDone(session, 0, 2, 0);
    session = toggleSetDone(session, 1, 0, 0);
    session = typeInSet(session, 1, 0, 'seconds', '35');
    expect(sessionErrors(session)).toEqual([]);
    const changes = sessionChanges(session, new Date('2026-11-09T18:00:00.000Z'));
    expect(changes).toHaveLength(1 + 3 + 2);
    expect(changes[0]).toMatchObject({
      table: 'training_sessions',
      op: 'upsert',
      row: { id: session.id, kind: 'strength', day: '2026-11-09', finished_at: '2026-11-09T18:00:00.000Z' },
    });
    const sets = changes
      .slice(1)
      .map((change) => (change.op === 'upsert' ? change.row : undefined)) as TrainingSetRow[];
    expect(new Set(sets.map((set) => set.id)).size).toBe(5);
    expect(sets.map((set) => [set.exercise, set.position, set.kg, set.reps, set.seconds, set.done])).toEqual([
      ['Bänkpress', 0, 42.5, 10, null, true],
      ['Bänkpress', 1, 42.5, 10, null, true],
      ['Bänkpress', 2, 42.5, 10, null, true],
      ['Plankan', 3, null, null, 35, true],
      ['Plankan', 4, null, null, 30, false],
    ]);
    expect(sets[0]).toMatchObject({ suggested_kg: 42.5, target_reps: 10, session_id: session.id });

    const before = logged('Bänkpress', 40, [10, 10, 10], { suggested: 40 });
    const written = changes[0]?.op === 'upsert' ? (changes[0].row as TrainingSessionRow) : undefined;
    const after: LogRows = {
      sessions: [...before.sessions, ...(written === undefined ? [] : [written])],
      sets: [...before.sets, ...sets],
    };
    const summary = summaryOf(session, after);
    expect(summary[0]).toEqual({
      name: 'Bänkpress',
      done: '3 × 10 med 42,5 kg',
      next: 'Nästa gång: 45 kg × 10',
      reason: 'I dag: 3 × 10 med 42,5 kg — alla set klara → nästa gång 45 kg',
    });
    expect(summary[1]?.next).toBe('Nästa gång: 2 × 30 s');

    // Deleting the session deletes its sets in the same write.
    const deletion = deleteChanges(after, session.id);
    expect(deletion.filter((change) => change.table === 'training_sets')).toHaveLength(5);
    expect(deletion.at(-1)).toEqual({ table: 'training_sessions', op: 'delete', key: session.id });
  });

  it("a hold grows by 5 s over its shortest set once every set was held, else keeps the plan's time", () => {
    const day: PlanDay = { ...dayOf(days, 1), items: [readPlanLine('Plankan: 2 × 30 s')] };
    const start = (rows: LogRows) =>
      startSession({ day, rows, ...GYM, now: new Date('2026-11-09T17:00:00.000Z'), newId: ids() });
    let session = start(EMPTY);
    expect(session.exercises[0]?.sets.map((set) => set.seconds)).toEqual(['30', '30']);
    session = typeInSet(session, 0, 0, 'seconds', '35');
    session = typeInSet(session, 0, 1, 'seconds', '40');
    session = toggleSetDone(toggleSetDone(session, 0, 0, 0), 0, 1, 0);
    const rows = (changes: ReturnType<typeof sessionChanges>): LogRows => ({
      sessions: changes.flatMap((c) => (c.op === 'upsert' && c.table === 'training_sessions' ? [c.row] : [])),
      sets: changes.flatMap((c) => (c.op === 'upsert' && c.table === 'training_sets' ? [c.row] : [])),
    });
    const held = rows(sessionChanges(session, new Date('2026-11-09T18:00:00.000Z')));
    expect(summaryOf(session, held)[0]?.next).toBe('Nästa gång: 2 × 40 s');
    const next = start(held).exercises[0];
    expect(next?.sets.map((set) => set.seconds)).toEqual(['40', '40']);
    expect(next?.reason).toBe('Förra gången: 35, 40 s — alla set klara → i dag 40 s');
    // One set not held: the plan's time again.
    const missed = rows(
      sessionChanges(toggleSetDone(session, 0, 1, 0), new Date('2026-11-09T18:00:00.000Z')),
    );
    expect(start(missed).exercises[0]?.sets.map((set) => set.seconds)).toEqual(['30', '30']);
  });

  it('a cardio day logs minutes, an optional distance and the effort on the session', () => {
    const cardioDay: PlanDay = {
      ...dayOf(days, 1),
      title: 'Kondition – lugnt distanspass i zon 2',
      items: [readPlanLine('Löpning, cykel eller crosstrainer i zon 2 (60–70 % av maxpuls): 25 min')],
    };
    let session = startSession({
      day: cardioDay,
      rows: EMPTY,
      ...GYM,
      now: new Date(),
      newId: ids(),
    });
    expect(session.kind).toBe('cardio');
    expect(session.exercises).toEqual([]);
    expect(session.notes).toHaveLength(1);
    expect(sessionErrors(session)).toEqual([['cardio.duration', 'Skriv hur länge passet var, i minuter.']]);
    session = { ...session, cardio: { duration: '27,5', distance: '', rpe: '11' } };
    expect(sessionErrors(session)).toEqual([['cardio.rpe', expect.stringMatching(/1 \(mycket lätt\)/u)]]);
    session = { ...session, cardio: { duration: '27,5', distance: '4,2', rpe: '6' } };
    const cardioChanges = sessionChanges(session, new Date());
    expect(cardioChanges).toHaveLength(1);
    expect(cardioChanges[0]).toMatchObject({
      table: 'training_sessions',
      op: 'upsert',
      row: { kind: 'cardio', duration_min: 27.5, distance_km: 4.2, rpe: 6 },
    });
  });
});

describe('progress', () => {
  it("the best set and Epley's estimated 1RM per day, and sessions per week", () => {
    const rows = merge(
      logged('Knäböj', 60, [5, 5, 5], { started: '2026-11-02T17:00:00.000Z' }),
      logged('Knäböj', 65, [5, 5, 4], { started: '2026-11-05T17:00:00.000Z' }),
    );
    const [squat] = exerciseProgress(rows);
    expect(squat?.best.map((point) => point.y)).toEqual([60, 65]);
    // 65 × (1 + 5/30) = 75.83
    expect(squat?.oneRepMax.map((point) => point.y)).toEqual([70, 75.8]);
    expect(squat?.latest).toEqual({ kg: 65, reps: 5 });
    // 2026-11-02 is a Monday.
    const monday = Math.round(Date.parse('2026-11-02T00:00:00Z') / 86_400_000);
    expect(weekStart(monday + 3)).toBe(monday);
    expect(sessionsPerWeek(rows.sessions, monday + 8, 2)).toEqual([
      { week: monday, count: 2 },
      { week: monday + 7, count: 0 },
    ]);
  });
});
