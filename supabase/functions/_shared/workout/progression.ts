/**
 * Double progression for the training log: work at a weight until every working set reaches its
 * target reps, then add the exercise's smallest practical step; after two missed sessions running,
 * come down about 10 %. A session where the weight was lowered or the exercise skipped never counts
 * as a success (a progression that counts them raises the weight on days the person could not lift
 * it). Bodyweight exercises progress in reps, and past a ceiling to a harder variant.
 */

import type { WorkoutEquipment } from '../domain.ts';

/** How an exercise is loaded, which sets its step. */
export type LoadKind = 'barbell-lower' | 'barbell-upper' | 'dumbbell' | 'machine' | 'bodyweight';

/**
 * The smallest practical step, kg: a pair of 1.25 kg plates on an upper-body bar, 2.5 kg plates on a
 * lower-body bar (legs and hips move more), the next pair of dumbbells or the next pin of a stack.
 */
export const LOAD_STEP_KG = {
  'barbell-lower': 5,
  'barbell-upper': 2.5,
  dumbbell: 2,
  machine: 2.5,
} as const satisfies Record<Exclude<LoadKind, 'bodyweight'>, number>;

/** An empty Olympic bar: no barbell suggestion goes below it. */
export const EMPTY_BAR_KG = 20;
/** After two misses running, the weight comes down by about this share. */
export const BACK_OFF_SHARE = 0.1;
/** A bodyweight exercise past its target by this many reps a set is ready for a harder variant. */
export const BODYWEIGHT_REP_CEILING = 5;

/** One working set as logged. Weight undefined for a bodyweight exercise. */
export interface LoggedSet {
  kg?: number | undefined;
  reps: number;
  done: boolean;
}

/** One earlier session of an exercise. */
export interface ExerciseSession {
  /** The target of that day: sets × reps. */
  targetSets: number;
  targetReps: number;
  /** The weight suggested that day; undefined the first time the exercise was met. */
  suggestedKg?: number | undefined;
  sets: readonly LoggedSet[];
  /** Skipped that day ("Hoppa över" or not reached). */
  skipped?: boolean | undefined;
  /** A session of the plan's lighter week: it neither raises nor lowers the weight. */
  lighterWeek?: boolean | undefined;
}

export type Outcome = 'success' | 'missed' | 'lowered' | 'skipped' | 'lighter-week';

export type Suggestion =
  /** The first time: no weight, only the target reps. */
  | { kind: 'first' }
  | {
      kind: 'weight';
      kg: number;
      /** Why: the last counted session's outcome, and whether this is a step up or a back-off. */
      change: 'up' | 'same' | 'down';
      last: Outcome;
    }
  | { kind: 'reps'; reps: number; change: 'up' | 'same' | 'down'; last: Outcome; harderVariant: boolean };

const workingSets = (session: ExerciseSession) => session.sets.filter((set) => set.done);

/** The weight the person worked at: the lightest of the done working sets. */
export function workedKg(session: ExerciseSession): number | undefined {
  const weights = workingSets(session).flatMap((set) => (set.kg === undefined ? [] : [set.kg]));
  return weights.length === 0 ? undefined : Math.min(...weights);
}

/** What a session says about the weight: only a full session at the suggested weight is a success. */
export function outcomeOf(session: ExerciseSession): Outcome {
  if (session.skipped === true || workingSets(session).length === 0) return 'skipped';
  if (session.lighterWeek === true) return 'lighter-week';
  const done = workingSets(session);
  const worked = workedKg(session);
  if (session.suggestedKg !== undefined && worked !== undefined && worked < session.suggestedKg)
    return 'lowered';
  const allReps = done.length >= session.targetSets && done.every((set) => set.reps >= session.targetReps);
  return allReps ? 'success' : 'missed';
}

/** Rounds down to the step, and never below the floor. */
function onStep(kg: number, step: number, floor: number): number {
  return Math.max(floor, Math.floor(kg / step + 1e-9) * step);
}

/**
 * The next session's suggestion from the exercise's sessions, oldest first. Lighter-week and skipped
 * sessions are passed over; the latest counted one decides, and two misses (or lowered sessions)
 * running bring the weight down.
 */
export function suggestNext(kind: LoadKind, history: readonly ExerciseSession[]): Suggestion {
  const counted = history.filter((session) => {
    const outcome = outcomeOf(session);
    return outcome !== 'skipped' && outcome !== 'lighter-week';
  });
  const last = counted.at(-1);
  const floor = kind === 'barbell-lower' || kind === 'barbell-upper' ? EMPTY_BAR_KG : 0;
  if (last === undefined) {
    // Only skipped or lighter sessions so far: hold what was suggested last, or start fresh.
    const latest = history.at(-1);
    const held = [...history].reverse().find((session) => session.suggestedKg !== undefined)?.suggestedKg;
    return held === undefined || latest === undefined || kind === 'bodyweight'
      ? { kind: 'first' }
      : { kind: 'weight', kg: Math.max(floor, held), change: 'same', last: outcomeOf(latest) };
  }
  const outcome = outcomeOf(last);
  const previous = counted.at(-2);
  const twoMisses = outcome !== 'success' && previous !== undefined && outcomeOf(previous) !== 'success';

  if (kind === 'bodyweight') {
    const base = last.targetReps;
    if (outcome === 'success') {
      const reps = base + 1;
      const harderVariant = reps - (history[0]?.targetReps ?? reps) >= BODYWEIGHT_REP_CEILING;
      return { kind: 'reps', reps, change: 'up', last: outcome, harderVariant };
    }
    const reps = twoMisses ? Math.max(1, Math.round(base * (1 - BACK_OFF_SHARE))) : base;
    return { kind: 'reps', reps, change: reps < base ? 'down' : 'same', last: outcome, harderVariant: false };
  }

  const step = LOAD_STEP_KG[kind];
  // The weight the last session was meant at: its suggestion, or the first time what was lifted.
  const base = Math.max(floor, last.suggestedKg ?? workedKg(last) ?? floor);
  if (outcome === 'success') return { kind: 'weight', kg: base + step, change: 'up', last: outcome };
  const kg = twoMisses ? onStep(base * (1 - BACK_OFF_SHARE), step, floor) : base;
  return { kind: 'weight', kg, change: kg < base ? 'down' : 'same', last: outcome };
}

/** Where the person trains: a gym, at home with dumbbells, or with the body's own weight only. */
export type Equipment = WorkoutEquipment;

const BODYWEIGHT_NAMES =
  /kroppsvikt|utan vikt|armhävning|chins|pull-up|omvänd rodd|plank|höftlyft|step-up|superman|fågelhund|liggande|trappsteg|dips|med band/u;
const DUMBBELL_NAMES = /hantel|hantlar|goblet|utfall/u;
const MACHINE_NAMES = /kabel|maskin|latsdrag|vadpress|triceps-press/u;
const LOWER_BARBELL_NAMES = /knäböj|marklyft|hip thrust/u;

/**
 * How an exercise is loaded, read from its name in the plan and where the person trains: the
 * strength guide's barbell lifts, dumbbell and machine work, and what the body's weight loads.
 */
export function loadKindOf(exercise: string, equipment: Equipment): LoadKind {
  const name = exercise.toLowerCase();
  if (equipment === 'bodyweight') return 'bodyweight';
  const named = /hantel|hantlar|goblet/u.test(name);
  if (BODYWEIGHT_NAMES.test(name) && !named) return 'bodyweight';
  if (equipment === 'dumbbells' || DUMBBELL_NAMES.test(name)) return 'dumbbell';
  if (MACHINE_NAMES.test(name)) return 'machine';
  return LOWER_BARBELL_NAMES.test(name) ? 'barbell-lower' : 'barbell-upper';
}
