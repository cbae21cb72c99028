/**
 * "Byt övning": exercises of the same movement pattern, as the strength guide groups them, with
 * what each needs (a gym, dumbbells, nothing) and whom it does not suit (a sore back or knee).
 * The one function the session view calls is `alternativesFor`; the workout library may come to
 * answer it itself, and then this table goes.
 */
import type { Adaptations } from '@shared/workout/specific-goals.ts';

interface Alternative {
  name: string;
  /** Needs a gym's bar, rack or machines (not possible at home without equipment). */
  gym?: boolean;
  /** Loads the spine or the knee in a way the plan's adaptations avoid. */
  back?: boolean;
  knee?: boolean;
}

const PATTERNS: readonly (readonly Alternative[])[] = [
  // Squat
  [
    { name: 'Knäböj', gym: true, back: true, knee: true },
    { name: 'Knäböj (goblet, hantel framför bröstet)', gym: true, knee: true },
    { name: 'Boxknäböj mot bänk (kontrollerat djup)', gym: true },
    { name: 'Benpress', gym: true, knee: true },
    { name: 'Knäböj med kroppsvikt', knee: true },
  ],
  // Hinge
  [
    { name: 'Marklyft', gym: true, back: true },
    { name: 'Rumänsk marklyft med hantlar', gym: true, back: true },
    { name: 'Hip thrust', gym: true },
    { name: 'Höftlyft (glute bridge)' },
    { name: 'Enbensmarklyft med kroppsvikt', back: true },
  ],
  // Horizontal push
  [
    { name: 'Bänkpress', gym: true },
    { name: 'Hantelpress på bänk', gym: true },
    { name: 'Armhävningar' },
    { name: 'Armhävningar mot bänk eller bord' },
  ],
  // Vertical push
  [
    { name: 'Militärpress', gym: true, back: true },
    { name: 'Militärpress (sittande med ryggstöd)', gym: true },
    { name: 'Hantelpress sittande', gym: true },
    { name: 'Pike-armhävningar' },
  ],
  // Vertical pull
  [
    { name: 'Chins/pull-ups', gym: true },
    { name: 'Latsdrag', gym: true },
    { name: 'Chins/pull-ups i dörrkarmsräcke (eller omvänd rodd under bord)' },
  ],
  // Horizontal pull
  [
    { name: 'Rodd', gym: true, back: true },
    { name: 'Rodd (bröststödd hantelrodd)', gym: true },
    { name: 'Sittande kabelrodd', gym: true },
    { name: 'Omvänd rodd under ett stadigt bord' },
  ],
  // Single leg
  [
    { name: 'Utfall (per ben)', knee: true },
    { name: 'Bakåtutfall (per ben)', knee: true },
    { name: 'Step-ups på låg låda (per ben)' },
    { name: 'Bulgarisk utfallsknäböj (per ben)', knee: true },
    { name: 'Höftlyft på ett ben (per ben)' },
  ],
  // Trunk
  [
    { name: 'Plankan' },
    { name: 'Sidoplanka (per sida)' },
    { name: 'Fågelhunden (per sida)' },
    { name: 'Dead bug (per sida)' },
  ],
];

const key = (name: string) => name.toLowerCase().replace(/\s+/gu, ' ').trim();

/**
 * The other exercises of `name`'s movement pattern that fit the plan: none needing a gym for a
 * plan without equipment, none loading a sore back or knee. Empty when the pattern is unknown.
 */
export function alternativesFor(
  name: string,
  adaptations: Pick<Adaptations, 'home' | 'back' | 'knee'>,
): string[] {
  const wanted = key(name);
  const pattern = PATTERNS.find((list) => list.some((alternative) => key(alternative.name) === wanted));
  if (pattern === undefined) return [];
  return pattern
    .filter(
      (alternative) =>
        key(alternative.name) !== wanted &&
        !(adaptations.home && alternative.gym === true) &&
        !(adaptations.back && alternative.back === true) &&
        !(adaptations.knee && alternative.knee === true),
    )
    .map((alternative) => alternative.name);
}
