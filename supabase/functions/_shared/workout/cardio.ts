import type { ParsedWorkoutDay } from '../schemas/workout.ts';

/**
 * A week's cardio against FYSS (the Swedish physical activity guidelines): at least 150 minutes of
 * moderate activity a week, or 75 of vigorous, or a mix where a vigorous minute counts as two.
 * Read from a plan's own lines, so a generated, a saved and an AI-written plan are counted alike.
 */

/** FYSS's weekly minimum of moderate aerobic activity, minutes. */
export const FYSS_WEEKLY_MINUTES = 150;

/** A week's cardio minutes: moderate, vigorous, and the total with vigorous counted double. */
export interface CardioWeek {
  moderate: number;
  vigorous: number;
  /** moderate + 2 × vigorous: what is held against FYSS's 150. */
  total: number;
}

// The heart-rate zone a line names ("… i zon 4 (80–90 % av maxpuls): …").
const ZONE = /zon\s*([1-5])/iu;
// Cardio a line names without a zone (an AI plan's "Rask promenad: 30 min").
const CARDIO_WORDS =
  /löp|jogg|promenad|cykel|cykl|crosstrainer|simning|simma|spinning|roddmaskin|skidor|längdskid|intervall|stavgång/iu;
// The dose after the name: "30 min", "4 × 3 min", "6 × 30 s".
const MINUTES = /^\s*(\d{1,3})\s*min\b/u;
const ROUNDS = /^\s*(\d{1,2})\s*×\s*(\d{1,3})\s*(min|s)\b/u;

/**
 * The minutes of one plan line and whether they are vigorous: zone 2–3 (60–80 % of maximum heart
 * rate) is moderate, zone 4–5 vigorous, zone 1 light and not counted; a cardio line without a zone
 * counts as moderate. Strength, stretches and holds count nothing.
 */
export function cardioOfLine(line: string): { minutes: number; vigorous: boolean } | undefined {
  const colon = line.indexOf(':');
  if (colon < 0) return undefined;
  const name = line.slice(0, colon);
  const dose = line.slice(colon + 1);
  const zone = ZONE.exec(name)?.[1];
  if (zone === undefined && !CARDIO_WORDS.test(name)) return undefined;
  if (zone === '1') return undefined;
  const rounds = ROUNDS.exec(dose);
  const minutes =
    rounds !== null
      ? (Number(rounds[1]) * Number(rounds[2])) / (rounds[3] === 's' ? 60 : 1)
      : Number(MINUTES.exec(dose)?.[1] ?? 0);
  if (minutes <= 0) return undefined;
  return { minutes, vigorous: zone === '4' || zone === '5' };
}

/** The cardio of a week's days (rest days have none). */
export function cardioWeek(days: readonly ParsedWorkoutDay[]): CardioWeek {
  let moderate = 0;
  let vigorous = 0;
  for (const day of days) {
    if (day.isRestDay) continue;
    for (const line of day.exercises) {
      const part = cardioOfLine(line);
      if (part === undefined) continue;
      if (part.vigorous) vigorous += part.minutes;
      else moderate += part.minutes;
    }
  }
  moderate = Math.round(moderate);
  vigorous = Math.round(vigorous);
  return { moderate, vigorous, total: moderate + 2 * vigorous };
}

/**
 * What a plan lacks to reach FYSS's 150 minutes in a week, and how the rest days could hold it: a
 * number of rest days with a walk or a ride of some minutes each (at most 60, in steps of 5).
 */
export function cardioGap(days: readonly ParsedWorkoutDay[]): {
  week: CardioWeek;
  missing: number;
  trainingDays: number;
  restDays: number;
  /** Suggested: this many rest days … */
  extraDays: number;
  /** … with this many minutes each. */
  extraMinutes: number;
} {
  const week = cardioWeek(days);
  const missing = Math.max(0, FYSS_WEEKLY_MINUTES - week.total);
  const restDays = days.filter((d) => d.isRestDay).length;
  const trainingDays = days.length - restDays;
  const extraDays = restDays === 0 ? 0 : Math.min(restDays, Math.max(1, Math.ceil(missing / 30)));
  const extraMinutes = extraDays === 0 ? 0 : Math.ceil(missing / extraDays / 5) * 5;
  return { week, missing, trainingDays, restDays, extraDays, extraMinutes };
}
