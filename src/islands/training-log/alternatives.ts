/**
 * "Byt övning": exercises of the same movement pattern, as the strength guide groups them, with
 * what each needs (a gym, dumbbells, nothing) and whom it does not suit (a sore back or knee).
 * The one function the session view calls is `alternativesFor`; the workout library may come to
 * answer it itself, and then this table goes.
 */
import type { Equipment } from '@shared/workout/progression.ts';
import type { Adaptations } from '@shared/workout/specific-goals.ts';

interface Alternative {
  name: string;
  /** What it needs: a gym's bar, rack or machines, or a pair of dumbbells; nothing when absent. */
  needs?: 'gym' | 'dumbbells';
  /** Loads the spine or the knee in a way the plan's adaptations avoid. */
  back?: boolean;
  knee?: boolean;
}

const PATTERNS: readonly (readonly Alternative[])[] = [
  // Squat
  [
    { name: 'Knäböj', needs: 'gym', back: true, knee: true },
    { name: 'Knäböj (goblet, hantel framför bröstet)', needs: 'dumbbells', knee: true },
    { name: 'Boxknäböj mot bänk (kontrollerat djup)' },
    { name: 'Benpress', needs: 'gym', knee: true },
    { name: 'Knäböj med kroppsvikt', knee: true },
  ],
  // Hinge
  [
    { name: 'Marklyft', needs: 'gym', back: true },
    { name: 'Rumänsk marklyft med hantlar', needs: 'dumbbells', back: true },
    { name: 'Hip thrust', needs: 'gym' },
    { name: 'Höftlyft (glute bridge)' },
    { name: 'Enbensmarklyft med kroppsvikt', back: true },
  ],
  // Horizontal push
  [
    { name: 'Bänkpress', needs: 'gym' },
    { name: 'Hantelpress på bänk', needs: 'dumbbells' },
    { name: 'Armhävningar' },
    { name: 'Armhävningar mot bänk eller bord' },
  ],
  // Vertical push
  [
    { name: 'Militärpress', needs: 'gym', back: true },
    { name: 'Militärpress (sittande med ryggstöd)', needs: 'gym' },
    { name: 'Hantelpress sittande', needs: 'dumbbells' },
    { name: 'Pike-armhävningar' },
  ],
  // Vertical pull
  [
    { name: 'Chins/pull-ups', needs: 'gym' },
    { name: 'Latsdrag', needs: 'gym' },
    { name: 'Chins/pull-ups i dörrkarmsräcke (eller omvänd rodd under bord)' },
  ],
  // Horizontal pull
  [
    { name: 'Rodd', needs: 'gym', back: true },
    { name: 'Rodd (bröststödd hantelrodd)', needs: 'dumbbells' },
    { name: 'Sittande kabelrodd', needs: 'gym' },
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

const POSSIBLE: Record<Equipment, ReadonlySet<Alternative['needs']>> = {
  gym: new Set([undefined, 'dumbbells', 'gym']),
  dumbbells: new Set([undefined, 'dumbbells']),
  bodyweight: new Set([undefined]),
};

/**
 * The other exercises of `name`'s movement pattern that fit the plan: only what can be done where
 * the person trains, none loading a sore back or knee. Empty when the pattern is unknown. (The
 * workout library's `alternativesFor` has this signature.)
 */
export function alternativesFor(
  name: string,
  { equipment, adaptations }: { equipment: Equipment; adaptations: Pick<Adaptations, 'back' | 'knee'> },
): string[] {
  const wanted = key(name);
  const pattern = PATTERNS.find((list) => list.some((alternative) => key(alternative.name) === wanted));
  if (pattern === undefined) return [];
  return pattern
    .filter(
      (alternative) =>
        key(alternative.name) !== wanted &&
        POSSIBLE[equipment].has(alternative.needs) &&
        !(adaptations.back && alternative.back === true) &&
        !(adaptations.knee && alternative.knee === true),
    )
    .map((alternative) => alternative.name);
}
