/**
 * Where an exercise of a workout plan is described: the strength guide's section for its movement
 * (/strength-exercises#knaboj), read from the start of the plan's line, so variants ("Knäböj
 * (goblet …)", "Boxknäböj mot bänk", "Omvänd rodd …") lead to the lift they vary. Lines the guide
 * does not describe (cardio, stretches, accessories) get no link.
 */

/** The strength guide's page. */
export const STRENGTH_GUIDE = '/strength-exercises';

/** The guide's sections (anchor ids of its exercise names), each with the words that name it. */
const SECTIONS: readonly (readonly [anchor: string, name: RegExp])[] = [
  // Before knäböj: "Bulgarisk utfallsknäböj" is a lunge.
  ['utfallssteg', /utfall|step-up/u],
  ['knaboj', /knäböj/u],
  ['marklyft', /marklyft/u],
  // Before bänkpress: pike push-ups press overhead.
  ['axelpress', /militärpress|axelpress|pike-armhävning/u],
  // The guide's bench press names its dumbbell and push-up versions.
  ['bankpress', /bänkpress|hantelpress|golvpress|armhävning/u],
  // The guide's chins name the machine that assists them.
  ['chins-och-pullups', /chins|pull-?up|latsdrag/u],
  ['rodd', /rodd/u],
  ['planka', /plank/u],
];

/** The guide's anchors this module links to, for the test that keeps them in step with the guide. */
export const GUIDE_ANCHORS = SECTIONS.map(([anchor]) => anchor);

/**
 * The link to the guide's description of the exercise a plan line names ("Knäböj – 3 × 5 …"), or
 * undefined. Only the exercise's name counts: the text before the dose's dash or colon.
 */
export function guideLink(line: string): string | undefined {
  const name = exerciseName(line).toLowerCase();
  const section = SECTIONS.find(([, words]) => words.test(name));
  return section === undefined ? undefined : `${STRENGTH_GUIDE}#${section[0]}`;
}

/** The exercise a plan line names: "Knäböj" of "Knäböj: 3 × 5 …". */
export function exerciseName(line: string): string {
  return (line.split(/\s[–—-]\s|:/u)[0] ?? '').trim();
}
