import type { Adaptations } from './specific-goals.ts';

/**
 * The exercise library and weekly doses of the rule-based workout generator. Strength work uses
 * the strength guide's eight exercises (knäböj, marklyft, bänkpress, chins/pull-ups,
 * militärpress, rodd, plankan, utfall), swapped for knee-, back- or home-friendly versions when
 * the specific goals ask for it. Cardio is prescribed by heart-rate zone, as on the cardio page.
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

/** Movement patterns of the strength guide's eight exercises. */
export type Pattern = 'squat' | 'hinge' | 'pushH' | 'pushV' | 'pullV' | 'pullH' | 'lunge' | 'core';

/** The exercise name for a pattern, given the adaptations. Gym versions are the guide's eight. */
export function patternExercise(pattern: Pattern, a: Adaptations): string {
  switch (pattern) {
    case 'squat':
      if (a.knee) return 'Boxknäböj mot bänk (kontrollerat djup)';
      if (a.home) return 'Knäböj med kroppsvikt';
      return a.back ? 'Knäböj (goblet, hantel framför bröstet)' : 'Knäböj';
    case 'hinge':
      if (a.back) return 'Höftlyft (glute bridge)';
      return a.home ? 'Enbensmarklyft med kroppsvikt' : 'Marklyft';
    case 'pushH':
      return a.home ? 'Armhävningar' : 'Bänkpress';
    case 'pushV':
      if (a.home) return 'Pike-armhävningar';
      return a.back ? 'Militärpress (sittande med ryggstöd)' : 'Militärpress';
    case 'pullV':
      return a.home ? 'Chins/pull-ups i dörrkarmsräcke (eller omvänd rodd under bord)' : 'Chins/pull-ups';
    case 'pullH':
      if (a.home) return 'Omvänd rodd under ett stadigt bord';
      return a.back ? 'Rodd (bröststödd hantelrodd)' : 'Rodd';
    case 'lunge':
      return a.knee ? 'Step-ups på låg låda' : 'Utfall';
    case 'core':
      return 'Plankan';
  }
}

/** An accessory exercise; `hold` ones are dosed in seconds instead of repetitions. */
export interface Accessory {
  name: string;
  hold: boolean;
}

/** Extra hypertrophy work per session variant (0–2). */
export function accessories(variant: number, a: Adaptations): Accessory[] {
  const reps = (name: string): Accessory => ({ name, hold: false });
  const singleLeg = a.knee
    ? reps('Höftlyft på ett ben (per ben)')
    : reps('Bulgarisk utfallsknäböj (per ben)');
  const lists: Accessory[][] = a.home
    ? [
        [reps('Diamantarmhävningar'), reps('Vadpress på trappsteg')],
        [reps('Bicepscurl med ryggsäck'), { name: 'Sidoplanka (per sida)', hold: true }],
        [singleLeg, reps('Superman-lyft')],
      ]
    : [
        [reps('Triceps-press med kabel'), reps('Vadpress')],
        [reps('Hantelcurl'), reps('Sidolyft med hantlar')],
        [reps('Hip thrust'), reps('Face pulls med band')],
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

/** What to do the cardio on: runs for a running goal, low impact for knees, outdoors at home. */
export function cardioMode(a: Adaptations): string {
  if (a.running) return 'Löpning';
  if (a.knee) return 'Cykel eller crosstrainer';
  if (a.home) return 'Rask promenad, jogging eller cykel utomhus';
  return 'Löpning, cykel eller crosstrainer';
}
