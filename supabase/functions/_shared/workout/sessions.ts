import {
  GYM_EXPERIENCED,
  PROGRESSIONS,
  accessories,
  cardioMode,
  exerciseByName,
  patternExercise,
  stretches,
  zoneText,
  type Dose,
  type Exercise,
  type Pattern,
  type Progression,
  type Trainee,
  type Zone,
} from './library.ts';
import { loadKindOf } from './progression.ts';
import type { Adaptations } from './specific-goals.ts';

/** The kinds of training session the generator schedules. */
export type SessionKind =
  'strength' | 'hypertrophy' | 'general' | 'easy' | 'threshold' | 'sprint' | 'tempo' | 'long' | 'mobility';

export const CARDIO_KINDS: ReadonlySet<SessionKind> = new Set([
  'easy',
  'threshold',
  'sprint',
  'tempo',
  'long',
]);
export const STRENGTH_KINDS: ReadonlySet<SessionKind> = new Set(['strength', 'hypertrophy', 'general']);

/** Cardio work of a line: its heart-rate zone, and how far the plan may lengthen it (minutes). */
export interface CardioPart {
  zone: Zone;
  /** A line of minutes the week's cardio may lengthen up to this cap; intervals are fixed. */
  cap?: number;
  /** Lengthened in this order: 0 the cardio sessions, 1 the short cardio after a strength session. */
  priority?: 0 | 1;
}

/** One exercise line: name, weekly doses and an optional note after the dose. */
export interface ExerciseLine {
  name: string;
  progression: Progression;
  note?: string;
  /** The starting effort in words for a week's dose, written after a dash: "välj en vikt …". */
  effort?: (dose: Dose) => string;
  cardio?: CardioPart;
}

/** A training session as written into the plan. */
export interface Session {
  title: string;
  focus: string;
  warmUp: string;
  coolDown: string;
  exercises: ExerciseLine[];
}

interface Variant {
  label: string;
  patterns: readonly Pattern[];
}

/** Strength variants rotate so that back-to-back strength days load different muscles. */
const VARIANTS = [
  { label: 'underkropp och press', patterns: ['squat', 'pushH', 'pullH', 'lunge', 'core'] },
  { label: 'baksida och drag', patterns: ['hinge', 'pushV', 'pullV', 'core'] },
  { label: 'helkropp', patterns: ['squat', 'hinge', 'pushH', 'pullV', 'core'] },
] as const satisfies readonly Variant[];

const HOME_WARM_UP =
  'Uppvärmning: 8 min marsch eller jogg på stället, lätta knäböj med kroppsvikt och armcirklar';
const STRENGTH_WARM_UP = `Uppvärmning: 8 min lätt cykel eller rask promenad i ${zoneText(1)} och 1–2 lätta set av första övningen`;
const STRENGTH_COOL_DOWN = 'Nedkylning: 5 min lugn gång och lätt stretching av musklerna du tränat';
const CARDIO_WARM_UP = `Uppvärmning: 10 min lugnt i ${zoneText(1)} med gradvis ökning`;
const CARDIO_COOL_DOWN = `Nedkylning: 5 min mycket lugnt i ${zoneText(1)} och stretching av vader och lår`;

function careNote(a: Adaptations): string {
  const notes: string[] = [];
  if (a.back) notes.push('Undvik rörelser som gör ont i ryggen och håll bålen spänd.');
  if (a.knee) notes.push('Avbryt en övning om knät gör ont.');
  return notes.length > 0 ? ` ${notes.join(' ')}` : '';
}

/**
 * The starting effort of a strength line, in words. A new person picks a weight they could lift two
 * more times than the set asks ("välj en vikt du orkar 12 gånger, gör 10"); an experienced one works
 * 1–2 repetitions short of failure. Bodyweight work stops before the technique fails; holds last
 * while the body stays straight.
 */
function effortOf(e: Exercise, who: Trainee): (dose: Dose) => string {
  const fresh = who.experience === 'new';
  if (e.hold === true) {
    return () => (fresh ? 'håll med rak kropp, kortare om formen sviktar' : 'håll med god form hela vägen');
  }
  if (loadKindOf(e.name, who.equipment) === 'bodyweight') {
    return () =>
      fresh ? 'sluta med 2–3 repetitioner kvar i orken' : 'sluta med 1–2 repetitioner kvar i orken';
  }
  return (dose) =>
    fresh && dose.kind === 'reps'
      ? `välj en vikt du orkar ${String(dose.reps + 2)} gånger, gör ${String(dose.reps)}`
      : 'en vikt som lämnar 1–2 repetitioner i reserv';
}

/**
 * Heavy fives need an experienced lifter, a gym's barbells and a healthy back: only then does a
 * strength session prescribe them. A new person gets the hypertrophy doses (general ones in a general
 * session) and the simpler variants of each pattern.
 */
export function liftsHeavy(kind: SessionKind, who: Trainee, a: Adaptations): boolean {
  return kind === 'strength' && who.experience === 'experienced' && who.equipment === 'gym' && !a.back;
}

function strengthSession(kind: SessionKind, variantIndex: number, a: Adaptations, who: Trainee): Session {
  const variant: Variant = VARIANTS[variantIndex % VARIANTS.length] ?? VARIANTS[0];
  const heavy = liftsHeavy(kind, who, a);
  const lift: Progression = heavy
    ? PROGRESSIONS.heavy
    : kind === 'general'
      ? PROGRESSIONS.general
      : PROGRESSIONS.hypertrophy;
  const line = (e: Exercise, progression: Progression): ExerciseLine => ({
    name: e.name,
    progression: e.hold === true ? PROGRESSIONS.core : progression,
    effort: effortOf(e, who),
  });
  const exercises: ExerciseLine[] = variant.patterns.map((pattern) => {
    const e = patternExercise(pattern, a, who);
    // Single-leg work is never done as heavy fives.
    return line(e, pattern === 'lunge' && heavy ? PROGRESSIONS.hypertrophy : lift);
  });
  if (a.back) {
    exercises.push({
      name: 'Fågelhunden (per sida)',
      progression: PROGRESSIONS.core,
      effort: () => 'långsamt, med stilla rygg',
    });
  }
  if (kind === 'hypertrophy') {
    for (const extra of accessories(variantIndex, a, who))
      exercises.push(line(extra, PROGRESSIONS.hypertrophy));
  }
  const titles = {
    strength: `Styrka – ${variant.label}`,
    hypertrophy: `Muskeluppbyggnad – ${variant.label}`,
    general: `Helkroppsstyrka – ${variant.label}`,
  } as const;
  const focus = {
    strength: heavy
      ? 'Tung styrka: 2–3 min vila mellan seten, lägg på lite vikt när alla repetitioner går med god teknik.'
      : who.experience === 'new'
        ? 'Styrka för dig som är ny: lär dig rörelserna med lätta vikter och god teknik, 1–2 min vila mellan seten.'
        : 'Styrka: de sista repetitionerna ska kännas tunga, 1–2 min vila mellan seten.',
    hypertrophy: 'Muskeluppbyggnad: de sista repetitionerna ska kännas tunga, 60–90 s vila mellan seten.',
    general: 'Helkroppsstyrka med god teknik: 30–60 s vila mellan seten och övningarna.',
  } as const;
  const k = kind === 'strength' || kind === 'hypertrophy' ? kind : 'general';
  return {
    title: titles[k],
    focus: focus[k] + careNote(a),
    warmUp: who.equipment === 'gym' ? STRENGTH_WARM_UP : HOME_WARM_UP,
    coolDown: STRENGTH_COOL_DOWN,
    exercises,
  };
}

/**
 * Easy cardio after a strength session, in zone 2: added where a cardio goal's week needs more
 * minutes than its cardio sessions hold. Starts at no minutes; the plan lengthens it (up to 20).
 */
export function cardioAfterStrength(a: Adaptations, who: Trainee): ExerciseLine {
  const none = { kind: 'minutes', minutes: 0 } as const;
  return {
    name: `${cardioMode(a, who.equipment)} i ${zoneText(2)}`,
    progression: [none, none, none, none],
    cardio: { zone: 2, cap: 20, priority: 1 },
  };
}

function cardioSession(kind: SessionKind, a: Adaptations, who: Trainee): Session {
  const mode = cardioMode(a, who.equipment);
  const lower = mode.charAt(0).toLowerCase() + mode.slice(1);
  const base = { warmUp: CARDIO_WARM_UP, coolDown: CARDIO_COOL_DOWN };
  const prefix = a.running ? 'Löpning' : 'Kondition';
  switch (kind) {
    case 'threshold':
      return {
        ...base,
        title: `${prefix} – intervaller i zon 4`,
        focus:
          'Tröskelintervaller: ansträngande men kontrollerat, jämn fart i varje intervall.' + careNote(a),
        exercises: [
          {
            name: `Intervaller, ${lower}, i ${zoneText(4)}`,
            progression: PROGRESSIONS.threshold,
            note: 'med 2 min lugnt i zon 1 emellan',
            cardio: { zone: 4 },
          },
        ],
      };
    case 'sprint':
      return {
        ...base,
        title: `${prefix} – korta intervaller i zon 5`,
        focus: 'Korta, mycket hårda intervaller nära maxpuls; full återhämtning emellan.' + careNote(a),
        exercises: [
          {
            name: `Korta intervaller, ${lower}, i ${zoneText(5)}`,
            progression: PROGRESSIONS.sprint,
            note: 'med 90 s lugnt emellan',
            cardio: { zone: 5 },
          },
          {
            name: `${mode} i ${zoneText(2)}`,
            progression: PROGRESSIONS.tempo,
            cardio: { zone: 2, cap: 30, priority: 0 },
          },
        ],
      };
    case 'tempo':
      return {
        ...base,
        title: `${prefix} – tempopass i zon 3`,
        focus: 'Tempo: "bekvämt ansträngande", du kan säga korta meningar.' + careNote(a),
        exercises: [
          {
            name: `${mode} i ${zoneText(3)}`,
            progression: PROGRESSIONS.tempo,
            cardio: { zone: 3, cap: 40, priority: 0 },
          },
        ],
      };
    case 'long':
      return {
        ...base,
        title: `${prefix} – långpass i zon 2`,
        focus: 'Uthållighet: lugnt tempo hela vägen, drick och ät under långa pass.' + careNote(a),
        exercises: [
          {
            name: `Långpass, ${lower}, i ${zoneText(2)}`,
            progression: a.longDistance === 'marathon' ? PROGRESSIONS.marathonLong : PROGRESSIONS.long,
            cardio: { zone: 2, cap: a.longDistance === 'marathon' ? 120 : 90, priority: 0 },
          },
        ],
      };
    default:
      return {
        ...base,
        title: `${prefix} – lugnt distanspass i zon 2`,
        focus: 'Grundkondition: så lugnt att du kan prata under hela passet.' + careNote(a),
        exercises: [
          {
            name: `${mode} i ${zoneText(2)}`,
            progression: PROGRESSIONS.easy,
            cardio: { zone: 2, cap: 60, priority: 0 },
          },
        ],
      };
  }
}

function mobilitySession(a: Adaptations, who: Trainee): Session {
  const core = patternExercise('core', a, who);
  return {
    title: 'Rörlighet och stretching',
    focus: 'Rörlighet: andas lugnt, gå till ett tydligt men smärtfritt stretch.' + careNote(a),
    warmUp: 'Uppvärmning: 5 min lätt rörelse, till exempel armcirklar, bensvingar och marsch på stället',
    coolDown: 'Nedkylning: 2 min lugn andning i ryggliggande',
    exercises: [
      ...stretches(a).map((name): ExerciseLine => {
        // A strength exercise among the stretches (fågelhunden) gets its starting effort too.
        const strength = exerciseByName(name);
        return {
          name,
          progression: PROGRESSIONS.stretch,
          ...(strength === undefined ? {} : { effort: effortOf(strength, who) }),
        };
      }),
      { name: core.name, progression: PROGRESSIONS.core, effort: effortOf(core, who) },
    ],
  };
}

/**
 * Builds one session. `variantIndex` counts the week's strength sessions so that consecutive
 * strength days alternate between the lower/press, posterior/pull and full-body variants.
 */
export function buildSession(
  kind: SessionKind,
  variantIndex: number,
  a: Adaptations,
  who: Trainee = GYM_EXPERIENCED,
): Session {
  if (STRENGTH_KINDS.has(kind)) return strengthSession(kind, variantIndex, a, who);
  if (CARDIO_KINDS.has(kind)) return cardioSession(kind, a, who);
  return mobilitySession(a, who);
}
