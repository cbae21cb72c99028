/**
 * The times a recipe step names ("koka i 15–18 minuter", "ca 20 min", "1 timme", "30 sekunder"),
 * for cook mode's timer. A range starts the timer at its lower bound and says the range. Times that
 * are not a wait to time are left out: "de sista 5 minuterna" (part of another time), "över
 * natten", "några minuter". Pure.
 */

/** One time named in a step. */
export interface StepTime {
  /** The time to set, in seconds: the lower bound of a range. */
  seconds: number;
  /** The upper bound of a range in seconds; equal to `seconds` for a single time. */
  maxSeconds: number;
  /** The words as written, for the timer's label ("15–18 minuter", "ca 20 min"). */
  text: string;
}

const UNIT_SECONDS: Readonly<Record<string, number>> = {
  sekund: 1,
  sekunder: 1,
  sek: 1,
  min: 60,
  minut: 60,
  minuter: 60,
  timme: 3600,
  timmar: 3600,
  tim: 3600,
  h: 3600,
};

/** Number words a step may use instead of digits. */
const WORDS: Readonly<Record<string, number>> = {
  en: 1,
  ett: 1,
  två: 2,
  tre: 3,
  fyra: 4,
  fem: 5,
  sex: 6,
  sju: 7,
  åtta: 8,
  nio: 9,
  tio: 10,
  femton: 15,
  tjugo: 20,
  trettio: 30,
  halv: 0.5,
};

/** A number: "15", "1,5", "1.5", "½", "1 ½", or a word ("en", "tio"). */
const NUMBER = String.raw`(?:\d+(?:[.,]\d+)?(?:\s?½)?|½|en|ett|två|tre|fyra|fem|sex|sju|åtta|nio|tio|femton|tjugo|trettio|halv)`;
const UNIT = String.raw`(?:sekunder|sekund|sek|minuter|minut|min|timmar|timme|tim|h)`;
const TIME = new RegExp(
  String.raw`(?<![\p{L}\d])(?<about>(?:ca|cirka|ungefär|omkring|drygt)\.?\s+)?(?<from>${NUMBER})(?:\s*(?:[–—-]|till)\s*(?<to>${NUMBER}))?\s*(?<unit>${UNIT})(?![\p{L}])`,
  'giu',
);

/** The value of a number as written; undefined when it is not one. */
function numberOf(text: string): number | undefined {
  const word = WORDS[text.toLocaleLowerCase('sv')];
  if (word !== undefined) return word;
  const half = text.includes('½') ? 0.5 : 0;
  const digits = text.replace('½', '').trim().replace(',', '.');
  if (digits === '') return half;
  const value = Number(digits);
  return Number.isFinite(value) ? value + half : undefined;
}

/** Words before a time that make it no wait of its own ("de sista 5 minuterna", "efter halva tiden"). */
const NOT_A_WAIT = /(?:sista|första)\s+$/iu;

/** The longest time cook mode offers a timer for: a marinade of 24 hours is not watched on screen. */
export const MAX_TIMER_SECONDS = 4 * 3600;

/**
 * Every time the step names, in the order written, each as seconds (lower and upper bound) and as
 * written. "en minut" and "ett par minuter" differ: "ett par" is no number, so it is no timer.
 */
export function stepTimes(step: string): StepTime[] {
  const times: StepTime[] = [];
  for (const match of step.matchAll(TIME)) {
    const groups = match.groups ?? {};
    const unit = UNIT_SECONDS[(groups.unit ?? '').toLocaleLowerCase('sv')];
    const from = numberOf(groups.from ?? '');
    const to = groups.to === undefined ? from : numberOf(groups.to);
    if (unit === undefined || from === undefined || to === undefined || from <= 0 || to < from) continue;
    // "h" alone is only a unit right after a digit ("1 h"), never a word's letter.
    if (groups.unit === 'h' && !/\d\s*$/u.test(groups.to ?? groups.from ?? '')) continue;
    if (NOT_A_WAIT.test(step.slice(0, match.index))) continue;
    const seconds = Math.round(from * unit);
    const maxSeconds = Math.round(to * unit);
    if (maxSeconds > MAX_TIMER_SECONDS) continue;
    times.push({ seconds, maxSeconds, text: match[0].trim() });
  }
  return times;
}
