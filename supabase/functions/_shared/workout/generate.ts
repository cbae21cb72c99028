import { WORKOUT_GOALS, type WorkoutFrequency, type WorkoutGoal } from '../domain.ts';
import type { WorkoutForm } from '../schemas/workout.ts';
import { FYSS_WEEKLY_MINUTES } from './cardio.ts';
import type { Dose, Trainee } from './library.ts';
import {
  CARDIO_KINDS,
  STRENGTH_KINDS,
  buildSession,
  cardioAfterStrength,
  type ExerciseLine,
  type Session,
  type SessionKind,
} from './sessions.ts';
import { adaptationLabels, recogniseSpecificGoals, type Adaptations } from './specific-goals.ts';

/** Each goal's preferred sessions, in the order they are added as training days grow. */
const GOAL_SESSIONS: Record<WorkoutGoal, readonly SessionKind[]> = {
  'Ökad styrka': ['strength', 'strength', 'strength', 'easy', 'mobility', 'threshold'],
  Muskeluppbyggnad: ['hypertrophy', 'hypertrophy', 'hypertrophy', 'easy', 'hypertrophy', 'mobility'],
  Viktminskning: ['general', 'easy', 'threshold', 'general', 'easy', 'mobility'],
  'Förbättrad kondition': ['easy', 'threshold', 'general', 'tempo', 'long', 'sprint'],
  'Förbättrad flexibilitet': ['mobility', 'general', 'mobility', 'easy', 'mobility', 'general'],
  'Allmän hälsa': ['general', 'easy', 'mobility', 'general', 'threshold', 'easy'],
};

/** Which weekdays (0 = Monday) are training days, by number of sessions per week. */
const WEEK_LAYOUTS: Partial<Record<number, readonly number[]>> = {
  3: [0, 2, 4],
  4: [0, 1, 3, 4],
  5: [0, 1, 2, 4, 5],
  6: [0, 1, 2, 3, 4, 5],
};

const WEEK_HEADINGS = [
  'VECKA 1 – grundvolym',
  'VECKA 2 – något mer volym',
  'VECKA 3 – veckans högsta volym',
  'VECKA 4 – avlastningsvecka (deload): cirka 65 % av volymen i vecka 3',
  'Ny period (dag 29–30): samma volym som vecka 1 men något tyngre',
] as const;

const EXPERIENCE_TEXT = { new: 'ny vid styrketräning', experienced: 'van vid styrketräning' } as const;
const EQUIPMENT_TEXT = {
  gym: 'tränar på gym',
  dumbbells: 'tränar hemma med hantlar',
  bodyweight: 'tränar med kroppsvikt, utan redskap',
} as const;

const REST_TITLE = 'Vila och återhämtning';
const REST_FOCUS =
  'Fokus: Återhämtning – en lugn promenad eller lätt rörlighet om du vill, sov gott och ät ordentligt.';

/**
 * Training days per week from the frequency: 2-3 → 3, 6-7 → 6, and 4-5 → 5 when the goals or
 * the specific goals lean on cardio (easy sessions recover fast), else 4.
 */
export function trainingDaysPerWeek(
  frequency: WorkoutFrequency,
  goals: readonly WorkoutGoal[],
  a: Adaptations,
): number {
  if (frequency === '2-3') return 3;
  if (frequency === '6-7') return 6;
  const cardioLeaning =
    goals.includes('Förbättrad kondition') || goals.includes('Viktminskning') || a.running;
  return cardioLeaning ? 5 : 4;
}

/**
 * A goal whose week aims at FYSS's 150 minutes of cardio: better fitness, weight loss, a running goal,
 * and general health (which follows FYSS's advice for adults).
 */
export function hasCardioGoal(goals: readonly WorkoutGoal[], a: Adaptations): boolean {
  return (
    goals.includes('Förbättrad kondition') ||
    goals.includes('Viktminskning') ||
    goals.includes('Allmän hälsa') ||
    a.running
  );
}

/** The week's session kinds, goals taking turns in the product's goal order. */
function weekSessions(goals: readonly WorkoutGoal[], days: number, a: Adaptations): SessionKind[] {
  const ordered = WORKOUT_GOALS.filter((g) => goals.includes(g));
  const used = new Map<WorkoutGoal, number>();
  const kinds: SessionKind[] = [];
  for (let i = 0; i < days; i++) {
    const goal = ordered[i % ordered.length] ?? 'Allmän hälsa';
    const n = used.get(goal) ?? 0;
    used.set(goal, n + 1);
    kinds.push(GOAL_SESSIONS[goal][n % GOAL_SESSIONS[goal].length] ?? 'general');
  }
  if (a.running) ensureRunning(kinds, a);
  else if (hasCardioGoal(goals, a)) ensureCardio(kinds);
  // A long session belongs on the last training day of the week (Friday/Saturday).
  const longAt = kinds.indexOf('long');
  if (longAt >= 0) kinds.push(...kinds.splice(longAt, 1));
  return kinds;
}

/**
 * Running goals: two runs a week (three from four training days), one of them a long run for a
 * (half) marathon; the last remaining strength session is kept for injury prevention.
 */
function ensureRunning(kinds: SessionKind[], a: Adaptations): void {
  const target = Math.min(kinds.length >= 4 ? 3 : 2, kinds.length);
  const wanted: SessionKind[] =
    a.longDistance === null ? ['easy', 'threshold', 'long'] : ['long', 'easy', 'threshold'];
  for (let i = kinds.length - 1; i >= 0 && countCardio(kinds) < target; i--) {
    const kind = kinds[i];
    if (kind === undefined || CARDIO_KINDS.has(kind)) continue;
    const strengthLeft = kinds.filter((k) => STRENGTH_KINDS.has(k)).length;
    if (STRENGTH_KINDS.has(kind) && strengthLeft <= 1) continue;
    kinds[i] = wanted.find((w) => !kinds.includes(w)) ?? 'easy';
  }
  if (a.longDistance !== null && !kinds.includes('long')) {
    const easyAt = kinds.lastIndexOf('easy');
    const at = easyAt >= 0 ? easyAt : kinds.findLastIndex((k) => CARDIO_KINDS.has(k));
    if (at >= 0) kinds[at] = 'long';
  }
}

/**
 * A cardio goal's week needs room for 150 minutes: three cardio sessions from five training days,
 * two from four. Mobility gives way first, then strength beyond two sessions (FYSS asks for
 * strength at least twice a week). Three training days keep their sessions; the plan then says what
 * would reach 150.
 */
function ensureCardio(kinds: SessionKind[]): void {
  const target = kinds.length >= 5 ? 3 : kinds.length >= 4 ? 2 : 0;
  // Two cardio sessions hold 150 minutes only if one of them is long.
  const wanted: SessionKind[] = ['easy', 'long', 'tempo', 'threshold'];
  const replaceable = (kind: SessionKind) =>
    kind === 'mobility' ||
    (STRENGTH_KINDS.has(kind) && kinds.filter((k) => STRENGTH_KINDS.has(k)).length > 2);
  for (const pass of [(k: SessionKind) => k === 'mobility', replaceable]) {
    for (let i = kinds.length - 1; i >= 0 && countCardio(kinds) < target; i--) {
      const kind = kinds[i];
      if (kind === undefined || CARDIO_KINDS.has(kind) || !pass(kind)) continue;
      kinds[i] = wanted.find((w) => !kinds.includes(w)) ?? 'easy';
    }
  }
}

function countCardio(kinds: readonly SessionKind[]): number {
  return kinds.filter((k) => CARDIO_KINDS.has(k)).length;
}

/** "3 × 5", "3 × 30 s", "25 min", "4 × 3 min" */
export function doseText(dose: Dose): string {
  switch (dose.kind) {
    case 'reps':
      return `${dose.sets} × ${dose.reps}`;
    case 'hold':
      return `${dose.sets} × ${dose.seconds} s`;
    case 'minutes':
      return `${dose.minutes} min`;
    case 'intervals':
      return dose.seconds >= 60 && dose.seconds % 60 === 0
        ? `${dose.rounds} × ${dose.seconds / 60} min`
        : `${dose.rounds} × ${dose.seconds} s`;
  }
}

/** "- Name: 3 × 10 – välj en vikt du orkar 12 gånger, gör 10", "- Löpning i zon 2 …: 30 min". */
function exerciseText(e: ExerciseLine, week: number): string {
  const dose = e.progression[week] ?? e.progression[0];
  const note = e.note ? ` ${e.note}` : '';
  const effort = e.effort?.(dose) ?? '';
  return `- ${e.name}: ${doseText(dose)}${note}${effort === '' ? '' : ` – ${effort}`}`;
}

function sessionLines(session: Session, week: number): string[] {
  return [
    `Fokus: ${session.focus}`,
    `- ${session.warmUp}`,
    ...session.exercises.map((e) => exerciseText(e, week)),
    `- ${session.coolDown}`,
  ];
}

/**
 * The week's cardio aim for a cardio goal, by week of the plan: FYSS's 150 minutes from the first
 * week for an experienced person, built up from 120 for a new one and reached in week 3; the lighter
 * fourth week lightens strength and intervals but keeps the 150.
 */
export function cardioTargets(form: Pick<WorkoutForm, 'duration' | 'experience'>): readonly number[] {
  if (form.duration === '7-days') return [FYSS_WEEKLY_MINUTES];
  return form.experience === 'new' ? [120, 140, 160, 150] : [150, 165, 180, 150];
}

const STEP_MINUTES = 5;

const doseMinutes = (dose: Dose | undefined): number => {
  if (dose === undefined) return 0;
  if (dose.kind === 'minutes') return dose.minutes;
  if (dose.kind === 'intervals') return (dose.rounds * dose.seconds) / 60;
  return 0;
};

/**
 * Lengthens the week's lines of easy, tempo and long cardio, 5 minutes at a time and each up to its
 * cap, until the week holds its target (a vigorous minute counts as two): the cardio sessions first,
 * then short zone-2 cardio after the strength sessions. Intervals stay as they are. Where the caps
 * are reached first, the week stays short and the plan's view says what would reach 150.
 */
function fillCardio(sessions: readonly Session[], targets: readonly number[]): void {
  const lines = sessions.flatMap((s) => s.exercises).filter((e) => e.cardio !== undefined);
  const weeks = [0, 1, 2, 3];
  const minutes = lines.map((e) => weeks.map((w) => doseMinutes(e.progression[w])));
  weeks.forEach((w) => {
    const target = targets[w] ?? targets[0] ?? 0;
    let total = lines.reduce((sum, e, i) => {
      const m = minutes[i]?.[w] ?? 0;
      return sum + (e.cardio !== undefined && e.cardio.zone >= 4 ? 2 * m : m);
    }, 0);
    for (const priority of [0, 1]) {
      let grew = true;
      while (total < target && grew) {
        grew = false;
        lines.forEach((e, i) => {
          const cap = e.cardio?.cap;
          const row = minutes[i];
          if (total >= target || cap === undefined || e.cardio?.priority !== priority || row === undefined)
            return;
          const now = row[w] ?? 0;
          if (now >= cap) return;
          const next = Math.min(cap, now + STEP_MINUTES);
          row[w] = next;
          total += next - now;
          grew = true;
        });
      }
    }
  });
  lines.forEach((e, i) => {
    const row = minutes[i];
    if (e.cardio?.cap === undefined || row === undefined) return;
    // A line used in some week is there every week, at least 10 minutes.
    const used = row.some((m) => m > 0);
    const at = (w: number): Dose => ({ kind: 'minutes', minutes: Math.max(used ? 10 : 0, row[w] ?? 0) });
    e.progression = [at(0), at(1), at(2), at(3)];
  });
}

/**
 * Writes a workout plan in the text format ./parse.ts reads: a few header lines, then per day
 * `DAG n: <title>`, a `Fokus:` line and `- ` exercise lines with sets × reps or minutes; each
 * training day starts with an "Uppvärmning" line and ends with a "Nedkylning" line, which the
 * parser skips. Rest days are titled "Vila och återhämtning". A 30-day plan is four weeks that
 * build up for three weeks and deload to about 65 % in week 4, then days 29–30 start a new
 * period. Deterministic: the same form always gives the same text.
 */
export function generateWorkoutPlan(form: WorkoutForm): string {
  const adaptations = recogniseSpecificGoals(form.specificGoals);
  const who: Trainee = { experience: form.experience, equipment: form.equipment };
  const perWeek = trainingDaysPerWeek(form.frequency, form.goals, adaptations);
  const kinds = weekSessions(form.goals, perWeek, adaptations);
  const layout = WEEK_LAYOUTS[perWeek] ?? [];
  const cardioGoal = hasCardioGoal(form.goals, adaptations);

  let strengthCount = 0;
  const byWeekday = new Map<number, Session>();
  kinds.forEach((kind, i) => {
    const variant = STRENGTH_KINDS.has(kind) ? strengthCount++ : 0;
    const session = buildSession(kind, variant, adaptations, who);
    if (cardioGoal && STRENGTH_KINDS.has(kind)) session.exercises.push(cardioAfterStrength(adaptations, who));
    byWeekday.set(layout[i] ?? i, session);
  });
  if (cardioGoal) {
    fillCardio([...byWeekday.values()], cardioTargets(form));
    // Cardio after strength that the week did not need is left out.
    for (const session of byWeekday.values()) {
      session.exercises = session.exercises.filter((e) =>
        e.progression.some((d) => d.kind !== 'minutes' || d.minutes > 0),
      );
    }
  }

  const totalDays = form.duration === '30-days' ? 30 : 7;
  const labels = adaptationLabels(adaptations);
  const lines: string[] = [
    `Träningsschema ${totalDays} dagar`,
    `Mål: ${form.goals.join(', ')} · ${perWeek} träningspass per vecka`,
    `Utgångsläge: ${EXPERIENCE_TEXT[form.experience]}, ${EQUIPMENT_TEXT[form.equipment]}`,
    ...(labels.length > 0 ? [`Anpassat efter: ${labels.join(', ')}`] : []),
    ...(cardioGoal
      ? [
          `Konditionsträning: mot minst ${FYSS_WEEKLY_MINUTES} minuter i veckan (FYSS), minuter i zon 4–5 räknas dubbelt.`,
        ]
      : []),
    'Gör övningarna i ordning och vila 30–60 sekunder mellan dem.',
  ];
  for (let day = 1; day <= totalDays; day++) {
    const week = Math.floor((day - 1) / 7);
    const weekday = (day - 1) % 7;
    if (weekday === 0 && totalDays > 7) lines.push('', WEEK_HEADINGS[week] ?? '');
    const session = byWeekday.get(weekday);
    lines.push('');
    if (session) {
      lines.push(`DAG ${day}: ${session.title}`, ...sessionLines(session, week % 4));
    } else {
      lines.push(`DAG ${day}: ${REST_TITLE}`, REST_FOCUS);
    }
  }
  return lines.join('\n') + '\n';
}

/** The saved plan's name, by duration. */
export function workoutPlanName(duration: WorkoutForm['duration']): string {
  return duration === '30-days' ? 'Träningsschema 30 dagar' : 'Träningsschema 7 dagar';
}

/** The saved plan's description: 'Mål: {goals} | Frekvens: {frequency}' plus ' | Specifika mål: {text}' if given. */
export function workoutPlanDescription(form: WorkoutForm): string {
  const base = `Mål: ${form.goals.join(', ')} | Frekvens: ${form.frequency}`;
  return form.specificGoals ? `${base} | Specifika mål: ${form.specificGoals}` : base;
}
