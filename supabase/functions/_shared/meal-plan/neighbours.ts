import type { Cuisine } from '../domain.ts';

/**
 * Cuisines whose breakfasts and snacks sit close to each other's:
 * a Swedish breakfast table shares yoghurt, oats, eggs and bread with the international and
 * American ones; Italian with the Mediterranean and on to the Middle East; Asian with Indian;
 * Mexican with American. Breakfast and snacks take from these before repeating a dish, and
 * before any other cuisine. The relation is symmetric (tested).
 */
export const NEIGHBOUR_CUISINES: Readonly<Record<Cuisine, readonly Cuisine[]>> = {
  swedish: ['international', 'american'],
  international: ['swedish', 'american', 'mediterranean'],
  american: ['swedish', 'international', 'mexican'],
  italian: ['mediterranean'],
  mediterranean: ['italian', 'middle-eastern', 'international'],
  'middle-eastern': ['mediterranean', 'indian'],
  asian: ['indian'],
  indian: ['asian', 'middle-eastern'],
  mexican: ['american'],
};

/** The neighbours of the chosen cuisines that are not chosen themselves. */
export function neighboursOf(chosen: readonly Cuisine[]): Cuisine[] {
  const out: Cuisine[] = [];
  for (const c of chosen) {
    for (const n of NEIGHBOUR_CUISINES[c]) if (!chosen.includes(n) && !out.includes(n)) out.push(n);
  }
  return out;
}
