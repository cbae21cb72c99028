/** Each strength exercise of a plan links to its description in the strength guide. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

import { patternExercise, type Pattern } from '@shared/workout/library.ts';
import { anchorId } from '@/lib/content/slug';
import { GUIDE_ANCHORS, guideLink } from '@/lib/workout/guide-links';

const guide = readFileSync(new URL('../../../content/guides/strength.mdx', import.meta.url), 'utf8');
const guideAnchors = [...guide.matchAll(/^ {2}- name: (.+)$/gmu)].map(([, name]) => anchorId(name ?? ''));

describe('links from a plan to the strength guide', () => {
  it('point at sections the guide has, one for each of its exercises', () => {
    expect(guideAnchors).toHaveLength(8);
    expect([...GUIDE_ANCHORS].sort()).toEqual([...guideAnchors].sort());
  });

  it('lead every strength exercise the generator writes, at the gym, at home and with care for back or knee, to its lift', () => {
    const patterns: Pattern[] = ['squat', 'hinge', 'pushH', 'pushV', 'pullV', 'pullH', 'lunge', 'core'];
    const expected: Record<Pattern, string | undefined> = {
      squat: 'knaboj',
      hinge: 'marklyft',
      pushH: 'bankpress',
      pushV: 'axelpress',
      pullV: 'chins-och-pullups',
      pullH: 'rodd',
      lunge: 'utfallssteg',
      core: 'planka',
    };
    const gym = { running: false, longDistance: null, back: false, knee: false };
    for (const pattern of patterns) {
      const line = `${patternExercise(pattern, gym).name}: 3 × 10`;
      expect(guideLink(line), line).toBe(`/strength-exercises#${expected[pattern] ?? ''}`);
    }
    // A new person's and the home versions lead to the lift they vary, where the guide describes them.
    const variants: Partial<Record<Pattern, readonly string[]>> = {
      squat: ['Gobletknäböj med hantel', 'Knäböj utan vikt'],
      hinge: ['Rumänska marklyft med hantlar'],
      pushH: ['Hantelpress på bänk', 'Golvpress med hantlar', 'Armhävningar på knä'],
      pushV: ['Axelpress med hantlar (sittande)', 'Pike-armhävningar'],
      pullV: ['Latsdrag'],
      pullH: ['Enarms hantelrodd med stöd mot stol (per arm)'],
      lunge: ['Utfall utan vikt (per ben)', 'Bakåtutfall utan vikt, kort steg (per ben)'],
    };
    for (const [pattern, names] of Object.entries(variants)) {
      for (const name of names) {
        expect(guideLink(`${name}: 3 × 10`), name).toBe(
          `/strength-exercises#${expected[pattern as Pattern] ?? ''}`,
        );
      }
    }
    // Variants lead to the lift they vary; other work has no section.
    expect(guideLink('Boxknäböj mot bänk (kontrollerat djup): 3 × 10')).toBe('/strength-exercises#knaboj');
    expect(guideLink('Bulgarisk utfallsknäböj (per ben): 3 × 10')).toBe('/strength-exercises#utfallssteg');
    expect(guideLink('Chins/pull-ups i dörrkarmsräcke (eller omvänd rodd under bord): 3 × 8')).toBe(
      '/strength-exercises#chins-och-pullups',
    );
    expect(guideLink('Omvänd rodd under ett stadigt bord: 3 × 10')).toBe('/strength-exercises#rodd');
    expect(guideLink('Höftlyft (glute bridge): 3 × 12')).toBeUndefined();
    expect(guideLink('Löpning i zon 2 (60–70 % av maxpuls): 30 min')).toBeUndefined();
    expect(guideLink('Hamstringsstretch (per sida): 2 × 30 s')).toBeUndefined();
  });
});
