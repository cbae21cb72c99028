import type { WorkoutEquipment, WorkoutExperience } from '../domain.ts';
import type { Adaptations } from './specific-goals.ts';

/**
 * The exercise library and weekly doses of the rule-based workout generator. Strength work for an
 * experienced person at a gym uses the strength guide's eight exercises (knäböj, marklyft,
 * bänkpress, chins/pull-ups, militärpress, rodd, plankan, utfall); a new one gets simpler variants
 * of the same patterns, home training the dumbbell or bodyweight ones, and knee or back trouble
 * the versions that spare them. Cardio is prescribed by heart-rate zone, as on the cardio page.
 */

/** Heart-rate zones as shares of maximum heart rate, percent. */
export const HEART_RATE_ZONES = {
  1: '50–60',
  2: '60–70',
  3: '70–80',
  4: '80–90',
  5: '90–100',
} as const;
export type Zone = keyof typeof HEART_RATE_ZONES;

/** "zon 2 (60–70 % av maxpuls)" */
export function zoneText(zone: Zone): string {
  return `zon ${zone} (${HEART_RATE_ZONES[zone]} % av maxpuls)`;
}

/**
 * A prescription for one week: sets × reps, sets × seconds (holds), minutes, or repeated
 * intervals of a number of minutes or seconds.
 */
export type Dose =
  | { kind: 'reps'; sets: number; reps: number }
  | { kind: 'hold'; sets: number; seconds: number }
  | { kind: 'minutes'; minutes: number }
  | { kind: 'intervals'; rounds: number; seconds: number };

/** Four weeks: build up for three, then a deload week at 60–70 % of week 3's volume. */
export type Progression = readonly [Dose, Dose, Dose, Dose];

const reps = (sets: number, n: number): Dose => ({ kind: 'reps', sets, reps: n });
const hold = (sets: number, seconds: number): Dose => ({ kind: 'hold', sets, seconds });
const minutes = (n: number): Dose => ({ kind: 'minutes', minutes: n });
const intervals = (rounds: number, seconds: number): Dose => ({ kind: 'intervals', rounds, seconds });

/** Weekly doses. Week 4 / week 3 volume is between 0.6 and 0.7 for every one of them. */
export const PROGRESSIONS = {
  /** Heavy strength: 15 → 20 → 25 → 16 reps per exercise. */
  heavy: [reps(3, 5), reps(4, 5), reps(5, 5), reps(4, 4)],
  /** Hypertrophy: 30 → 36 → 40 → 27 reps. */
  hypertrophy: [reps(3, 10), reps(3, 12), reps(4, 10), reps(3, 9)],
  /** General full-body strength: 24 → 30 → 36 → 24 reps. */
  general: [reps(2, 12), reps(3, 10), reps(3, 12), reps(2, 12)],
  /** Trunk holds: 90 → 120 → 135 → 90 s. */
  core: [hold(3, 30), hold(3, 40), hold(3, 45), hold(2, 45)],
  /** Stretch holds: 60 → 80 → 90 → 60 s. */
  stretch: [hold(2, 30), hold(2, 40), hold(3, 30), hold(2, 30)],
  /** Easy aerobic work, +5 min a week as in the cardio page's beginner plan: 25 → 30 → 35 → 23 min. */
  easy: [minutes(25), minutes(30), minutes(35), minutes(23)],
  /** Zone 3 tempo: 15 → 20 → 25 → 16 min. */
  tempo: [minutes(15), minutes(20), minutes(25), minutes(16)],
  /** Long session: 45 → 55 → 65 → 42 min. */
  long: [minutes(45), minutes(55), minutes(65), minutes(42)],
  /** Marathon long run: 60 → 75 → 90 → 60 min. */
  marathonLong: [minutes(60), minutes(75), minutes(90), minutes(60)],
  /** Zone 4 intervals of 3 min: 4 → 5 → 6 → 4 rounds. */
  threshold: [intervals(4, 180), intervals(5, 180), intervals(6, 180), intervals(4, 180)],
  /** Zone 5 intervals of 30 s: 6 → 8 → 9 → 6 rounds. */
  sprint: [intervals(6, 30), intervals(8, 30), intervals(9, 30), intervals(6, 30)],
} as const satisfies Record<string, Progression>;
export type ProgressionName = keyof typeof PROGRESSIONS;

/**
 * The session slots a strength day fills, from the strength guide's eight exercises: a squat, a
 * hinge, a horizontal and a vertical push, a vertical and a horizontal pull, a lunge and the trunk.
 */
export type Pattern = 'squat' | 'hinge' | 'pushH' | 'pushV' | 'pullV' | 'pullH' | 'lunge' | 'core';

/**
 * The movement pattern an exercise trains, which an exercise may be swapped within ("Byt övning"):
 * the guide's patterns, and isolation work for the arms, shoulders and calves.
 */
export type Movement =
  'squat' | 'hinge' | 'push' | 'pull' | 'lunge' | 'core' | 'arms' | 'shoulders' | 'calves';

/**
 * What an exercise needs besides the floor and a wall. A gym has all of it; "hemma med hantlar" is
 * a pair of (adjustable) dumbbells and a sturdy chair, nothing else: no barbell, bench, pull-up bar,
 * band, box or machine; "bara kroppsvikt" is the floor and a wall only.
 */
export type Gear =
  'barbell' | 'bench' | 'box' | 'pullup-bar' | 'machine' | 'cable' | 'band' | 'dumbbells' | 'chair';

/** The gear each place has. */
export const GEAR_AT: Record<WorkoutEquipment, ReadonlySet<Gear>> = {
  gym: new Set<Gear>([
    'barbell',
    'bench',
    'box',
    'pullup-bar',
    'machine',
    'cable',
    'band',
    'dumbbells',
    'chair',
  ]),
  dumbbells: new Set<Gear>(['dumbbells', 'chair']),
  bodyweight: new Set<Gear>(),
};

/** Who the plan is for: experience of strength training and where the person trains. */
export interface Trainee {
  experience: WorkoutExperience;
  equipment: WorkoutEquipment;
}

/** An exercise of the library. */
export interface Exercise {
  name: string;
  movement: Movement;
  /** The session slot it fills; undefined for accessory work. */
  slot?: Pattern;
  gear: readonly Gear[];
  /** Fits knee trouble (no deep or impact knee bending under load). */
  knee: boolean;
  /** Fits back trouble (no heavy spinal loading, no unsupported bent-over positions). */
  back: boolean;
  /** Who it is chosen for first: new trainees get the simpler variants. */
  level: 'new' | 'experienced' | 'both';
  /** Dosed in seconds held instead of repetitions. */
  hold?: boolean;
}

const ex = (
  name: string,
  movement: Movement,
  slot: Pattern | undefined,
  gear: readonly Gear[],
  fits: { knee?: boolean; back?: boolean; level?: Exercise['level']; hold?: boolean } = {},
): Exercise => ({
  name,
  movement,
  ...(slot === undefined ? {} : { slot }),
  gear,
  knee: fits.knee ?? true,
  back: fits.back ?? true,
  level: fits.level ?? 'both',
  ...(fits.hold === true ? { hold: true } : {}),
});

/**
 * The strength exercises, in order of preference within each slot: the first that fits the place,
 * the adaptations and the person's experience is the one prescribed. Names are stable (the training
 * log finds an exercise's history by its name) and each reads as "Name: sets × reps …" in a plan.
 */
export const EXERCISES: readonly Exercise[] = [
  // Squat
  ex('Knäböj', 'squat', 'squat', ['barbell'], { knee: false, back: false, level: 'experienced' }),
  ex('Boxknäböj mot bänk (kontrollerat djup)', 'squat', 'squat', ['barbell', 'bench'], {
    back: false,
    level: 'experienced',
  }),
  ex('Gobletknäböj med hantel', 'squat', 'squat', ['dumbbells'], { knee: false }),
  ex('Gobletknäböj mot stol (kontrollerat djup)', 'squat', 'squat', ['dumbbells', 'chair']),
  ex('Knäböj utan vikt', 'squat', 'squat', [], { knee: false }),
  ex('Knäböj utan vikt till halvt djup (kontrollerat)', 'squat', 'squat', []),
  // Hinge
  ex('Marklyft', 'hinge', 'hinge', ['barbell'], { back: false, level: 'experienced' }),
  ex('Rumänska marklyft med hantlar', 'hinge', 'hinge', ['dumbbells'], { back: false }),
  ex('Enbensmarklyft utan vikt (per ben)', 'hinge', 'hinge', [], { back: false, level: 'experienced' }),
  ex('Höftlyft (glute bridge)', 'hinge', 'hinge', []),
  ex('Hip thrust', 'hinge', undefined, ['barbell', 'bench'], { level: 'experienced' }),
  ex('Höftlyft med hantel', 'hinge', undefined, ['dumbbells']),
  ex('Höftlyft på ett ben (per ben)', 'hinge', undefined, []),
  // Push, horizontal then vertical
  ex('Bänkpress', 'push', 'pushH', ['barbell', 'bench'], { level: 'experienced' }),
  ex('Hantelpress på bänk', 'push', 'pushH', ['dumbbells', 'bench']),
  ex('Golvpress med hantlar', 'push', 'pushH', ['dumbbells']),
  ex('Armhävningar', 'push', 'pushH', [], { level: 'experienced' }),
  ex('Armhävningar på knä', 'push', 'pushH', [], { level: 'new' }),
  ex('Militärpress', 'push', 'pushV', ['barbell'], { back: false, level: 'experienced' }),
  ex('Militärpress (sittande med ryggstöd)', 'push', 'pushV', ['barbell', 'bench'], { level: 'experienced' }),
  ex('Axelpress med hantlar (sittande)', 'push', 'pushV', ['dumbbells', 'chair']),
  ex('Pike-armhävningar', 'push', 'pushV', []),
  // Pull, vertical then horizontal
  ex('Chins/pull-ups', 'pull', 'pullV', ['pullup-bar'], { level: 'experienced' }),
  ex('Latsdrag', 'pull', 'pullV', ['cable']),
  ex('Framåtlutad hantelrodd med båda armarna', 'pull', 'pullV', ['dumbbells'], { back: false }),
  ex('Liggande Y-lyft', 'pull', 'pullV', []),
  ex('Rodd', 'pull', 'pullH', ['barbell'], { back: false, level: 'experienced' }),
  ex('Rodd (bröststödd hantelrodd)', 'pull', 'pullH', ['dumbbells', 'bench']),
  ex('Enarms hantelrodd med stöd mot stol (per arm)', 'pull', 'pullH', ['dumbbells', 'chair']),
  ex('Liggande W-drag', 'pull', 'pullH', []),
  ex('Face pulls med band', 'pull', undefined, ['band']),
  // Lunge
  ex('Utfall med hantlar (per ben)', 'lunge', 'lunge', ['dumbbells'], { knee: false, level: 'experienced' }),
  ex('Utfall utan vikt (per ben)', 'lunge', 'lunge', [], { knee: false }),
  ex('Step-ups på låg låda (per ben)', 'lunge', 'lunge', ['box']),
  ex('Bakåtutfall utan vikt, kort steg (per ben)', 'lunge', 'lunge', []),
  ex('Bulgarisk utfallsknäböj med hantlar (per ben)', 'lunge', undefined, ['bench', 'dumbbells'], {
    knee: false,
    level: 'experienced',
  }),
  ex('Bulgarisk utfallsknäböj mot stol med hantlar (per ben)', 'lunge', undefined, ['chair', 'dumbbells'], {
    knee: false,
    level: 'experienced',
  }),
  // Trunk
  ex('Plankan', 'core', 'core', [], { hold: true }),
  ex('Sidoplanka (per sida)', 'core', undefined, [], { hold: true }),
  ex('Fågelhunden (per sida)', 'core', undefined, [], { hold: true }),
  ex('Superman-lyft', 'core', undefined, [], { back: false }),
  // Isolation
  ex('Triceps-press med kabel', 'arms', undefined, ['cable']),
  ex('Tricepsextension med hantel', 'arms', undefined, ['dumbbells']),
  ex('Diamantarmhävningar', 'arms', undefined, [], { level: 'experienced' }),
  ex('Smala armhävningar på knä', 'arms', undefined, [], { level: 'new' }),
  ex('Hantelcurl', 'arms', undefined, ['dumbbells']),
  ex('Sidolyft med hantlar', 'shoulders', undefined, ['dumbbells']),
  ex('Vadpress', 'calves', undefined, ['machine']),
  ex('Vadpress med hantlar', 'calves', undefined, ['dumbbells']),
  ex('Vadpress på ett ben utan vikt (per ben)', 'calves', undefined, []),
];

const BY_NAME = new Map(EXERCISES.map((e) => [e.name, e]));

/** The library's entry of an exercise name, if it is one of the library's. */
export function exerciseByName(name: string): Exercise | undefined {
  return BY_NAME.get(name);
}

/** Whether an exercise can be done at a place and fits the knee and back adaptations. */
export function fits(
  e: Exercise,
  equipment: WorkoutEquipment,
  a: Pick<Adaptations, 'knee' | 'back'>,
): boolean {
  const gear = GEAR_AT[equipment];
  return e.gear.every((g) => gear.has(g)) && (!a.knee || e.knee) && (!a.back || e.back);
}

/** Whether an exercise suits a person's experience. */
const suits = (e: Exercise, experience: WorkoutExperience) => e.level === 'both' || e.level === experience;

/** The first fitting exercise of a list, preferring those that suit the person's experience. */
function choose(list: readonly Exercise[], who: Trainee, a: Adaptations): Exercise | undefined {
  const fitting = list.filter((e) => fits(e, who.equipment, a));
  return fitting.find((e) => suits(e, who.experience)) ?? fitting[0];
}

/** An experienced person at a gym: the strength guide's own exercises. */
export const GYM_EXPERIENCED: Trainee = { experience: 'experienced', equipment: 'gym' };

/**
 * The exercise for a session slot, given the adaptations and who trains where. Every slot has a
 * fitting exercise at every place and for every adaptation (the library's test checks it).
 */
export function patternExercise(pattern: Pattern, a: Adaptations, who: Trainee = GYM_EXPERIENCED): Exercise {
  const chosen = choose(
    EXERCISES.filter((e) => e.slot === pattern),
    who,
    a,
  );
  if (chosen === undefined) throw new Error(`no exercise for ${pattern}`);
  return chosen;
}

/**
 * The other exercises of the same movement pattern that can be done at the place and fit the knee
 * and back adaptations: what "Byt övning" may offer in place of `exerciseName`. Exercises of the same
 * session slot come first, then the pattern's others, each in the library's order. Empty for a name
 * the library does not know (cardio, stretches, an AI plan's own words).
 */
export function alternativesFor(
  exerciseName: string,
  options: { equipment: WorkoutEquipment; adaptations: Pick<Adaptations, 'knee' | 'back'> },
): string[] {
  const own = BY_NAME.get(exerciseName);
  if (own === undefined) return [];
  const same = EXERCISES.filter(
    (e) => e !== own && e.movement === own.movement && fits(e, options.equipment, options.adaptations),
  );
  const bySlot = (e: Exercise) => (own.slot !== undefined && e.slot === own.slot ? 0 : 1);
  return [...same].sort((x, y) => bySlot(x) - bySlot(y)).map((e) => e.name);
}

/** Extra hypertrophy work per session variant (0–2): two isolation or single-leg exercises. */
export function accessories(variant: number, a: Adaptations, who: Trainee = GYM_EXPERIENCED): Exercise[] {
  const pick = (...names: string[]): Exercise => {
    const list = names.flatMap((n) => BY_NAME.get(n) ?? []);
    const chosen = choose(list, who, a);
    if (chosen === undefined) throw new Error(`no accessory among ${names.join(', ')}`);
    return chosen;
  };
  const lists: Exercise[][] = [
    [
      pick(
        'Triceps-press med kabel',
        'Tricepsextension med hantel',
        'Diamantarmhävningar',
        'Smala armhävningar på knä',
      ),
      pick('Vadpress', 'Vadpress med hantlar', 'Vadpress på ett ben utan vikt (per ben)'),
    ],
    [pick('Hantelcurl', 'Liggande W-drag'), pick('Sidolyft med hantlar', 'Sidoplanka (per sida)')],
    [
      pick(
        'Hip thrust',
        'Bulgarisk utfallsknäböj mot stol med hantlar (per ben)',
        'Höftlyft på ett ben (per ben)',
      ),
      pick('Face pulls med band', 'Superman-lyft', 'Fågelhunden (per sida)'),
    ],
  ];
  return lists[variant % lists.length] ?? [];
}

/** The mobility session's stretches; back trouble adds gentle spine work. */
export function stretches(a: Adaptations): string[] {
  const base = [
    'Höftböjarstretch i utfallsställning (per sida)',
    'Hamstringsstretch (per sida)',
    'Duvan – höftrotation (per sida)',
    'Bröstöppnare mot vägg (per sida)',
    'Barnets position',
  ];
  return a.back ? ['Katt–ko i lugnt tempo', ...base, 'Fågelhunden (per sida)'] : base;
}

/** What to do the cardio on: runs for a running goal, low impact for knees, outdoors away from a gym. */
export function cardioMode(a: Adaptations, equipment: WorkoutEquipment = 'gym'): string {
  if (a.running) return 'Löpning';
  // Only the body: walking and jogging need nothing; with dumbbells at home a bike outdoors may be at hand.
  if (equipment === 'bodyweight') return a.knee ? 'Rask promenad' : 'Rask promenad eller jogging';
  if (equipment === 'dumbbells')
    return a.knee ? 'Cykel eller rask promenad' : 'Rask promenad, jogging eller cykel utomhus';
  if (a.knee) return 'Cykel eller crosstrainer';
  return 'Löpning, cykel eller crosstrainer';
}
