import {
  PROGRESSIONS,
  accessories,
  cardioMode,
  patternExercise,
  stretches,
  zoneText,
  type Pattern,
  type Progression,
} from './library.ts';
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

/** One exercise line: name, weekly doses and an optional note after the dose. */
export interface ExerciseLine {
  name: string;
  progression: Progression;
  note?: string;
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

function strengthSession(kind: SessionKind, variantIndex: number, a: Adaptations): Session {
  const variant: Variant = VARIANTS[variantIndex % VARIANTS.length] ?? VARIANTS[0];
  // Five-rep sets need real weights and a healthy back; otherwise hypertrophy reps.
  const lift: Progression =
    kind === 'strength' && !a.home && !a.back
      ? PROGRESSIONS.heavy
      : kind === 'general'
        ? PROGRESSIONS.general
        : PROGRESSIONS.hypertrophy;
  const exercises: ExerciseLine[] = variant.patterns.map((pattern) => {
    if (pattern === 'core') return { name: patternExercise(pattern, a), progression: PROGRESSIONS.core };
    // Single-leg work is never done as heavy fives.
    if (pattern === 'lunge') {
      return {
        name: `${patternExercise(pattern, a)} (per ben)`,
        progression: lift === PROGRESSIONS.heavy ? PROGRESSIONS.hypertrophy : lift,
      };
    }
    return { name: patternExercise(pattern, a), progression: lift };
  });
  if (a.back) exercises.push({ name: 'Fågelhunden (per sida)', progression: PROGRESSIONS.core });
  if (kind === 'hypertrophy') {
    for (const extra of accessories(variantIndex, a)) {
      exercises.push({
        name: extra.name,
        progression: extra.hold ? PROGRESSIONS.core : PROGRESSIONS.hypertrophy,
      });
    }
  }
  const titles = {
    strength: `Styrka – ${variant.label}`,
    hypertrophy: `Muskeluppbyggnad – ${variant.label}`,
    general: `Helkroppsstyrka – ${variant.label}`,
  } as const;
  const focus = {
    strength:
      'Tung styrka: 2–3 min vila mellan seten, lägg på lite vikt när alla repetitioner går med god teknik.',
    hypertrophy: 'Muskeluppbyggnad: de sista repetitionerna ska kännas tunga, 60–90 s vila mellan seten.',
    general: 'Helkroppsstyrka med god teknik: 30–60 s vila mellan seten och övningarna.',
  } as const;
  const k = kind === 'strength' || kind === 'hypertrophy' ? kind : 'general';
  return {
    title: titles[k],
    focus: focus[k] + careNote(a),
    warmUp: a.home ? HOME_WARM_UP : STRENGTH_WARM_UP,
    coolDown: STRENGTH_COOL_DOWN,
    exercises,
  };
}

function cardioSession(kind: SessionKind, a: Adaptations): Session {
  const mode = cardioMode(a);
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
          },
          { name: `${mode} i ${zoneText(2)}`, progression: PROGRESSIONS.tempo },
        ],
      };
    case 'tempo':
      return {
        ...base,
        title: `${prefix} – tempopass i zon 3`,
        focus: 'Tempo: "bekvämt ansträngande", du kan säga korta meningar.' + careNote(a),
        exercises: [{ name: `${mode} i ${zoneText(3)}`, progression: PROGRESSIONS.tempo }],
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
          },
        ],
      };
    default:
      return {
        ...base,
        title: `${prefix} – lugnt distanspass i zon 2`,
        focus: 'Grundkondition: så lugnt att du kan prata under hela passet.' + careNote(a),
        exercises: [{ name: `${mode} i ${zoneText(2)}`, progression: PROGRESSIONS.easy }],
      };
  }
}

function mobilitySession(a: Adaptations): Session {
  return {
    title: 'Rörlighet och stretching',
    focus: 'Rörlighet: andas lugnt, gå till ett tydligt men smärtfritt stretch.' + careNote(a),
    warmUp: 'Uppvärmning: 5 min lätt rörelse, till exempel armcirklar, bensvingar och marsch på stället',
    coolDown: 'Nedkylning: 2 min lugn andning i ryggliggande',
    exercises: [
      ...stretches(a).map((name) => ({ name, progression: PROGRESSIONS.stretch })),
      { name: patternExercise('core', a), progression: PROGRESSIONS.core },
    ],
  };
}

/**
 * Builds one session. `variantIndex` counts the week's strength sessions so that consecutive
 * strength days alternate between the lower/press, posterior/pull and full-body variants.
 */
export function buildSession(kind: SessionKind, variantIndex: number, a: Adaptations): Session {
  if (STRENGTH_KINDS.has(kind)) return strengthSession(kind, variantIndex, a);
  if (CARDIO_KINDS.has(kind)) return cardioSession(kind, a);
  return mobilitySession(a);
}
