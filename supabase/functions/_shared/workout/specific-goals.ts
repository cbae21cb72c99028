/**
 * Recognises a few common wishes in the workout form's free text (specificGoals) so
 * the rule-based generator can adapt. Anything not recognised leaves the plan unchanged. Where the
 * person trains is the form's own question, not read from this text.
 */
export interface Adaptations {
  /** Running goal ("löpning", "5 km", "springa"): cardio sessions become runs. */
  running: boolean;
  /** A (half) marathon: a weekly long run is included. */
  longDistance: 'marathon' | 'half' | null;
  /** Back trouble: no heavy spinal loading, more trunk stability. */
  back: boolean;
  /** Knee trouble: knee-friendly leg exercises, low-impact cardio unless running is the goal. */
  knee: boolean;
}

/** Swedish labels for what was recognised, in a fixed order, for the plan's header line. */
export const ADAPTATION_LABELS = {
  running: 'löpning',
  back: 'ryggbesvär',
  knee: 'knäbesvär',
} as const;

// A word start: not preceded by a letter (JS \b only knows ASCII letters).
const start = '(?<!\\p{L})';
const RUNNING = new RegExp(
  `${start}(löp|spring|jogg|maraton|halvmaraton|\\d+\\s?km|milen|\\d+\\s?mil)`,
  'iu',
);
const MARATHON = new RegExp(`${start}maraton`, 'iu');
const HALF = new RegExp(`${start}(halvmaraton|halvmara|21\\s?km)`, 'iu');
const BACK = new RegExp(`${start}(rygg|ländrygg|diskbråck|ischias)|ont i ryggen`, 'iu');
// "knä" but not "knäböj" (an exercise someone may want to improve, not an injury).
const KNEE = new RegExp(`${start}knä(?!böj)|löparknä|menisk|korsband`, 'iu');

// Pain or an injury, wherever it is: a whole word, so "kontroll" is not "ont".
const PAIN = new RegExp(
  `${start}(ont|smärt\\p{L}*|värk\\p{L}*|skad\\p{L}*|besvär|ischias|diskbråck|menisk\\p{L}*|korsband\\p{L}*|` +
    `sträckning|stukning|stukat|inflammation|tendinit|artros|opererad|operation|löparknä)(?!\\p{L})`,
  'iu',
);

/**
 * Whether the specific goals speak of pain or an injury ("ont i knät", "skadad axel", "ischias"):
 * then the plan says when to stop and when to see a physiotherapist or a doctor.
 */
export function mentionsPain(text: string): boolean {
  return PAIN.test(text);
}

/** Reads the specific-goals text; unrecognised text gives no adaptations. */
export function recogniseSpecificGoals(text: string): Adaptations {
  const half = HALF.test(text);
  return {
    running: RUNNING.test(text),
    longDistance: half ? 'half' : MARATHON.test(text) ? 'marathon' : null,
    back: BACK.test(text),
    knee: KNEE.test(text),
  };
}

/** The Swedish labels of the recognised adaptations, empty when nothing was recognised. */
export function adaptationLabels(a: Adaptations): string[] {
  const labels: string[] = [];
  if (a.running) labels.push(ADAPTATION_LABELS.running);
  if (a.back) labels.push(ADAPTATION_LABELS.back);
  if (a.knee) labels.push(ADAPTATION_LABELS.knee);
  return labels;
}
